// Kept out of shared/ui's index (import 'shared/ui/money-field'): the login page, which loads the
// index whole, has no amount to take.
import { parseDecimal } from 'shared/contract';
import { InputField, type InputFieldProps } from './input-field';

export type MoneyFieldProps = Omit<InputFieldProps, 'type' | 'inputMode'>;

/**
 * A money amount, typed as English or French writes it ('1234.56', '$1,234.56', '1 234,56 $'):
 * a text input with the decimal keypad, since a number input refuses '1 234,56'. The contract's
 * `parseDecimal` reads it; with react-hook-form, `register(name, { setValueAs: amountValue })`
 * gives the form a number.
 */
export function MoneyField({ autoComplete = 'off', ...props }: MoneyFieldProps) {
  return (
    <InputField
      type="text"
      inputMode="decimal"
      autoComplete={autoComplete}
      spellCheck={false}
      {...props}
    />
  );
}

/** A MoneyField's text as the form's number: NaN when it is none, for the schema to refuse. */
export function amountValue(text: unknown): number {
  if (typeof text === 'number') return text;
  return (typeof text === 'string' ? parseDecimal(text) : null) ?? Number.NaN;
}
