import { ALBERTA_REPORTING_CAP, type Fact, inLanguage } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { PageContents, useReferenceLanguage } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './credit-repair-suite.module.css';
import { EDUCATION_CONTACTS, EDUCATION_FIGURES as F } from './education-facts';
import { EducationSection, TextList } from './education-section';
import { RetentionTable } from './retention-table';
import { REPAIR_SUITE_TABS } from './suite-tabs';

/** Where the free credit report letters are requested (the credit report suite). */
export const FREE_REPORTS_PATH = '/app/credit-report-suite/free-equifax-transunion';

/** The page's sections in reading order: the anchor ids of its contents list. */
const SECTIONS = [
  'report',
  'bureaus',
  'scores',
  'retention',
  'updates',
  'utilisation',
  'inquiries',
  'dispute',
  'wizards',
] as const;

const REPORT_ITEMS = [
  'identity',
  'accounts',
  'ratings',
  'publicRecords',
  'collections',
  'inquiries',
  'statements',
] as const;
const SCORE_FACTORS = ['payment', 'utilisation', 'history', 'mix', 'newCredit'] as const;
const UTILISATION_TIPS = ['payEarly', 'keepOld', 'limitIncrease'] as const;
const DISPUTE_STEPS = ['get', 'write', 'enclose', 'send', 'followUp'] as const;

export interface EducationPageProps {
  /** Where the suite is mounted ('/app/credit-repair-suite'). */
  base: string;
}

/** /app/credit-repair-suite: credit reports and scores in Canada, then the letter wizards. */
export function EducationPage({ base }: EducationPageProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditRepairSuite' });
  const { money } = useLocaleFormat();
  // The reference data's facts in the page's language (issue 15).
  const language = useReferenceLanguage();
  const inPage = (fact: Fact<string> | null) => (fact ? inLanguage(fact, language) : '');
  const e = (key: string, values?: Record<string, string | number>) =>
    t(`education.${key}`, values ?? {});
  const utilisationLimit = (F.exampleLimit * F.utilisationTarget) / 100;

  return (
    <div className={styles.education}>
      <p className={styles.lead}>{e('intro')}</p>

      <PageContents entries={SECTIONS.map((id) => ({ id, label: e(`${id}.heading`) }))} />

      <EducationSection id="report" heading={e('report.heading')}>
        <p>{e('report.text')}</p>
        <TextList items={REPORT_ITEMS.map((item) => e(`report.items.${item}`))} />
        <p>{e('report.notIncluded')}</p>
      </EducationSection>

      <EducationSection id="bureaus" heading={e('bureaus.heading')}>
        <p>{e('bureaus.text')}</p>
        <p>{e('bureaus.free')}</p>
        <p>
          <Link to={FREE_REPORTS_PATH}>{e('bureaus.freeLink')}</Link>
        </p>
      </EducationSection>

      <EducationSection id="scores" heading={e('scores.heading')}>
        <p>{e('scores.text', { min: F.scoreMin, max: F.scoreMax })}</p>
        <p>{e('scores.factorsIntro')}</p>
        <TextList items={SCORE_FACTORS.map((factor) => e(`scores.factors.${factor}`))} />
        <p>{e('scores.ownCheck')}</p>
      </EducationSection>

      <EducationSection id="retention" heading={e('retention.heading')}>
        <p>{e('retention.text', { years: F.retentionYears })}</p>
        <RetentionTable />
        <p>{inPage(ALBERTA_REPORTING_CAP)}</p>
        <p>{e('retention.afterward')}</p>
      </EducationSection>

      <EducationSection id="updates" heading={e('updates.heading')}>
        <p>{e('updates.text', { min: F.updateMinDays, max: F.updateMaxDays })}</p>
        <p>{e('updates.habit')}</p>
      </EducationSection>

      <EducationSection id="utilisation" heading={e('utilisation.heading')}>
        <p>
          {e('utilisation.text', { target: F.utilisationTarget, ceiling: F.utilisationCeiling })}
        </p>
        <p>
          {e('utilisation.example', {
            limit: money(F.exampleLimit),
            target: money(utilisationLimit),
          })}
        </p>
        <TextList items={UTILISATION_TIPS.map((tip) => e(`utilisation.tips.${tip}`))} />
      </EducationSection>

      <EducationSection id="inquiries" heading={e('inquiries.heading')}>
        <p>{e('inquiries.hard')}</p>
        <p>{e('inquiries.soft')}</p>
        <p>{e('inquiries.duration', { years: F.inquiryYears })}</p>
        <p>{e('inquiries.unknown', { phone: EDUCATION_CONTACTS.antiFraudCentre })}</p>
      </EducationSection>

      <EducationSection id="dispute" heading={e('dispute.heading')}>
        <p>{e('dispute.text')}</p>
        <TextList ordered items={DISPUTE_STEPS.map((step) => e(`dispute.steps.${step}`))} />
        <p>{e('dispute.timingEquifax', { note: inPage(EDUCATION_CONTACTS.equifaxDisputeTime) })}</p>
        <p>{e('dispute.timingTransunion')}</p>
        <h3>{e('dispute.verifiedHeading')}</h3>
        <TextList
          items={[
            e('dispute.verified.lender'),
            `${e('dispute.verified.statement')} ${e('dispute.verified.statementEquifax', {
              note: inPage(EDUCATION_CONTACTS.equifaxStatementLength),
            })}`,
            e('dispute.verified.provincial'),
            e('dispute.verified.federal', { fcac: EDUCATION_CONTACTS.fcac }),
          ]}
        />
        <p>{e('dispute.warning')}</p>
      </EducationSection>

      <EducationSection id="wizards" heading={e('wizards.heading')}>
        <p>{e('wizards.text')}</p>
        <ul className={styles.wizards}>
          {REPAIR_SUITE_TABS.map(({ path, labelKey }) => (
            <li key={path}>
              <Link className={styles.wizardLink} to={`${base}/${path}`}>
                {t(`tabs.${labelKey}`)}
              </Link>
              <p>{e(`wizards.${labelKey}`)}</p>
            </li>
          ))}
        </ul>
      </EducationSection>
    </div>
  );
}
