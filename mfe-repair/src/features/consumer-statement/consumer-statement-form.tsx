import { type FormEvent, useId, useRef, useState } from 'react';
import {
  CONSUMER_STATEMENT_LETTER,
  countStatement,
  DEFAULT_TIME_ZONE,
  type LetterBureauChoice,
  languageOf,
  localDate,
  type StatementLimit,
  statementLimits,
  statementOverLimit,
  statementOverLimitMessage,
  statementProblem,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import {
  BureauChoice,
  GENERATED_LETTERS_PATHS,
  LETTER_WIZARD_NAMESPACE,
  LetterLanguageChoice,
  useLetterGenerator,
  useLetterPrefill,
} from 'shared/letter-wizard';
import { Alert, Button, TextareaField, TextField } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './consumer-statement.module.css';

/** One line of the live counter: this bureau's count against its limit, and a caution if any. */
function LimitLine({ limit, statement }: { limit: StatementLimit; statement: string }) {
  const { t, i18n } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'consumerStatement' });
  const count = countStatement(statement, limit.unit);
  const source = languageOf(i18n.language) === 'fr' ? limit.sourceFr : limit.source;
  const over = count > limit.max;
  return (
    <li>
      <span className={over ? styles.over : undefined}>
        {t('count', {
          bureau: t(`bureaus.${limit.bureau}`),
          count,
          max: limit.max,
          unit: t(`units.${limit.unit}`),
        })}
        {over ? ` (${t('over')})` : null}
      </span>
      {limit.unconfirmed ? (
        <span className={styles.note}>{t('unconfirmed', { source })}</span>
      ) : null}
    </li>
  );
}

/**
 * /app/credit-repair-suite/consumer-statement: the consumer's own words for their file, with a
 * live counter against the limit of each bureau chosen (consumer-statement-limits.ts: the same
 * rule the API enforces, for the province the letters use and today's date in Toronto). A
 * statement over a limit cannot be sent: the message says which limit.
 */
export function ConsumerStatementForm() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'consumerStatement' });
  const { t: kit } = useTranslation(LETTER_WIZARD_NAMESPACE);
  const { prefill } = useLetterPrefill();
  const generator = useLetterGenerator({ successPath: GENERATED_LETTERS_PATHS.creditRepair });
  const [bureau, setBureau] = useState<LetterBureauChoice>('both');
  const [item, setItem] = useState('');
  const [statement, setStatement] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const statementRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();

  const limits = statementLimits(
    bureau,
    prefill.provinceCode,
    localDate(new Date(), DEFAULT_TIME_ZONE),
  );
  const over = statementOverLimit(statement, limits);
  // Over a limit shows at once (the counter enforces it); an empty statement once submitted.
  const statementError = over
    ? statementOverLimitMessage(over.limit, over.count)
    : ((submitted ? statementProblem(statement, limits) : null) ?? serverErrors.statement);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (statementProblem(statement, limits) !== null) {
      statementRef.current?.focus();
      return;
    }
    const result = await generator.generate({
      letter: CONSUMER_STATEMENT_LETTER,
      statement,
      item,
      bureau,
    });
    if (result.kind === 'fieldErrors') setServerErrors(result.errors);
  }

  return (
    <section className={styles.page} aria-labelledby={`${counterId}-heading`}>
      <h2 id={`${counterId}-heading`}>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.intro}>{t('caution')}</p>
      {prefill.provinceCode === null ? <Alert tone="info">{t('noProvince')}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <BureauChoice value={bureau} onChange={setBureau} />
        <TextField
          label={t('item')}
          hint={t('itemHint')}
          autoComplete="off"
          maxLength={200}
          value={item}
          error={serverErrors.item}
          onChange={(event) => setItem(event.target.value)}
        />
        <TextareaField
          ref={statementRef}
          label={t('statement')}
          hint={t('statementHint')}
          required
          rows={8}
          value={statement}
          error={statementError}
          aria-describedby={counterId}
          onChange={(event) => {
            setStatement(event.target.value);
            setServerErrors(({ statement: _fixed, ...rest }) => rest);
          }}
        />
        <div>
          <h3 className={styles.limitsHeading}>{t('limitsHeading')}</h3>
          <ul id={counterId} className={styles.limits} aria-live="polite">
            {limits.map((limit) => (
              <LimitLine key={limit.bureau} limit={limit} statement={statement} />
            ))}
          </ul>
        </div>
        <LetterLanguageChoice language={generator.language} />
        <div className={styles.actions}>
          {generator.problem ? <Alert tone="error">{generator.problem}</Alert> : null}
          <Button type="submit" busy={generator.busy}>
            {kit('generate.button')}
          </Button>
        </div>
      </form>
    </section>
  );
}
