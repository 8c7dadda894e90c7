import { useId, useRef, useState } from 'react';
import { isNetworkError } from 'shared/api';
import { CANADA_POST_STOPPAGES, inLanguage, type SendGuide, siteUrl } from 'shared/contract';
import { usePageLocale, useTranslation } from 'shared/i18n';
import { Alert, Button, Spinner, TextareaField, useReferenceLanguage } from 'shared/ui';
import { FormDialogActions, FormDialogClose } from 'shared/ui/confirm-dialog';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { copyText } from './copy-text';
import styles from './send-guide.module.css';
import { useLetterSendGuideQuery } from './send-guide-api';

export interface SendGuidePanelProps {
  letterId: string;
}

/**
 * How to send a letter to a bureau, in the order to try: online (with the dispute text to copy
 * into the bureau's form), then mail, then fax only where the number is confirmed. Loaded lazily
 * with its dialog: the list's first screen does not need it.
 */
export default function SendGuidePanel({ letterId }: SendGuidePanelProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { t: common } = useTranslation('common');
  const answer = useLetterSendGuideQuery({ id: letterId, locale: usePageLocale() });

  if (answer.isLoading) return <Spinner label={t('sendGuide.loading')} />;
  if (!answer.data) {
    return (
      <div className={styles.guide}>
        <Alert tone="error">
          {isNetworkError(answer.error) ? common('networkFailure') : t('sendGuide.failed')}
        </Alert>
        <div>
          <Button variant="secondary" busy={answer.isFetching} onClick={() => answer.refetch()}>
            {common('retry')}
          </Button>
        </div>
      </div>
    );
  }
  const { guide } = answer.data;
  return (
    <div className={styles.guide}>
      {guide ? <Channels guide={guide} /> : <p>{t('sendGuide.notToBureau')}</p>}
      <FormDialogActions>
        <FormDialogClose asChild>
          <Button variant="secondary">{t('sendGuide.close')}</Button>
        </FormDialogClose>
      </FormDialogActions>
    </div>
  );
}

function Channels({ guide }: { guide: SendGuide }) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const language = useReferenceLanguage();
  const { online, mail, fax } = guide;
  return (
    <>
      <section className={styles.section} aria-labelledby="send-guide-online">
        <h3 id="send-guide-online">{t('sendGuide.online.heading')}</h3>
        <p>
          {t('sendGuide.online.why', { stoppages: inLanguage(CANADA_POST_STOPPAGES, language) })}
        </p>
        <p>
          {t('sendGuide.online.goTo')}{' '}
          <a href={siteUrl(online.site)} target="_blank" rel="noopener noreferrer">
            {online.site}
          </a>
          {online.page ? ` ${t('sendGuide.online.openPage', { page: online.page })}` : '.'}
        </p>
        {online.form.length + online.rules.length > 0 ? (
          <ul>
            {[...online.form, ...online.rules].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <DisputeText initial={guide.dispute_text} site={online.site} />
      </section>
      <section className={styles.section} aria-labelledby="send-guide-mail">
        <h3 id="send-guide-mail">{t('sendGuide.mail.heading')}</h3>
        <p>{t('sendGuide.mail.intro')}</p>
        <address className={styles.address}>
          {mail.address.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
        {mail.rules.length > 0 ? (
          <ul>
            {mail.rules.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {fax ? (
        <section className={styles.section} aria-labelledby="send-guide-fax">
          <h3 id="send-guide-fax">{t('sendGuide.fax.heading')}</h3>
          <p>{t('sendGuide.fax.text', { fax })}</p>
        </section>
      ) : null}
    </>
  );
}

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * The dispute text, editable (the consumer may shorten it), its live character count, and the
 * copy button. No source gives the online forms' length limits, so none is stated.
 */
function DisputeText({ initial, site }: { initial: string; site: string }) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { count } = useLocaleFormat();
  const [text, setText] = useState(initial);
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  async function copyDisputeText() {
    if (await copyText(text)) {
      setCopy('copied');
      return;
    }
    // The clipboard was refused: select the text so the consumer copies it with the keyboard.
    field.current?.focus();
    field.current?.select();
    setCopy('refused');
  }

  return (
    <div className={styles.section}>
      <TextareaField
        label={t('sendGuide.disputeText.label')}
        hint={t('sendGuide.disputeText.hint')}
        ref={field}
        rows={8}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setCopy('idle');
        }}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {t('sendGuide.disputeText.count', { count: count(text.length) })}
      </p>
      <div className={styles.copyRow}>
        <Button onClick={copyDisputeText}>{t('sendGuide.disputeText.copy')}</Button>
        <p role="status">
          {copy === 'copied'
            ? t('sendGuide.disputeText.copied', { site })
            : copy === 'refused'
              ? t('sendGuide.disputeText.refused')
              : ''}
        </p>
      </div>
    </div>
  );
}
