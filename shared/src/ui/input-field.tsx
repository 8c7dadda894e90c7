import type { ComponentProps } from 'react';
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
