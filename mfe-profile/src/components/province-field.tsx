import {
  type ProvinceOption,
  postalCodeProvincePrefix,
  provinceById,
  provinceLabel,
  provincesForPostalCode,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, SelectField, type SelectFieldProps } from 'shared/ui';
import { PROFILE_NAMESPACE } from '../i18n/namespace';
import styles from './province-field.module.css';

export interface ProvinceFieldProps extends Omit<SelectFieldProps, 'options' | 'hint'> {
  /** The provinces this select offers. */
  provinces: readonly ProvinceOption[];
  /** The postal code typed beside it, for the suggestion. */
  postalCode: string;
  /** The selected province id, as the select holds it. */
  selected: string;
  /** Selects the suggested province (the user's choice: never done without a click). */
  onSuggestionChosen: (provinceId: string) => void;
}

/**
 * A province select that suggests the province of the postal code's first letter
 * (decisions.md section 5) when the selected one differs. Only a hint: the user may keep theirs.
 */
export function ProvinceField({
  provinces,
  postalCode,
  selected,
  onSuggestionChosen,
  ...selectProps
}: ProvinceFieldProps) {
  const { t, i18n } = useTranslation(PROFILE_NAMESPACE);
  const name = (id: number) => {
    const province = provinceById(id);
    return province ? provinceLabel(province.code, i18n.language) : String(id);
  };
  const suggested = provincesForPostalCode(postalCode).filter((province) =>
    provinces.some((option) => option.id === province.id),
  );
  const differs = suggested.length > 0 && !suggested.some(({ id }) => String(id) === selected);
  return (
    <div>
      <SelectField
        {...selectProps}
        options={provinces.map(({ id }) => ({ value: id, label: name(id) }))}
        hint={
          differs
            ? t('provinceSuggestion', {
                letter: postalCodeProvincePrefix(postalCode),
                provinces: suggested.map(({ id }) => name(id)).join(t('or')),
              })
            : undefined
        }
      />
      {differs ? (
        <div className={styles.suggestion}>
          {suggested.map(({ id }) => (
            <Button key={id} variant="secondary" onClick={() => onSuggestionChosen(String(id))}>
              {t('useProvince', { province: name(id) })}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
