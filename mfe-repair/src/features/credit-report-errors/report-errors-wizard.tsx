import { useState } from 'react';
import { FormProvider, useForm } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { GENERATED_LETTERS_PATHS, useLetterGenerator } from 'shared/letter-wizard';
import { useWizard, Wizard } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { BureauStep } from './bureau-step';
import { DetailsStep } from './details-step';
import { DocumentsStep } from './documents-step';
import { isStepValid, reportErrorsResolver, stepFields } from './form-schemas';
import {
  EMPTY_REPORT_ERRORS,
  goesToBureaus,
  REPORT_ERRORS_STEPS,
  type ReportErrorsField,
  type ReportErrorsValues,
  stepOfField,
} from './form-values';
import { LetterTypeStep } from './letter-type-step';
import { toLetterRequest } from './to-body';
import { useProfilePrefill } from './use-profile-prefill';

/**
 * Wizard 1, Errors on Credit Report (spec section 2): the bureaus, the letter type, the
 * letter's form, then the documents and Generate Letter. One form holds every step, so data
 * survives moving between steps and changing the letter type.
 */
export function ReportErrorsWizard() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors' });
  const wizard = useWizard(REPORT_ERRORS_STEPS);
  const form = useForm<ReportErrorsValues>({
    defaultValues: EMPTY_REPORT_ERRORS,
    resolver: reportErrorsResolver,
    // Messages follow the typing once shown; none appear before the user acts.
    mode: 'onChange',
  });
  const prefilled = useProfilePrefill(form);
  const generator = useLetterGenerator({ successPath: GENERATED_LETTERS_PATHS.creditRepair });
  const [unmatched, setUnmatched] = useState<string[]>([]);

  const values = form.watch();
  const { step } = wizard;

  function showBlockedMessages() {
    void form.trigger(stepFields(step, values.letter), { shouldFocus: true });
  }

  /** -2: each message on its field, and back to the earliest step holding one. */
  function showServerErrors(errors: Record<string, string>) {
    const steps: number[] = [];
    const others: string[] = [];
    for (const [field, message] of Object.entries(errors)) {
      const fieldStep = stepOfField(field);
      if (fieldStep === null) {
        others.push(message);
        continue;
      }
      form.setError(field as ReportErrorsField, { type: 'server', message });
      steps.push(fieldStep);
    }
    setUnmatched(others);
    if (steps.length > 0) wizard.goTo(Math.min(...steps));
  }

  async function generate() {
    setUnmatched([]);
    const result = await generator.generate(toLetterRequest(form.getValues()));
    if (result.kind === 'fieldErrors') showServerErrors(result.errors);
  }

  const letter = values.letter;
  return (
    <FormProvider {...form}>
      <Wizard
        step={step}
        total={wizard.total}
        canGoNext={isStepValid(step, values)}
        onPrevious={wizard.previous}
        onNext={wizard.next}
        onBlockedNext={showBlockedMessages}
        label={t('label')}
      >
        {/* No <form>: Enter in a field must not jump steps; the arrows move the wizard. */}
        {step === 1 ? <BureauStep /> : null}
        {step === 2 ? <LetterTypeStep /> : null}
        {step === 3 && letter !== '' ? <DetailsStep letter={letter} prefilled={prefilled} /> : null}
        {step === 4 && letter !== '' ? (
          <DocumentsStep
            recipient={
              goesToBureaus(letter)
                ? { bureaus: values.bureau }
                : { creditor: values.creditor_name }
            }
            language={generator.language}
            busy={generator.busy}
            problem={generator.problem}
            unmatched={unmatched}
            onGenerate={() => void generate()}
          />
        ) : null}
      </Wizard>
    </FormProvider>
  );
}
