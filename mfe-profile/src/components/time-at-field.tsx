import { optionLabel, TIME_AT_OPTIONS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { SelectField, type SelectFieldProps } from 'shared/ui';

export type TimeAtFieldProps = Omit<SelectFieldProps, 'options' | 'placeholder'>;

/** Time at address or job: 'Less Than A Year', '1' to '10', 'More Than 10 Years' (spec section 9). */
export function TimeAtField(props: TimeAtFieldProps) {
  const { i18n } = useTranslation();
  return (
    <SelectField
      {...props}
      options={TIME_AT_OPTIONS.map(({ value }) => ({
        value,
        label: optionLabel('timeAt', value, i18n.language),
      }))}
    />
  );
}
