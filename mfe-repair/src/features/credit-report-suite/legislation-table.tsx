import type { Fact, Statute, TextLanguage } from 'shared/contract';
import {
  confirmedValue,
  PROVINCE_ROWS,
  provinceReadingName,
  statuteTitle,
  valueIn,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { ScrollTable, useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './credit-report-suite.module.css';
import type { ProvincialTableProps } from './provincial-agencies-table';

function Statutes({
  laws,
  none,
  language,
}: {
  laws: Fact<readonly Statute[]> | null;
  none: string;
  /** The page's language: Québec's statutes by their official French titles in French. */
  language: TextLanguage;
}) {
  const list = confirmedValue(laws) ?? [];
  if (list.length === 0) return <span className={styles.muted}>{none}</span>;
  return (
    <ul className={styles.lines}>
      {list.map((law) => (
        <li key={law.name}>
          {statuteTitle(law, language)}
          {law.provisions.map((provision) => (
            <p key={provision} className={styles.note}>
              {valueIn(provision, language)}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The credit-reporting and debt-collection statutes of each province and territory. */
export function LegislationTable({ facts }: ProvincialTableProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, {
    keyPrefix: 'creditReportSuite.legislation',
  });
  const language = useReferenceLanguage();
  return (
    <ScrollTable label={t('heading')} caption={false}>
      <thead>
        <tr>
          <th scope="col">{t('province')}</th>
          <th scope="col">{t('creditReporting')}</th>
          <th scope="col">{t('collection')}</th>
        </tr>
      </thead>
      <tbody>
        {PROVINCE_ROWS.map((code) => (
          <tr key={code}>
            <th scope="row">{provinceReadingName(code, language)}</th>
            <td>
              <Statutes laws={facts[code].creditReporting} none={t('none')} language={language} />
            </td>
            <td>
              <Statutes laws={facts[code].collection} none={t('none')} language={language} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
