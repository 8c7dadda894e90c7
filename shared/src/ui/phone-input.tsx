// The library side of the phone field: input-format (formatting as typed, caret kept) and
// libphonenumber's metadata for every country (about 37 KB gzipped). Loaded by ./phone-field.tsx
// only when a phone field is focused or has a number to show, so a screen with empty phone fields
// does not download it.
import { useInput } from 'input-format/react-hook';
import { AsYouType, parsePhoneNumberCharacter } from 'libphonenumber-js/min';
import { useState } from 'react';
import { DEFAULT_PHONE_COUNTRY } from 'shared/contract';
import { TextField } from 'shared/ui';
import type { PhoneFieldProps } from './phone-field';

/**
 * The input as the library drives it: a number typed without a '+' is read as Canadian and shown
 * in national format, '(514) 555-1234'; one starting with '+' and a country code can be from
 * anywhere. Its value is E.164.
 *
 * What is typed (digits and a leading '+') is kept here, and every keystroke gives the form its
 * E.164 value in the same event, so the form's value and the text shown always change together.
 * react-phone-number-input/input, used before (issue 21), reported typing to the form one render
 * late, from an effect, and took any `value` that differed from its own copy for a change from
 * outside. A form that re-rendered in between, as react-hook-form does on every change after a
 * failed submit to show or clear the field's error, handed back the number of one keystroke
 * before: the newer digits were dropped, and the two copies kept replacing each other (React's
 * "maximum update depth exceeded"). A value the form gets from elsewhere (a stored number, a
 * reset) still replaces what is shown.
 */
export function LibraryPhoneInput({ value, onChange, ref, ...props }: PhoneFieldProps) {
  const [typed, setTyped] = useState(() => typedFor(value));
  const [formValue, setFormValue] = useState(value);
  if (value !== formValue) {
    // Adjusting state to a changed prop while rendering (react.dev, "You Might Not Need an Effect").
    setFormValue(value);
    if (readTypedPhone(typed).value !== value) setTyped(typedFor(value));
  }
  const inputProps = useInput({
    ref,
    value: typed,
    parse: parsePhoneNumberCharacter,
    format: formatTyped,
    onChange: (next?: string) => {
      const nextTyped = next ?? '';
      const nextValue = readTypedPhone(nextTyped).value;
      setTyped(nextTyped);
      setFormValue(nextValue);
      onChange(nextValue);
    },
  });
  return <TextField {...props} {...inputProps} type="tel" />;
}

/** What is typed, shown the way it is read: '5145551234' as '(514) 555-1234'. */
function formatTyped(typed = '') {
  const reader = new AsYouType(DEFAULT_PHONE_COUNTRY);
  const text = reader.input(typed);
  return { text, template: reader.getTemplate() };
}

/**
 * The input's text for a number in E.164: a North American number as its ten digits (shown in
 * national format), any other as '+' and its digits.
 */
function typedFor(value: string): string {
  const national = value.startsWith('+1') ? value.slice(2) : value;
  return readTypedPhone(national).value === value ? national : value;
}

/**
 * Text typed into the field, read the way the input reads it (Canadian without '+'): its value in
 * E.164 ('' for no digits), and whether it is a whole valid number, which the library's input can
 * take over and show formatted.
 */
export function readTypedPhone(typed: string): { value: string; complete: boolean } {
  const reader = new AsYouType(DEFAULT_PHONE_COUNTRY);
  reader.input(typed);
  return { value: reader.getNumberValue() ?? '', complete: reader.isValid() };
}
