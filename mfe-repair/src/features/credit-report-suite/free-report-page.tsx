import { useState } from 'react';
import { answerCode, isNetworkError, useGenerateLetterMutation } from 'shared/api';
import {
  bureauNameIn,
  CREDIT_BUREAUS,
  confirmedValue,
  inLanguage,
  ResultCode,
} from 'shared/contract';
import { newLettersState, profileNeededState } from 'shared/contract/wizard-prefill';
import { useTranslation } from 'shared/i18n';
import { LetterLanguageChoice, useLetterLanguage } from 'shared/letter-wizard';
import { Link, useLocation, useNavigate } from 'shared/router';
import { Alert, Button, PageLayout, useReferenceLanguage, useWizard, Wizard } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './credit-report-suite.module.css';

/** Where the free report's letters are listed, and where personal information is entered. */
export const CREDIT_REPORT_LETTERS_PATH = '/app/my-generated-letters/credit-report';
export const PERSONAL_TAB_PATH = '/app/edit-personal-info/personal';

const CHECKLIST = ['name', 'birth', 'address', 'contact'] as const;

function PersonalInformationStep() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite.free.step1' });
  return (
    <>
      <h2>{t('heading')}</h2>
      <p>{t('text')}</p>
      <ul className={styles.checklist}>
        {CHECKLIST.map((item) => (
          <li key={item}>{t(`items.${item}`)}</li>
        ))}
      </ul>
      <p>
        <Link to={PERSONAL_TAB_PATH}>{t('link')}</Link>
      </p>
    </>
  );
}

type Problem = 'network' | 'failed' | null;

function SupportingDocumentsStep() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite.free' });
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pageLanguage = useReferenceLanguage();
  const letterLanguage = useLetterLanguage();
  const [generateLetter, generation] = useGenerateLetterMutation();
  const [problem, setProblem] = useState<Problem>(null);

  async function generate() {
    setProblem(null);
    // The free report is sent without a bureau: one letter to each (spec section 7), in the
    // language chosen below (issue 15).
    const result = await generateLetter({ language: letterLanguage.value });
    const code = answerCode(result);
    if (code === ResultCode.ok) {
      // The list marks the new letters and says they are ready.
      const made = 'data' in result && result.data ? (result.data.ids ?? [result.data.id]) : [];
      navigate(CREDIT_REPORT_LETTERS_PATH, { state: newLettersState(made) });
    } else if (code === ResultCode.personalInfoIncomplete) {
      // The personal tab says why in the page (the spec's message), and leads back here once
      // the profile is saved.
      navigate(PERSONAL_TAB_PATH, { state: profileNeededState(pathname, 'incomplete') });
    } else if ('error' in result && isNetworkError(result.error)) {
      setProblem('network');
    } else if (code !== ResultCode.sessionInvalid) {
      console.error('The free credit report letters could not be generated.', result);
      setProblem('failed');
    }
  }

  return (
    <>
      <h2>{t('step2.heading')}</h2>
      <p>{t('step2.text')}</p>
      {CREDIT_BUREAUS.map((bureau) => {
        const fax = confirmedValue(bureau.fax);
        return (
          <section key={bureau.id} className={styles.bureau}>
            <h3>{bureauNameIn(bureau, pageLanguage)}</h3>
            <ul className={styles.checklist}>
              {bureau.identification.documents.map((document) => (
                <li key={document.value}>{inLanguage(document, pageLanguage)}</li>
              ))}
            </ul>
            {fax ? (
              <>
                <p>{t('step2.sendByFax', { fax })}</p>
                {bureau.faxNote ? <p className={styles.note}>{bureau.faxNote}</p> : null}
              </>
            ) : (
              <>
                <p>{t('step2.sendByMail')}</p>
                <address className={styles.lines}>
                  {[bureau.mailingName, ...inLanguage(bureau.mail, pageLanguage)].map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </address>
              </>
            )}
          </section>
        );
      })}
      <p>{t('step2.originals')}</p>
      <LetterLanguageChoice language={letterLanguage} />
      {problem ? (
        <Alert tone="error" className={styles.alert}>
          {problem === 'network' ? common('networkFailure') : t('failed')}
        </Alert>
      ) : null}
      <Button
        className={styles.generate}
        // Also while the profile loads: its address decides the letter's default language.
        busy={generation.isLoading || letterLanguage.settling}
        onClick={generate}
      >
        {t('step2.generate')}
      </Button>
    </>
  );
}

/** /app/credit-report-suite/free-equifax-transunion: what is needed, then Generate. */
export function FreeReportPage() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite.free' });
  const wizard = useWizard(2);
  return (
    <PageLayout title={t('title')} intro={<p>{t('intro')}</p>}>
      <Wizard
        step={wizard.step}
        total={wizard.total}
        onPrevious={wizard.previous}
        onNext={wizard.next}
        label={t('wizardLabel')}
      >
        <div className={styles.steps}>
          {wizard.step === 1 ? <PersonalInformationStep /> : <SupportingDocumentsStep />}
        </div>
      </Wizard>
    </PageLayout>
  );
}
