import { useTranslation } from 'shared/i18n';
import { useWizardProvinceOptions } from 'shared/letter-wizard';
import { DateField, SelectField, TextField } from 'shared/ui';
import { MoneyField } from 'shared/ui/money-field';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { useReportField } from './use-report-field';

/** error_of_employment: the employer shown by mistake, and the current one (prefilled). */
export function EmploymentForm() {
  const field = useReportField();
  return (
    <>
      <TextField
        {...field('previous_employer', { hint: 'previousEmployerHint' })}
        autoComplete="off"
      />
      <TextField {...field('current_employer')} autoComplete="organization" />
    </>
  );
}

/** error_of_name: the correct name (prefilled) and the one the report shows. */
export function NameForm() {
  const field = useReportField();
  return (
    <>
      <TextField {...field('correct_name')} autoComplete="name" />
      <TextField {...field('incorrect_name', { hint: 'incorrectNameHint' })} autoComplete="off" />
    </>
  );
}

/** error_of_address: the current address (prefilled), with the wizard's province list. */
export function AddressForm() {
  const provinceOptions = useWizardProvinceOptions();
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.fields' });
  const field = useReportField();
  return (
    <>
      <TextField {...field('street_address')} autoComplete="address-line1" />
      <TextField
        {...field('address_line_two', { hint: 'addressLineTwoHint' })}
        autoComplete="address-line2"
      />
      <TextField {...field('city')} autoComplete="address-level2" />
      <SelectField
        {...field('province')}
        options={provinceOptions}
        placeholder={t('provincePlaceholder')}
      />
      <PostalCodeField {...field('postal_code')} />
    </>
  );
}

/** error_on_credit_file: the judgment's case, court, date (a date picker) and amount. */
export function CreditFileForm() {
  const field = useReportField();
  return (
    <>
      <TextField {...field('case_number')} autoComplete="off" />
      <TextField
        {...field('judgment_filed_place', { hint: 'judgmentFiledPlaceHint' })}
        autoComplete="off"
      />
      <DateField {...field('judgment_filed_date')} />
      <MoneyField {...field('amount_reported', { hint: 'amountHint' })} />
    </>
  );
}
