import { useRef, useState } from 'react';
import { WIZARD_STEPS } from 'shared/contract';
import { FormProvider, useForm, useWatch } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import {
  AccountGate,
  type AccountUnlock,
  GENERATED_LETTERS_PATHS,
  LETTER_WIZARD_NAMESPACE,
  SupportingDocuments,
  useLetterGenerator,
  useLetterPrefill,
} from 'shared/letter-wizard';
import { useLocation } from 'shared/router';
import { Alert, Button, RadioGroupField, useWizard, Wizard } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './account-errors.module.css';
import {
  ACCOUNT_ERROR_LETTERS,
  type AccountErrorsFormValues,
  type AccountErrorType,
} from './form-values';
import { LetterForm } from './letter-forms';
import { lettersToday, outdatedItemCheck } from './outdated-item';
import { wizardStart } from './prefill';
import { type AccountErrorsContext, accountErrorsResolver } from './resolver';
import { ACCOUNT_ERROR_FORMS } from './schemas';
import { useLimitationCheck } from './statute-barred';
import { formErrorsFromBody, toGenerateBody } from './to-body';

const DETAILS_STEP = 2;

/**
 * /app/credit-repair-suite/errors-with-account: the Errors with Account wizard (spec section 2,
 * wizard 2; 3 screens as decisions.md section 6 decides). Screen 1 picks the letter, screen 2
 * is the password gate then that letter's form, screen 3 the documents and Generate Letter.
 * Everything lives here, above the screens, so Back and Next keep it; the gate stays open for
 * the whole visit, even when the user goes back and picks another letter.
 */
export function AccountErrorsWizard() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'accountErrors' });
  const { t: kit } = useTranslation(LETTER_WIZARD_NAMESPACE);
  // Started from another page with a letter chosen (the debts page), it opens at the details.
  const location = useLocation();
  const [start] = useState(() => wizardStart(location.state));
  const wizard = useWizard(WIZARD_STEPS.accountErrors, start.type === '' ? 1 : DETAILS_STEP);
  const [type, setType] = useState<AccountErrorType | ''>(start.type);
  const [typeMissing, setTypeMissing] = useState(false);
  const [unlock, setUnlock] = useState<AccountUnlock | null>(null);
  // Next pressed on the details before the gate opened: the gate's field asks for the password.
  const [gateAttention, setGateAttention] = useState(0);
  const stepRef = useRef<HTMLDivElement>(null);
  // The outdated item's rule depends on the consumer's province and today's date.
  const province = useLetterPrefill().prefill.provinceCode;
  const today = lettersToday();
  const form = useForm<AccountErrorsFormValues, AccountErrorsContext>({
    defaultValues: start.values,
    context: { type, province, today },
    resolver: accountErrorsResolver,
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const generator = useLetterGenerator({ successPath: GENERATED_LETTERS_PATHS.creditRepair });

  const formValid = type !== '' && ACCOUNT_ERROR_FORMS[type].safeParse(values).success;
  // The statute-barred letter waits for its limitation period (the form says until when).
  const limitation = useLimitationCheck(values.last_payment_date ?? '');
  const limitationBlocks =
    type === 'statute_barred_account' &&
    (limitation.state === 'running' || limitation.state === 'future');
  // The outdated item letter waits for a province and for every bureau's removal date to pass.
  const outdatedBlocks =
    type === 'outdated_item' && outdatedItemCheck(values, province, today).blocks;
  const canGoNext =
    wizard.step === 1
      ? type !== ''
      : unlock !== null && formValid && !limitationBlocks && !outdatedBlocks;

  function chooseType(next: AccountErrorType) {
    // Messages belong to the letter they were shown for.
    if (next !== type) form.clearErrors();
    setType(next);
    setTypeMissing(false);
  }

  /** The gate opened: an account handed in by another page fills in its name and number. */
  function unlocked(opened: AccountUnlock) {
    setUnlock(opened);
    const accountId = form.getValues('account_id');
    if (accountId === '') return;
    const account = opened.accounts.find(({ id }) => id === accountId);
    // Not among the user's accounts (deleted since): nothing is picked.
    if (!account) {
      form.setValue('account_id', '');
      return;
    }
    form.setValue('account_name', account.account_name);
    form.setValue('account_number', account.full_account_number);
  }

  /** Next pressed while it cannot go on: say what is missing, and take the user to it. */
  function showWhatIsMissing() {
    if (wizard.step === 1) setTypeMissing(true);
    else if (unlock) void form.trigger().then(focusFirstInvalid);
    else setGateAttention((count) => count + 1);
  }

  /**
   * The first field with a message, in the order the form shows them, takes focus: found by the
   * form's own state the trigger just set, not by what React has drawn yet.
   */
  function focusFirstInvalid() {
    const fields = stepRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [];
    const first = [...fields].find((field) => {
      const name = field.getAttribute('name') as keyof AccountErrorsFormValues;
      return form.getFieldState(name).invalid;
    });
    first?.focus();
  }

  async function generate() {
    if (type === '' || !unlock) return;
    const body = toGenerateBody(type, form.getValues(), () => unlock.password.reveal());
    const result = await generator.generate(body);
    if (result.kind !== 'fieldErrors') return;
    const messages = formErrorsFromBody(result.errors);
    if (messages.length === 0) return;
    // Back to the form, each message on its field (the problem text says to check them).
    wizard.goTo(DETAILS_STEP);
    for (const { field, message } of messages) form.setError(field, { type: 'server', message });
  }

  return (
    <Wizard
      label={t('wizardLabel')}
      step={wizard.step}
      total={wizard.total}
      canGoNext={canGoNext}
      onPrevious={wizard.previous}
      onNext={wizard.next}
      onBlockedNext={showWhatIsMissing}
    >
      <FormProvider {...form}>
        <div className={styles.step} ref={stepRef}>
          {wizard.step === 1 ? (
            <>
              <h2>{t('typeStep.heading')}</h2>
              <p className={styles.intro}>{t('typeStep.intro')}</p>
              <RadioGroupField
                legend={t('typeStep.legend')}
                name="letter"
                options={ACCOUNT_ERROR_LETTERS.map((value) => ({
                  value,
                  label: t(`types.${value}.label`),
                  hint: t(`types.${value}.hint`),
                }))}
                value={type}
                onChange={chooseType}
                error={typeMissing ? t('typeStep.required') : undefined}
              />
            </>
          ) : null}
          {wizard.step === DETAILS_STEP && type !== '' ? (
            <>
              <h2>{t('detailsStep.heading')}</h2>
              <p className={styles.chosen}>
                {t('detailsStep.chosen', { type: t(`types.${type}.label`) })}
              </p>
              {unlock ? (
                <div className={styles.form}>
                  <LetterForm type={type} accounts={unlock.accounts} onChooseLetter={chooseType} />
                </div>
              ) : (
                <>
                  <p className={styles.intro}>{t('detailsStep.gateIntro')}</p>
                  <AccountGate onUnlocked={unlocked} attention={gateAttention} />
                </>
              )}
            </>
          ) : null}
          {wizard.step === WIZARD_STEPS.accountErrors ? (
            <SupportingDocuments language={generator.language}>
              <div className={styles.actions}>
                {generator.problem ? <Alert tone="error">{generator.problem}</Alert> : null}
                <Button busy={generator.busy} onClick={generate}>
                  {kit('generate.button')}
                </Button>
              </div>
            </SupportingDocuments>
          ) : null}
        </div>
      </FormProvider>
    </Wizard>
  );
}
