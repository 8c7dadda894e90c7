import { BUDGET_FREQUENCIES, type BudgetFrequency, fromCents } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, VisuallyHidden } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { type DraftRow, draftRowAnnualCents, parseAmount } from './budget-draft';
import styles from './budget-suite.module.css';

export interface BudgetTableRowProps {
  row: DraftRow;
  onFrequencyChange: (frequency: BudgetFrequency) => void;
  onAmountChange: (text: string) => void;
  onDelete: () => void;
  /** Registers the row's amount input and Delete button, for focus after an add or a delete. */
  amountRef: (element: HTMLInputElement | null) => void;
  deleteRef: (element: HTMLButtonElement | null) => void;
}

function isFrequency(value: string): value is BudgetFrequency {
  return (BUDGET_FREQUENCIES as readonly string[]).includes(value);
}

/** One row: its name, frequency and amount fields, the annual amount and Delete. */
export function BudgetTableRow({
  row,
  onFrequencyChange,
  onAmountChange,
  onDelete,
  amountRef,
  deleteRef,
}: BudgetTableRowProps) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const { money } = useLocaleFormat();
  const frequencyId = `${row.key}-frequency`;
  const amountId = `${row.key}-amount`;
  const errorId = `${row.key}-amount-error`;
  const invalid = parseAmount(row.amountText) === null;
  const annual = draftRowAnnualCents(row);
  /**
   * A cell's column name, shown above its value when the rows become cards on a phone (a CSS
   * ::before, so the cell's text stays its value).
   */
  const cardLabel = (column: 'frequency' | 'amount' | 'annualAmount') => ({
    'data-card-label': t(`budgetSuite.columns.${column}`),
  });
  return (
    <tr>
      <th scope="row">{row.description}</th>
      <td className={styles.frequencyCell} {...cardLabel('frequency')}>
        <VisuallyHidden>
          <label htmlFor={frequencyId}>
            {t('budgetSuite.frequencyFor', { description: row.description })}
          </label>
        </VisuallyHidden>
        <select
          id={frequencyId}
          className={styles.control}
          value={row.frequency}
          onChange={(event) => {
            if (isFrequency(event.target.value)) onFrequencyChange(event.target.value);
          }}
        >
          {BUDGET_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`budgetSuite.frequencies.${frequency}`)}
            </option>
          ))}
        </select>
      </td>
      <td {...cardLabel('amount')}>
        <VisuallyHidden>
          <label htmlFor={amountId}>
            {t('budgetSuite.amountFor', { description: row.description })}
          </label>
        </VisuallyHidden>
        <input
          ref={amountRef}
          id={amountId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${styles.control} ${styles.amount}`}
          value={row.amountText}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          // Selected on focus: typing replaces the 0 a row starts with instead of adding to it.
          onFocus={(event) => event.target.select()}
          onChange={(event) => onAmountChange(event.target.value)}
        />
        {invalid ? (
          <p id={errorId} className={styles.fieldError}>
            {t('budgetSuite.messages.amountInvalid')}
          </p>
        ) : null}
      </td>
      <td className={styles.number} {...cardLabel('annualAmount')}>
        {annual === null ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('budgetSuite.notCalculated')}</VisuallyHidden>
          </>
        ) : (
          money(fromCents(annual))
        )}
      </td>
      <td className={styles.rowActions}>
        {/* The name says which row; it starts with the visible word (WCAG 2.5.3). */}
        <Button
          ref={deleteRef}
          variant="secondary"
          aria-label={t('budgetSuite.deleteRow', { description: row.description })}
          onClick={onDelete}
        >
          {t('budgetSuite.delete')}
        </Button>
      </td>
    </tr>
  );
}
