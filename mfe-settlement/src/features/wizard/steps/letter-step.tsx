import { SETTLEMENT_LETTERS } from 'shared/contract';
import { useController } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { RadioGroupField } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import type { SettlementFormValues } from '../settlement-form';

/** Step 1: offer a settlement, or accept the creditor's offer. */
export function LetterStep() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.letterStep' });
  const { field, fieldState } = useController<SettlementFormValues, 'letter'>({ name: 'letter' });
  const options = SETTLEMENT_LETTERS.map((letter) => ({
    value: letter,
    label: t(`options.${letter}`),
    hint: t(`hints.${letter}`),
  }));
  return (
    <>
      <h2>{t('heading')}</h2>
      <RadioGroupField
        legend={t('legend')}
        options={options}
        {...field}
        error={fieldState.error?.message}
      />
    </>
  );
}
