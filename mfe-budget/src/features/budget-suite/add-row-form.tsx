import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button, TextField } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { type NewRowError, newRowError } from './budget-draft';
import styles from './budget-suite.module.css';

export interface AddRowFormProps {
  /** Rows the table has now (a table holds at most 100). */
  rowCount: number;
  /** Called with the trimmed name of a row that may be added. */
  onAdd: (description: string) => void;
}

/** 'Add A New Row' opens a named-row entry with Add Row or Cancel. */
export function AddRowForm({ rowCount, onAdd }: AddRowFormProps) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<NewRowError | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open) nameInput.current?.focus();
    else if (returnFocus.current) openButton.current?.focus();
    returnFocus.current = false;
  }, [open]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
    setName('');
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newRowError(name, rowCount);
    if (problem) {
      setError(problem);
      nameInput.current?.focus();
      return;
    }
    onAdd(name.trim());
    // Focus goes to the new row's amount (the table moves it there), not back to this button.
    setOpen(false);
    setName('');
    setError(null);
  }

  if (!open) {
    return (
      <div className={styles.addRow}>
        <Button ref={openButton} variant="secondary" onClick={() => setOpen(true)}>
          {t('budgetSuite.addNewRow')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.addRowForm}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <TextField
        ref={nameInput}
        label={t('budgetSuite.newRowName')}
        value={name}
        autoComplete="off"
        required
        error={error ? t(`budgetSuite.messages.${error}`) : undefined}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className={styles.buttons}>
        <Button type="submit">{t('budgetSuite.addRow')}</Button>
        <Button variant="secondary" onClick={close}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
