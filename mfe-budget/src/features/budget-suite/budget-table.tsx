import { type Dispatch, useEffect, useRef } from 'react';
import { useTranslation } from 'shared/i18n';
import { VisuallyHidden } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { AddRowForm } from './add-row-form';
import { type BudgetTable, type DraftAction, type DraftRow, newRowKey } from './budget-draft';
import styles from './budget-suite.module.css';
import { BudgetTableRow } from './budget-table-row';

export interface BudgetTableEditorProps {
  table: BudgetTable;
  rows: DraftRow[];
  dispatch: Dispatch<DraftAction>;
}

type FocusTarget = { kind: 'amount' | 'delete'; key: string } | { kind: 'add' };

/** The Income or Outgoing table, with 'Add A New Row' under it. */
export function BudgetTableEditor({ table, rows, dispatch }: BudgetTableEditorProps) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const amountInputs = useRef(new Map<string, HTMLInputElement>());
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const addSection = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<FocusTarget | null>(null);

  // After an add, focus the new row's amount; after a delete, the next row's Delete (or the
  // previous one's, or Add A New Row), so keyboard users never fall back to the page top. Runs
  // after every render; it acts only when an add or a delete asked for it.
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (target.kind === 'amount') amountInputs.current.get(target.key)?.focus();
    else if (target.kind === 'delete') deleteButtons.current.get(target.key)?.focus();
    else addSection.current?.querySelector('button')?.focus();
  });

  function deleteRow(index: number, key: string) {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusAfterRender.current = neighbour ? { kind: 'delete', key: neighbour.key } : { kind: 'add' };
    dispatch({ type: 'rowDeleted', table, key });
  }

  function addRow(description: string) {
    const key = newRowKey();
    focusAfterRender.current = { kind: 'amount', key };
    dispatch({ type: 'rowAdded', table, description, key });
  }

  function register<T>(map: Map<string, T>, key: string) {
    return (element: T | null) => {
      if (element) map.set(key, element);
      else map.delete(key);
    };
  }

  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>
            <VisuallyHidden>{t(`budgetSuite.captions.${table}`)}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('budgetSuite.columns.description')}</th>
              <th scope="col">{t('budgetSuite.columns.frequency')}</th>
              <th scope="col">{t('budgetSuite.columns.amount')}</th>
              <th scope="col" className={styles.number}>
                {t('budgetSuite.columns.annualAmount')}
              </th>
              <th scope="col">
                <VisuallyHidden>{t('budgetSuite.columns.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <BudgetTableRow
                key={row.key}
                row={row}
                onFrequencyChange={(frequency) =>
                  dispatch({ type: 'frequencyChanged', table, key: row.key, frequency })
                }
                onAmountChange={(text) =>
                  dispatch({ type: 'amountChanged', table, key: row.key, text })
                }
                onDelete={() => deleteRow(index, row.key)}
                amountRef={register(amountInputs.current, row.key)}
                deleteRef={register(deleteButtons.current, row.key)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div ref={addSection}>
        <AddRowForm rowCount={rows.length} onAdd={addRow} />
      </div>
    </>
  );
}
