import {
  agencyTitleIn,
  confirmed,
  confirmedValue,
  ESCALATION_BODIES,
  PROVINCE_ROWS,
  PROVINCIAL_FACTS,
  provinceReadingName,
  statuteTitle,
  valueIn,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { RadioGroupField, ScrollTable, useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './creditor-dispute.module.css';

/** What the letter asks the creditor to send, in the letter's order (api dispute-creditor). */
const ASKS = ['originalCreditor', 'agreement', 'amount', 'assignment'] as const;

/** The bodies that take complaints about a creditor or a collector. */
const COMPLAINT_BODY_IDS: ReadonlySet<string> = new Set(['obsi', 'ccts', 'fcac']);

/** The collection law and limitation period of each province; unconfirmed facts are not shown. */
function ProvincialTable() {
  const { t } = useTranslation(REPAIR_NAMESPACE, {
    keyPrefix: 'creditorDispute.explainer.rules',
  });
  // The collection laws as the letters cite them: Québec's by its French title in French.
  const language = useReferenceLanguage();
  return (
    <ScrollTable label={t('tableHeading')}>
      <thead>
        <tr>
          <th scope="col">{t('province')}</th>
          <th scope="col">{t('law')}</th>
          <th scope="col">{t('period')}</th>
        </tr>
      </thead>
      <tbody>
        {PROVINCE_ROWS.map((code) => {
          const facts = PROVINCIAL_FACTS[code];
          const laws = confirmedValue(facts.collection) ?? [];
          const period = confirmedValue(facts.limitationPeriod, language);
          return (
            <tr key={code}>
              <th scope="row">{provinceReadingName(code, language)}</th>
              <td>{laws.map((law) => statuteTitle(law, language)).join('; ')}</td>
              <td>{period ?? <span className={styles.muted}>{t('unconfirmed')}</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

function Explainer() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute.explainer' });
  const language = useReferenceLanguage();
  return (
    <div className={styles.explainer}>
      <p>{t('lead')}</p>
      <h3>{t('noRight.heading')}</h3>
      <p>{t('noRight.p1')}</p>
      <p>{t('noRight.p2')}</p>
      <h3>{t('asks.heading')}</h3>
      <p>{t('asks.intro')}</p>
      <ul className={styles.list}>
        {ASKS.map((item) => (
          <li key={item}>{t(`asks.${item}`)}</li>
        ))}
      </ul>
      <p>{t('asks.after')}</p>
      <h3>{t('rules.heading')}</h3>
      <p>{t('rules.p1')}</p>
      <p>{t('rules.p2')}</p>
      <ProvincialTable />
      <h3>{t('writing.heading')}</h3>
      <p>{t('writing.p1')}</p>
      <p>{t('writing.p2')}</p>
      <h3>{t('owed.heading')}</h3>
      <p>{t('owed.p1')}</p>
      <h3>{t('limitation.heading')}</h3>
      <p>{t('limitation.p1')}</p>
      <p>{t('limitation.p2')}</p>
      <p>{t('limitation.p3')}</p>
      <h3>{t('complaints.heading')}</h3>
      <p>{t('complaints.p1')}</p>
      <ul className={styles.list}>
        {ESCALATION_BODIES.filter((body) => COMPLAINT_BODY_IDS.has(body.id)).map((body) => (
          <li key={body.id}>
            <strong>{agencyTitleIn(body, language)}</strong>
            {t('complaints.purpose', {
              purpose: valueIn(body.purpose, language),
            })}{' '}
            {confirmed(body.phones)
              .map((line) => t('complaints.phone', { number: line.number }))
              .join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 1: the one letter this wizard makes, and what the user should know before sending it. */
export function LetterStep() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute' });
  return (
    <>
      <h2>{t('letterStep.heading')}</h2>
      <RadioGroupField
        legend={t('letterStep.legend')}
        name="letter"
        options={[
          {
            value: 'dispute_creditor',
            label: t('letterStep.option'),
            hint: t('letterStep.optionHint'),
          },
        ]}
        value="dispute_creditor"
        // The only letter of this wizard: chosen from the start.
        onChange={() => undefined}
      />
      <h2>{t('explainer.heading')}</h2>
      <Explainer />
    </>
  );
}
