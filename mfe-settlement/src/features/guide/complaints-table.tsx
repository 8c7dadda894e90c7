import {
  confirmed,
  PROVINCE_ROWS,
  PROVINCIAL_FACTS,
  provinceReadingName,
  statuteLine,
  telHref,
  valueIn,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { ScrollTable, useReferenceLanguage } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import styles from './guide.module.css';

/** Where to complain about a collector in each province and territory, and the law it breaks. */
export function ComplaintsTable() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'guide.complaints' });
  const language = useReferenceLanguage();
  return (
    <ScrollTable label={t('tableCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('province')}</th>
          <th scope="col">{t('office')}</th>
          <th scope="col">{t('law')}</th>
        </tr>
      </thead>
      <tbody>
        {PROVINCE_ROWS.map((code) => {
          const facts = PROVINCIAL_FACTS[code];
          const offices = confirmed(facts.consumerOffices);
          return (
            <tr key={code}>
              <th scope="row">{provinceReadingName(code, language)}</th>
              <td>
                {offices.length === 0 ? (
                  <span className={styles.muted}>{t('noOffice')}</span>
                ) : (
                  <ul className={styles.lines}>
                    {offices.map((office) => (
                      <li key={office.name}>
                        {valueIn(office.name, language)}
                        {office.mail ? `, ${valueIn(office.mail, language).join(', ')}` : null}
                        {office.phone ? (
                          <>
                            {', '}
                            <a className={styles.nowrap} href={telHref(office.phone.number)}>
                              {office.phone.number}
                            </a>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <ul className={styles.lines}>
                  {facts.collection.value.map((law) => (
                    <li key={law.name}>{statuteLine(law, language)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
