import { type FocusEventHandler, type Ref, useCallback } from 'react';
import PhoneInput from 'react-phone-number-input/input';
import { DEFAULT_PHONE_COUNTRY } from 'shared/contract';
import { TextField, type TextFieldProps } from 'shared/ui';

export interface PhoneFieldProps {
  label: string;
  /** E.164 ('+15145551234'), or '' when empty. */
  value: string;
  /** Called with the number in E.164 as it is typed ('' when emptied). */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  name?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
  id?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A phone number input (spec section 5: international, default country CA). A number typed
 * without a '+' is read as Canadian and shown in national format, '(514) 555-1234'; one starting
 * with '+' and a country code can be from anywhere. The value is E.164, as the API stores it.
 *
 * Without the library's country select: that select shows flags fetched from a public CDN
 * (blocked by our CSP) or bundled as SVG (44 KB gzipped). Kept out of `shared/ui`'s index
 * (import 'shared/ui/phone-field') so that pages without a phone field, the login page first,
 * never load libphonenumber's metadata.
 */
export function PhoneField({
  value,
  onChange,
  ref,
  autoComplete = 'tel',
  ...props
}: PhoneFieldProps) {
  const change = useCallback((next?: string) => onChange(next ?? ''), [onChange]);
  return (
    <PhoneInput
      {...props}
      ref={ref}
      type="tel"
      autoComplete={autoComplete}
      inputComponent={PhoneTextInput}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      value={value === '' ? undefined : value}
      onChange={change}
    />
  );
}

/** The input the library renders: our labelled field, given our props and its own. */
function PhoneTextInput({
  label = '',
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return <TextField {...props} label={label} />;
}
