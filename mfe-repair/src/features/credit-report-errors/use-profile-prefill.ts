import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'shared/forms';
import { type LetterPrefill, useLetterPrefill } from 'shared/letter-wizard';
import type { ReportErrorsField, ReportErrorsValues } from './form-values';

/** Spec section 2's prefills as form fields: employer, name, and the current address. */
export function prefillFields(prefill: LetterPrefill): [ReportErrorsField, string][] {
  return [
    ['current_employer', prefill.currentEmployer],
    ['correct_name', prefill.correctName],
    ['street_address', prefill.address.street_address],
    ['address_line_two', prefill.address.address_line_two],
    ['city', prefill.address.city],
    ['province', prefill.address.province],
    ['postal_code', prefill.address.postal_code],
  ];
}

/**
 * Fills the wizard's fields from the profile once it has loaded. A field is filled at most
 * once, and only while it is empty: a prefill never replaces what the user typed, and a field
 * the user cleared stays cleared when the profile is read again. Returns the fields filled.
 */
export function useProfilePrefill(
  form: UseFormReturn<ReportErrorsValues>,
): ReadonlySet<ReportErrorsField> {
  const { prefill } = useLetterPrefill();
  const considered = useRef(new Set<ReportErrorsField>());
  const [filled, setFilled] = useState<ReadonlySet<ReportErrorsField>>(() => new Set());

  useEffect(() => {
    const newlyFilled: ReportErrorsField[] = [];
    for (const [field, value] of prefillFields(prefill)) {
      if (value === '' || considered.current.has(field)) continue;
      considered.current.add(field);
      // What the user typed before the profile arrived stays theirs.
      if (form.getValues(field) !== '') continue;
      form.setValue(field, value, { shouldValidate: Boolean(form.getFieldState(field).error) });
      newlyFilled.push(field);
    }
    if (newlyFilled.length > 0) setFilled((before) => new Set([...before, ...newlyFilled]));
  }, [prefill, form]);

  return filled;
}
