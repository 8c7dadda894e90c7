import { inLanguage, type ProvinceCode } from 'shared/contract';
import {
  DEBT_RELIEF_OPTIONS,
  type DebtReliefOption,
  debtReliefAvailability,
} from 'shared/contract/debt-relief-options';
import { useTranslation } from 'shared/i18n';
import { useReliefOptionsLanguage } from 'shared/ui';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import styles from './payoff.module.css';

/**
 * The debt-relief options side by side, for an amount that cannot cover the minimums: the same
 * four facts for each, no ranking and no advice. Orderly Payment of Debts says where it is
 * certain and that sources disagree elsewhere; the voluntary deposit shows to a Québec consumer
 * (and, with a note, to one whose province is not known).
 */
export function ReliefOptions({ province }: { province: ProvinceCode | null }) {
  const { t } = useTranslation(BANKING_NAMESPACE, { keyPrefix: 'payoff.cannotCover' });
  // The options' French is reference data, in a part of its own: in French, waits for it.
  const language = useReliefOptionsLanguage();
  const text = (fact: DebtReliefOption['name']) => inLanguage(fact, language);

  function availabilityNote(option: DebtReliefOption): string | null {
    const availability = debtReliefAvailability(option.id, province);
    if (availability !== 'unconfirmed') return null;
    if (option.id === 'voluntary_deposit') return t('voluntaryDepositNoProvince');
    return province === null ? t('orderlyPaymentNoProvince') : t('orderlyPaymentUnconfirmed');
  }

  const shown = DEBT_RELIEF_OPTIONS.filter(
    (option) => debtReliefAvailability(option.id, province) !== 'no',
  );
  return (
    <section aria-labelledby="payoff-options-heading">
      <h3 id="payoff-options-heading">{t('optionsHeading')}</h3>
      <p>{t('optionsIntro')}</p>
      <ul className={styles.options}>
        {shown.map((option) => {
          const note = availabilityNote(option);
          return (
            <li key={option.id}>
              <h4>{text(option.name)}</h4>
              {note ? <p>{note}</p> : null}
              <dl>
                <dt>{t('runBy')}</dt>
                <dd>{text(option.runBy)}</dd>
                <dt>{t('whatItDoes')}</dt>
                <dd>{text(option.whatItDoes)}</dd>
                <dt>{t('creditReport')}</dt>
                <dd>{text(option.creditReport)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
