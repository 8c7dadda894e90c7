import { SETTLEMENT_LETTERS } from 'shared/contract';
import { useController } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { RadioGroupField } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import type { SettlementFormValues } from '../settlement-form';

/** Step 1: offer a settlement, or accept the creditor's offer. */
export function LetterStep() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard' });
  const { field, fieldState } = useController<SettlementFormValues, 'letter'>({ name: 'letter' });
  const options = SETTLEMENT_LETTERS.map((letter) => ({
    value: letter,
    label: t(`letterStep.options.${letter}`),
    hint: t(`letterStep.hints.${letter}`),
  }));
  return (
    <>
      <h2>{t('letterStep.heading')}</h2>
      <RadioGroupField
        legend={t('letterStep.legend')}
        options={options}
        {...field}
        // The schema's only refusal here is a missing choice; its text is said in the user's language.
        error={fieldState.error ? t('messages.letterRequired') : undefined}
      />
    </>
  );
}
