import {
  inLanguage,
  PROVINCE_ROWS,
  PROVINCIAL_FACTS,
  provinceReadingName,
  valueIn,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { ScrollTable, useReferenceLanguage } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import styles from './guide.module.css';

/** Each province's and territory's limitation period for debts, with its source. */
export function LimitationTable() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'guide.limitation' });
  const language = useReferenceLanguage();
  return (
    <ScrollTable label={t('tableCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('province')}</th>
          <th scope="col">{t('period')}</th>
          <th scope="col">{t('source')}</th>
        </tr>
      </thead>
      <tbody>
        {PROVINCE_ROWS.map((code) => {
          const period = PROVINCIAL_FACTS[code].limitationPeriod;
          return (
            <tr key={code}>
              <th scope="row">{provinceReadingName(code, language)}</th>
              {period.unconfirmed ? (
                <>
                  <td>{t('unconfirmed')}</td>
                  <td className={styles.muted}>{t('unconfirmedNote')}</td>
                </>
              ) : (
                <>
                  <td>{inLanguage(period, language)}</td>
                  <td>{valueIn(period.source, language)}</td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
