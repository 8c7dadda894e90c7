import { PROVINCIAL_FACTS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import styles from './guide.module.css';
import { PROVINCE_ROWS } from './province-rows';

/** Each province's and territory's limitation period for debts, with its source. */
export function LimitationTable() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'guide.limitation' });
  return (
    <section
      className={styles.tableScroll}
      aria-label={t('tableCaption')}
      // Focusable so keyboard users can scroll it sideways on a narrow screen.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus.
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('province')}</th>
            <th scope="col">{t('period')}</th>
            <th scope="col">{t('source')}</th>
          </tr>
        </thead>
        <tbody>
          {PROVINCE_ROWS.map(({ code, name }) => {
            const period = PROVINCIAL_FACTS[code].limitationPeriod;
            return (
              <tr key={code}>
                <th scope="row">{name}</th>
                {period.unconfirmed ? (
                  <>
                    <td>{t('unconfirmed')}</td>
                    <td className={styles.muted}>{t('unconfirmedNote')}</td>
                  </>
                ) : (
                  <>
                    <td>{period.value}</td>
                    <td>{period.source}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
