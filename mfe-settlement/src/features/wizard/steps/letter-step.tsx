import { useFormContext } from 'react-hook-form';
import { SETTLEMENT_LETTERS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import { RadioGroup } from '../radio-group';
import type { SettlementFormValues } from '../settlement-form';

/** Step 1: offer a settlement, or accept the creditor's offer. */
export function LetterStep() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.letterStep' });
  const {
    register,
    formState: { errors },
  } = useFormContext<SettlementFormValues>();
  const options = SETTLEMENT_LETTERS.map((letter) => ({
    value: letter,
    label: t(`options.${letter}`),
    hint: t(`hints.${letter}`),
  }));
  return (
    <>
      <h2>{t('heading')}</h2>
      <RadioGroup
        legend={t('legend')}
        options={options}
        error={errors.letter?.message}
        inputProps={register('letter')}
      />
    </>
  );
}
