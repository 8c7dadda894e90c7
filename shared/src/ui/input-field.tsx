import type { ComponentProps } from 'react';
import { parseDecimal } from 'shared/contract';
import { cx } from './class-names';
import { FieldFrame, type FieldProps, fieldAria, fieldStyles, useFieldIds } from './field';

/**
 * Native input props plus the field's; `required` only marks the input (aria-required), so the
 * form's own messages are shown instead of the browser's. `ref` reaches the input, so
 * `{...register('name')}` works.
 */
export interface InputFieldProps extends Omit<ComponentProps<'input'>, 'children'>, FieldProps {}

/** The shared body of the text-like fields. */
export function InputField({
  label,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: InputFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input
        {...inputProps}
        {...fieldAria(ids, { error, hint }, required, describedBy)}
        className={cx(fieldStyles.control, className)}
      />
    </FieldFrame>
  );
}

export type TextFieldProps = InputFieldProps;

/** A text input (type defaults to 'text'; 'email', 'tel', 'search' also fit). */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField type={type} {...props} />;
}

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

export type PasswordFieldProps = Omit<InputFieldProps, 'type'>;

export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  return <InputField type="password" autoComplete={autoComplete} {...props} />;
}

export type DateFieldProps = Omit<InputFieldProps, 'type'>;

/** A native date input; its value is YYYY-MM-DD. */
export function DateField(props: DateFieldProps) {
  return <InputField type="date" {...props} />;
}

export type NumberFieldProps = Omit<InputFieldProps, 'type'>;

/**
 * A native number input. step defaults to 'any' so amounts with cents are accepted; use
 * `register('x', { valueAsNumber: true })` to get numbers.
 */
export function NumberField({ step = 'any', inputMode = 'decimal', ...props }: NumberFieldProps) {
  return <InputField type="number" step={step} inputMode={inputMode} {...props} />;
}

export interface AccountNameFieldProps {
  /** The signed-in user's email address; nothing is rendered until it is known. */
  email: string | undefined;
}

/**
 * The account a password belongs to, for password managers, in a form that asks only for a
 * password (a gate, changing the password): without it they cannot tell which saved password to
 * fill in or update. Hidden, read-only and never submitted by the page.
 */
export function AccountNameField({ email }: AccountNameFieldProps) {
  if (!email) return null;
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
