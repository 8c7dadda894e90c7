import type { ProvinceCode, ProvincialFacts } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/catalog';
import { confirmed, PROVINCE_ROWS, telHref } from '../../lib/reference-data';
import styles from './credit-report-suite.module.css';

export interface ProvincialTableProps {
  facts: Readonly<Record<ProvinceCode, ProvincialFacts>>;
}

/** Each province's and territory's consumer protection office(s), with mail and phone when known. */
export function ProvincialAgenciesTable({ facts }: ProvincialTableProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite.provincial' });
  return (
    <section
      className={styles.tableScroll}
      aria-label={t('heading')}
      // Focusable so keyboard users can scroll it sideways on a narrow screen.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
      tabIndex={0}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('province')}</th>
            <th scope="col">{t('office')}</th>
          </tr>
        </thead>
        <tbody>
          {PROVINCE_ROWS.map(({ code, name }) => {
            const offices = confirmed(facts[code].consumerOffices);
            return (
              <tr key={code}>
                <th scope="row">{name}</th>
                <td>
                  {offices.length === 0 ? (
                    <span className={styles.muted}>{t('none')}</span>
                  ) : (
                    <ul className={styles.lines}>
                      {offices.map((office) => (
                        <li key={office.name}>
                          {office.name}
                          {office.mail ? `, ${office.mail.join(', ')}` : null}
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
      </table>
    </section>
  );
}
