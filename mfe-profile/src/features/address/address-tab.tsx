import { useEffect, useRef } from 'react';
import { type AddressRecord, PROVINCE_OPTIONS, provincesForPostalCode } from 'shared/contract';
import { type UseFormReturn, useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Card, SelectField, TextField } from 'shared/ui';
import { MoneyField } from 'shared/ui/money-field';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import {
  useProfileAddressesQuery,
  useProfileDeleteAddressMutation,
  useProfileSaveAddressMutation,
} from '../../api/profile-api';
import { FieldGrid, ProfileForm } from '../../components/profile-form';
import { ProvinceField } from '../../components/province-field';
import { TabLoader } from '../../components/tab-loader';
import { TimeAtField } from '../../components/time-at-field';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { isFieldOf } from '../../lib/field-names';
import { useSaveStatus } from '../../lib/use-save-status';
import {
  type AddressValues,
  addressFormSchema,
  CURRENT_ADDRESS_FIELDS,
  PREVIOUS_ADDRESS_FIELDS,
  splitAddresses,
  toAddressValues,
} from './address-form';
import { type AddressIds, saveAddresses } from './save-addresses';

/** /app/edit-personal-info/address: the current address and an optional previous one. */
export function AddressTab() {
  const query = useProfileAddressesQuery();
  return <TabLoader query={query}>{(records) => <AddressForm records={records} />}</TabLoader>;
}

function AddressForm({ records }: { records: readonly AddressRecord[] }) {
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'address' });
  const [save] = useProfileSaveAddressMutation();
  const [remove] = useProfileDeleteAddressMutation();
  const ids = useRef<AddressIds>(initialIds(records));
  const status = useSaveStatus();
  const form = useForm({
    resolver: zodResolver(addressFormSchema),
    defaultValues: toAddressValues(records),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (bodies) => {
    status.begin();
    const result = await saveAddresses({ save, remove }, ids.current, bodies);
    ids.current = result.ids;
    if (result.ok) {
      status.succeed();
      return;
    }
    status.fail(result.outcome, (field, message) => {
      const error = { type: 'server', message };
      if (result.part === 'current' && isFieldOf(CURRENT_ADDRESS_FIELDS, field)) {
        setError(`current.${field}`, error, { shouldFocus: true });
        return true;
      }
      if (result.part === 'previous' && isFieldOf(PREVIOUS_ADDRESS_FIELDS, field)) {
        setError(`previous.${field}`, error, { shouldFocus: true });
        return true;
      }
      return false;
    });
  });

  return (
    <ProfileForm
      label={t('formLabel')}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      status={status}
    >
      <Card title={t('current')}>
        <AddressFields form={form} part="current" stored={ids.current.current !== undefined} />
        <FieldGrid>
          <MoneyField
            label={t('rentOrMortgageCost')}
            required
            error={errors.current?.rent_or_mortgage_cost?.message}
            {...register('current.rent_or_mortgage_cost')}
          />
          <TimeAtField
            label={t('timeAtAddress')}
            error={errors.current?.time_at_address?.message}
            {...register('current.time_at_address')}
          />
          <SelectField
            label={t('rentOrOwn')}
            options={[
              { value: 'false', label: t('own') },
              { value: 'true', label: t('rent') },
            ]}
            {...register('current.is_renting')}
          />
        </FieldGrid>
      </Card>
      <SelectField
        label={t('previousChoice')}
        options={[
          { value: 'same', label: t('sameAsCurrent') },
          { value: 'yes', label: t('yes') },
        ]}
        {...register('previous_choice')}
      />
      {watch('previous_choice') === 'yes' ? (
        <Card title={t('previous')}>
          <AddressFields form={form} part="previous" stored={ids.current.previous !== undefined} />
        </Card>
      ) : null}
    </ProfileForm>
  );
}

function initialIds(records: readonly AddressRecord[]): AddressIds {
  const { current, previous } = splitAddresses(records);
  return { current: current?.id, previous: previous?.id };
}

interface AddressFieldsProps {
  form: UseFormReturn<AddressValues, unknown, unknown>;
  part: 'current' | 'previous';
  /** The address is saved already: its province is the user's, never changed for them. */
  stored: boolean;
}

/** The one province a postal code's first letter names, among those the select offers. */
function provinceOfPostalCode(postalCode: string): string | null {
  const offered = provincesForPostalCode(postalCode).filter((province) =>
    PROVINCE_OPTIONS.some((option) => option.id === province.id),
  );
  return offered.length === 1 && offered[0] ? String(offered[0].id) : null;
}

/** The fields both addresses have; only the current address's are required (spec section 5). */
function AddressFields({ form, part, stored }: AddressFieldsProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'address' });
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const fieldErrors = errors[part];
  const required = part === 'current';
  const postalCode = watch(`${part}.postal_code`);
  /** Whether the user has chosen the province (the select, or a suggestion's button). */
  const provincePicked = useRef(stored);
  // A new address's province follows its postal code until the user picks one, so a Québec
  // user never sees the list's first province chosen for them.
  useEffect(() => {
    if (provincePicked.current) return;
    const province = provinceOfPostalCode(postalCode);
    if (province !== null) setValue(`${part}.province_id`, province);
  }, [postalCode, part, setValue]);
  return (
    <FieldGrid>
      <TextField
        label={t('lineOne')}
        autoComplete={required ? 'address-line1' : 'off'}
        required={required}
        error={fieldErrors?.address_line_one?.message}
        {...register(`${part}.address_line_one`)}
      />
      <TextField
        label={t('lineTwo')}
        autoComplete={required ? 'address-line2' : 'off'}
        error={fieldErrors?.address_line_two?.message}
        {...register(`${part}.address_line_two`)}
      />
      <TextField
        label={t('city')}
        autoComplete={required ? 'address-level2' : 'off'}
        required={required}
        error={fieldErrors?.city?.message}
        {...register(`${part}.city`)}
      />
      <PostalCodeField
        label={t('postalCode')}
        autoComplete={required ? 'postal-code' : 'off'}
        required={required}
        error={fieldErrors?.postal_code?.message}
        {...register(`${part}.postal_code`)}
      />
      <ProvinceField
        label={t('province')}
        provinces={PROVINCE_OPTIONS}
        postalCode={postalCode}
        selected={watch(`${part}.province_id`)}
        onSuggestionChosen={(id) => {
          provincePicked.current = true;
          setValue(`${part}.province_id`, id, { shouldDirty: true });
        }}
        error={fieldErrors?.province_id?.message}
        {...register(`${part}.province_id`, {
          onChange: () => {
            provincePicked.current = true;
          },
        })}
      />
    </FieldGrid>
  );
}
