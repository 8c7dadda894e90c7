import { amountOrZero, type LetterRequest, namesCollector, parseMonthList } from 'shared/contract';
import {
  type AccountErrorsField,
  type AccountErrorsFormValues,
  type AccountErrorType,
  EMPTY_ACCOUNT_ERRORS_VALUES,
} from './form-values';
import { outdatedFacts } from './outdated-facts';
import { ACCOUNT_ERROR_FORMS } from './schemas';

/** A generate body of one of the nine types (spec section 7), with `letter`. */
export type AccountErrorsRequest = {
  [Type in AccountErrorType]: LetterRequest<Type>;
}[AccountErrorType];

/**
 * Builds the exact generate body of `type` from the form values (spec section 7, decisions.md
 * section 3). Throws when the values do not pass the type's form schema: the wizard only
 * offers Generate after they do. `revealPassword` is called only for the bodies with
 * `account_id`, so the gate's password leaves memory for exactly those requests.
 */
export function toGenerateBody(
  type: AccountErrorType,
  values: AccountErrorsFormValues,
  revealPassword: () => string,
): AccountErrorsRequest {
  const bureau = values.bureau;
  switch (type) {
    case 'account_corrections': {
      const form = ACCOUNT_ERROR_FORMS.account_corrections.parse(values);
      return {
        letter: type,
        account_id: form.account_id,
        adjusted_balance_amount: amountOrZero(form.adjusted_balance_amount),
        consumer_reporting_agency: form.agency,
        cra_description: form.cra_description,
        cra_street_address: form.cra_street_address,
        cra_city: form.cra_city,
        cra_province: form.cra_province,
        cra_postal_code: form.cra_postal_code,
        cra_fax: form.cra_fax,
        password: revealPassword(),
      };
    }
    case 'adjust_balance': {
      const form = ACCOUNT_ERROR_FORMS.adjust_balance.parse(values);
      return {
        letter: type,
        account_id: form.account_id,
        reported_balance_amount: amountOrZero(form.reported_balance_amount),
        balance_adjustment: amountOrZero(form.balance_adjustment),
        password: revealPassword(),
        bureau,
      };
    }
    case 'does_not_have_account': {
      const form = ACCOUNT_ERROR_FORMS.does_not_have_account.parse(values);
      // The address goes only where the consumer completed the directory entry's.
      // (The form requires every part once the street is filled: the province is never '' then.)
      const completed =
        form.creditor_street_address === '' || form.creditor_province === ''
          ? {}
          : {
              creditor_street_address: form.creditor_street_address,
              creditor_city: form.creditor_city,
              creditor_province: form.creditor_province,
              creditor_postal_code: form.creditor_postal_code,
            };
      return {
        letter: type,
        account_number: form.account_number,
        creditor_id: form.creditor_id,
        ...completed,
      };
    }
    case 'no_longer_responsible': {
      const form = ACCOUNT_ERROR_FORMS.no_longer_responsible.parse(values);
      return {
        letter: type,
        account_number: form.account_number,
        creditor_name: form.creditor_name,
        reason: form.reason,
        bureau,
      };
    }
    case 'remove_late_payment': {
      const form = ACCOUNT_ERROR_FORMS.remove_late_payment.parse(values);
      return {
        letter: type,
        account_name: form.account_name,
        account_number: form.account_number,
        cra_city: form.cra_city,
        cra_description: form.cra_description,
        cra_fax: form.cra_fax,
        cra_name: form.cra_name,
        cra_postal_code: form.cra_postal_code,
        cra_province: form.cra_province,
        cra_street_address: form.cra_street_address,
        past_due_payment: amountOrZero(form.past_due_payment),
        late_payment_months: parseMonthList(form.late_payment_months),
      };
    }
    case 'change_rating': {
      const form = ACCOUNT_ERROR_FORMS.change_rating.parse(values);
      return {
        letter: type,
        consumer_proposal_filed: form.consumer_proposal_filed,
        creditor_account_number: form.creditor_account_number,
        creditor_name: form.creditor_name,
        rating_requested: form.rating_requested,
        bureau,
      };
    }
    case 'statute_barred_account': {
      const form = ACCOUNT_ERROR_FORMS.statute_barred_account.parse(values);
      const collector = namesCollector({ ...form, creditor_id: form.creditor_id || null });
      return {
        letter: type,
        account_name: form.account_name,
        account_number: form.account_number,
        last_payment_date: form.last_payment_date,
        bureau,
        // The collector's fields only when one is named: otherwise no letter goes to a collector.
        ...(collector
          ? {
              creditor_id: form.creditor_id || null,
              creditor_name: form.creditor_name,
              creditor_street_address: form.creditor_street_address,
              creditor_city: form.creditor_city,
              creditor_province: form.creditor_province,
              creditor_postal_code: form.creditor_postal_code,
              creditor_fax: form.creditor_fax,
            }
          : {}),
      };
    }
    case 'late_payment': {
      const form = ACCOUNT_ERROR_FORMS.late_payment.parse(values);
      return {
        letter: type,
        account_name: form.account_name,
        account_number: form.account_number,
        past_due_payments: amountOrZero(form.past_due_payment),
        late_payment_months: parseMonthList(form.late_payment_months),
        bureau,
      };
    }
    case 'outdated_item': {
      const form = ACCOUNT_ERROR_FORMS.outdated_item.parse(values);
      // The dates the item's kind reads for the bureaus chosen, '' for the others.
      const facts = outdatedFacts(form);
      if (!facts) throw new Error('outdated_item without a kind');
      return {
        letter: type,
        account_name: form.account_name,
        account_number: form.account_number,
        ...facts,
        bureau,
      };
    }
  }
}

/** Body keys whose form field has another name. */
const FIELD_OF_BODY_KEY: Readonly<Record<string, AccountErrorsField>> = {
  consumer_reporting_agency: 'agency',
  past_due_payments: 'past_due_payment',
};

function isFormField(name: string): name is AccountErrorsField {
  return Object.hasOwn(EMPTY_ACCOUNT_ERRORS_VALUES, name);
}

export interface FieldMessage {
  field: AccountErrorsField;
  message: string;
}

/** A -2 answer's messages (by body key) on the form's fields; keys with no field are left out. */
export function formErrorsFromBody(errors: Readonly<Record<string, string>>): FieldMessage[] {
  const mapped: FieldMessage[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = FIELD_OF_BODY_KEY[key] ?? key;
    if (isFormField(field)) mapped.push({ field, message });
  }
  return mapped;
}
