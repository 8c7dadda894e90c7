import { type ChangeEvent, useState } from 'react';
import { type CreditorDetail, WIZARD_PROVINCES, type WizardProvince } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Alert, SelectField, Spinner } from 'shared/ui';
import { useCreditorListQuery, useLazyCreditorDetailQuery } from './creditors-api';
import { LETTER_WIZARD_NAMESPACE } from './texts';

/** A directory creditor as the picker hands it to a form. */
export type PickedCreditor = CreditorDetail & { id: string };

/** The form fields a picked creditor fills, named as the generate bodies name them. */
export interface PickedCreditorFields {
  creditor_id: string;
  creditor_name: string;
  creditor_street_address: string;
  creditor_city: string;
  creditor_province: WizardProvince | '';
  creditor_postal_code: string;
  creditor_fax: string;
  creditor_phone: string;
  creditor_toll_free: string;
}

/** The fields a picked creditor fills in every creditor form (the dispute form adds the phones). */
export const PICKED_CREDITOR_ADDRESS_FIELDS = [
  'creditor_id',
  'creditor_name',
  'creditor_street_address',
  'creditor_city',
  'creditor_province',
  'creditor_postal_code',
  'creditor_fax',
] as const satisfies readonly (keyof PickedCreditorFields)[];

/** What a directory creditor fills in; the user can change every field afterwards. */
export function pickedCreditorFields(creditor: PickedCreditor): PickedCreditorFields {
  return {
    creditor_id: creditor.id,
    creditor_name: creditor.company,
    creditor_street_address: creditor.address,
    creditor_city: creditor.city,
    creditor_province: WIZARD_PROVINCES.find((name) => name === creditor.province) ?? '',
    creditor_postal_code: creditor.postal_code,
    creditor_fax: creditor.fax,
    creditor_phone: creditor.phone,
    creditor_toll_free: creditor.toll_free,
  };
}

export interface CreditorPickerProps {
  /** Defaults to 'Creditor'. */
  label?: string;
  /** The picked creditor's id, or null when none is picked. */
  value: string | null;
  /** Called once the chosen creditor's details have arrived, so the form can fill its fields. */
  onPick: (creditor: PickedCreditor) => void;
  error?: string | undefined;
}

/**
 * The creditor directory as a select. Choosing an entry fetches its details and hands them to
 * the form, whose fields stay editable: the directory is a starting point, not the truth.
 */
export function CreditorPicker({ label, value, onPick, error }: CreditorPickerProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'creditor' });
  const list = useCreditorListQuery();
  const [loadDetail, detail] = useLazyCreditorDetailQuery();
  const [detailFailed, setDetailFailed] = useState(false);

  async function choose(event: ChangeEvent<HTMLSelectElement>) {
    const id = event.target.value;
    setDetailFailed(false);
    if (id === '') return;
    const result = await loadDetail(id, true);
    if (result.data && result.data.code === 0) onPick({ ...result.data, id });
    else setDetailFailed(true);
  }

  if (list.isLoading) return <Spinner label={t('loading')} />;
  if (list.isError || !list.data) return <Alert tone="error">{t('loadFailed')}</Alert>;

  const options = list.data.map(([id, name]) => ({ value: id, label: name }));
  return (
    <>
      <SelectField
        label={label ?? t('label')}
        placeholder={t('placeholder')}
        options={options}
        value={value ?? ''}
        onChange={choose}
        hint={t('hint')}
        error={error}
        aria-busy={detail.isFetching || undefined}
      />
      {detailFailed ? <Alert tone="warning">{t('detailFailed')}</Alert> : null}
    </>
  );
}
