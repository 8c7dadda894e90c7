// The library side of the phone field: react-phone-number-input and libphonenumber's metadata for
// every country (about 37 KB gzipped). Loaded by ./phone-field.tsx only when a phone field is
// focused or has a number to show, so a screen with empty phone fields does not download it.
import { AsYouType } from 'libphonenumber-js/min';
import PhoneInput from 'react-phone-number-input/input';
import { DEFAULT_PHONE_COUNTRY } from 'shared/contract';
import { TextField, type TextFieldProps } from 'shared/ui';
import type { PhoneFieldProps } from './phone-field';

/**
 * The input as the library drives it: a number typed without a '+' is read as Canadian and shown
 * in national format, '(514) 555-1234'; one starting with '+' and a country code can be from
 * anywhere. Its value is E.164.
 */
export function LibraryPhoneInput({ value, onChange, ...props }: PhoneFieldProps) {
  return (
    <PhoneInput
      {...props}
      type="tel"
      inputComponent={PhoneTextInput}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      value={value === '' ? undefined : value}
      onChange={(next?: string) => onChange(next ?? '')}
    />
  );
}

/**
 * Text typed into the field before the library was there, read the way the library's input reads
 * it (Canadian without '+'): its value in E.164 ('' for no digits), and whether it is a whole
 * valid number, which the library's input can take over and show formatted.
 */
export function readTypedPhone(typed: string): { value: string; complete: boolean } {
  const reader = new AsYouType(DEFAULT_PHONE_COUNTRY);
  reader.input(typed);
  return { value: reader.getNumberValue() ?? '', complete: reader.isValid() };
}

/** The input the library renders: our labelled field, given our props and its own. */
function PhoneTextInput({
  label = '',
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return <TextField {...props} label={label} />;
}
