import { useState } from 'react';
import { FormProvider, useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import {
  type AccountUnlock,
  GENERATED_LETTERS_PATHS,
  useLetterGenerator,
} from 'shared/letter-wizard';
import { useLocation } from 'shared/router';
import { useWizard, Wizard } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import { settlementStart } from './prefill';
import { registerSettlementWizardTexts } from './register-texts';
import { toSettlementBody } from './settlement-body';
import {
  isSettlementField,
  isStepValid,
  SETTLEMENT_STEPS,
  type SettlementFormValues,
  STEP_FIELDS,
  settlementFormSchema,
  stepOfField,
} from './settlement-form';
import styles from './settlement-wizard.module.css';
import { AccountStep } from './steps/account-step';
import { CreditorStep } from './steps/creditor-step';
import { DocumentsStep } from './steps/documents-step';
import { LetterStep } from './steps/letter-step';

registerSettlementWizardTexts();

type Step = 1 | 2 | 3 | 4;

function asStep(step: number): Step {
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/**
 * The 4-step settlement wizard (spec section 2): one form across the steps, so going back keeps
 * everything. Next is blocked until the step is valid (pressing it shows the messages); step 3
 * also needs the password gate open. The gate's password stays in this component's memory.
 */
export function SettlementWizard() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard' });
  const wizard = useWizard(SETTLEMENT_STEPS);
  const step = asStep(wizard.step);
  const location = useLocation();
  const form = useForm<SettlementFormValues>({
    resolver: zodResolver(settlementFormSchema),
    // Prefilled when the payoff plan opened it (prefill.ts), empty otherwise.
    defaultValues: settlementStart(location.state),
    // Messages follow the typing once shown; Next shows them for untouched fields.
    mode: 'onChange',
  });
  const values = form.watch();
  const [unlock, setUnlock] = useState<AccountUnlock | null>(null);
  const [gateRequired, setGateRequired] = useState(false);
  const generator = useLetterGenerator({ successPath: GENERATED_LETTERS_PATHS.debtSettlement });

  const gateOpen = step !== 3 || unlock !== null;
  const canGoNext = gateOpen && isStepValid(step, values);

  function showStepMessages() {
    if (!gateOpen) {
      setGateRequired(true);
      return;
    }
    void form.trigger([...STEP_FIELDS[step]], { shouldFocus: true });
  }

  function unlocked(opened: AccountUnlock) {
    setGateRequired(false);
    setUnlock(opened);
    // A prefilled account is picked as the picker would: with its reported balance. One that is
    // not among the user's accounts (deleted since) is dropped.
    const accountId = form.getValues('account_id');
    if (!accountId) return;
    const account = opened.accounts.find(({ id }) => id === accountId);
    if (!account) form.setValue('account_id', '');
    else if (!form.getValues('creditor_balance')) {
      form.setValue('creditor_balance', account.reported_credit_balance.toFixed(2));
    }
  }

  /** The server's -2 messages go on their fields; the user is taken to the first such step. */
  function showServerMessages(errors: Record<string, string>) {
    let first: Step | null = null;
    for (const [key, message] of Object.entries(errors)) {
      const fieldStep = stepOfField(key);
      if (fieldStep === null) continue;
      // The password is the gate's: close it so the user types it again.
      if (key === 'password') setUnlock(null);
      else if (isSettlementField(key)) form.setError(key, { type: 'server', message });
      first = first === null ? fieldStep : (Math.min(first, fieldStep) as Step);
    }
    if (first !== null) wizard.goTo(first);
  }

  async function generate() {
    const body = unlock ? toSettlementBody(form.getValues(), unlock.password, step) : null;
    if (!body) {
      // Next prevents this; should it happen, send the user to the step that needs attention.
      wizard.goTo(([1, 2, 3] as const).find((s) => !isStepValid(s, form.getValues())) ?? 3);
      return;
    }
    const result = await generator.generate(body);
    if (result.kind === 'fieldErrors') showServerMessages(result.errors);
  }

  return (
    <FormProvider {...form}>
      <Wizard
        step={step}
        total={wizard.total}
        canGoNext={canGoNext}
        onPrevious={wizard.previous}
        onNext={wizard.next}
        onBlockedNext={showStepMessages}
        label={t('label')}
      >
        {/* Not a form: the gate is one of its own, and the arrows move between the steps. */}
        <div className={styles.step}>
          {step === 1 ? <LetterStep /> : null}
          {step === 2 ? <CreditorStep /> : null}
          {step === 3 ? (
            <AccountStep unlock={unlock} onUnlocked={unlocked} gateRequired={gateRequired} />
          ) : null}
          {step === 4 ? (
            <DocumentsStep
              language={generator.language}
              busy={generator.busy}
              problem={generator.problem}
              onGenerate={generate}
            />
          ) : null}
        </div>
      </Wizard>
    </FormProvider>
  );
}
