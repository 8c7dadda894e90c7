import { useState } from 'react';
import { WIZARD_STEPS } from 'shared/contract';
import { FormProvider, useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import {
  type AccountUnlock,
  GENERATED_LETTERS_PATHS,
  useLetterGenerator,
} from 'shared/letter-wizard';
import { useWizard, Wizard } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { AccountStep } from './account-step';
import styles from './creditor-dispute.module.css';
import { CreditorStep } from './creditor-step';
import { DocumentsStep } from './documents-step';
import {
  ACCOUNT_STEP,
  CREDITOR_STEP,
  type CreditorDisputeFormValues,
  creditorDisputeForm,
  disputeFieldMessages,
  EMPTY_CREDITOR_DISPUTE_VALUES,
  firstInvalidStep,
  isStepValid,
  stepFields,
  stepOfField,
  toDisputeCreditorBody,
} from './form';
import { LetterStep } from './letter-step';

/**
 * /app/credit-repair-suite/dispute-with-creditor: wizard 3 (spec section 2). Step 1 presents the
 * letter, step 2 the creditor, step 3 the password gate then the account and the creditor's
 * references, step 4 the documents and Generate Letter. One form above the steps keeps every
 * value when the user goes back; the gate stays open for the visit, its password in memory only.
 */
export function CreditorDisputeWizard() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute' });
  const wizard = useWizard(WIZARD_STEPS.creditorDispute);
  const form = useForm<CreditorDisputeFormValues>({
    defaultValues: EMPTY_CREDITOR_DISPUTE_VALUES,
    resolver: zodResolver(creditorDisputeForm),
    // Messages follow the typing once shown; Next shows them for fields not touched yet.
    mode: 'onChange',
  });
  const values = form.watch();
  const [unlock, setUnlock] = useState<AccountUnlock | null>(null);
  const [gateRequired, setGateRequired] = useState(false);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const generator = useLetterGenerator({ successPath: GENERATED_LETTERS_PATHS.creditRepair });

  const { step } = wizard;
  const gateOpen = step !== ACCOUNT_STEP || unlock !== null;
  const canGoNext = gateOpen && isStepValid(step, values);

  function showStepMessages() {
    if (!gateOpen) setGateRequired(true);
    else void form.trigger([...stepFields(step)], { shouldFocus: true });
  }

  function unlocked(opened: AccountUnlock) {
    setGateRequired(false);
    setUnlock(opened);
  }

  /** -2: each message on its field, then back to the earliest step holding one. */
  function showServerMessages(errors: Record<string, string>) {
    const sorted = disputeFieldMessages(errors);
    const steps = sorted.fields.map(({ field }) => stepOfField(field));
    for (const { field, message } of sorted.fields) {
      form.setError(field, { type: 'server', message });
    }
    if (sorted.password) {
      // A refused password closes the gate, so the user types it again.
      setUnlock(null);
      steps.push(ACCOUNT_STEP);
    }
    setUnmatched(sorted.other);
    if (steps.length > 0) wizard.goTo(Math.min(...steps));
  }

  async function generate() {
    setUnmatched([]);
    const current = form.getValues();
    const invalid = firstInvalidStep(current);
    if (!unlock || invalid !== null) {
      // Next prevents this; should it happen, back to the step that needs attention.
      wizard.goTo(invalid ?? ACCOUNT_STEP);
      return;
    }
    const body = toDisputeCreditorBody(current, unlock.password.reveal(), step);
    const result = await generator.generate(body);
    if (result.kind === 'fieldErrors') showServerMessages(result.errors);
  }

  return (
    <FormProvider {...form}>
      <Wizard
        label={t('wizardLabel')}
        step={step}
        total={wizard.total}
        canGoNext={canGoNext}
        onPrevious={wizard.previous}
        onNext={wizard.next}
        onBlockedNext={showStepMessages}
      >
        {/* No <form>: Enter in a field must not move the wizard; the gate is a form of its own. */}
        <div className={styles.step}>
          {step === 1 ? <LetterStep /> : null}
          {step === CREDITOR_STEP ? <CreditorStep /> : null}
          {step === ACCOUNT_STEP ? (
            <AccountStep unlock={unlock} onUnlocked={unlocked} gateRequired={gateRequired} />
          ) : null}
          {step === WIZARD_STEPS.creditorDispute ? (
            <DocumentsStep
              language={generator.language}
              busy={generator.busy}
              problem={generator.problem}
              unmatched={unmatched}
              onGenerate={() => void generate()}
            />
          ) : null}
        </div>
      </Wizard>
    </FormProvider>
  );
}
