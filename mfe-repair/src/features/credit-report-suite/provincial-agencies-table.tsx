import type { ProvinceCode, ProvincialFacts } from 'shared/contract';
import { confirmed, PROVINCE_ROWS, provinceReadingName, telHref, valueIn } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { ScrollTable, useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './credit-report-suite.module.css';

export interface ProvincialTableProps {
  facts: Readonly<Record<ProvinceCode, ProvincialFacts>>;
}

/** Each province's and territory's consumer protection office(s), with mail and phone when known. */
export function ProvincialAgenciesTable({ facts }: ProvincialTableProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, {
    keyPrefix: 'creditReportSuite.provincial',
  });
  const language = useReferenceLanguage();
  return (
    <ScrollTable label={t('heading')} caption={false}>
      <thead>
        <tr>
          <th scope="col">{t('province')}</th>
          <th scope="col">{t('office')}</th>
        </tr>
      </thead>
      <tbody>
        {PROVINCE_ROWS.map((code) => {
          const offices = confirmed(facts[code].consumerOffices);
          return (
            <tr key={code}>
              <th scope="row">{provinceReadingName(code, language)}</th>
              <td>
                {offices.length === 0 ? (
                  <span className={styles.muted}>{t('none')}</span>
                ) : (
                  <ul className={styles.lines}>
                    {offices.map((office) => (
                      <li key={office.name}>
                        {valueIn(office.name, language)}
                        {office.mail ? `, ${valueIn(office.mail, language).join(', ')}` : null}
                        {office.phone ? (
                          <>
                            {', '}
                            <a href={telHref(office.phone.number)}>{office.phone.number}</a>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
