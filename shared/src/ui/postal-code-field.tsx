import type { ChangeEvent } from 'react';
import { formatPostalCode } from 'shared/contract';
import { TextField, type TextFieldProps } from 'shared/ui';

export type PostalCodeFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A Canadian postal code input (spec section 5): what is typed is upper-cased, a space goes in
 * after 3 characters once 6 are typed, and anything beyond 7 characters is ignored. Formats the
 * input's own value before passing the event on, so `{...register('postal_code')}` works.
 *
 * Kept out of `shared/ui`'s index (import 'shared/ui/postal-code-field'): the formatter lives in
 * the contract module that also holds zod schemas, which the login page must not load.
 */
export function PostalCodeField({ onChange, ...props }: PostalCodeFieldProps) {
  function formatThenChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const formatted = formatPostalCode(input.value);
    if (formatted !== input.value) input.value = formatted;
    onChange?.(event);
  }
  return (
    <TextField
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
      onChange={formatThenChange}
    />
  );
}
