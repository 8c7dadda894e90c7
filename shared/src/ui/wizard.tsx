import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button } from './button';
import { ArrowLeft, ArrowRight } from './icons';
import styles from './wizard.module.css';

export interface WizardProps {
  /** Current step, from 1. */
  step: number;
  total: number;
  /** False while the step's form is invalid: Next is aria-disabled and does nothing. */
  canGoNext?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Called when Next is pressed while blocked, e.g. to show the field messages. */
  onBlockedNext?: () => void;
  /** Accessible name of the wizard region. */
  label?: string;
  children: ReactNode;
}

/**
 * The frame of a letter wizard: the step count, the step's content, and the arrows. Previous is
 * absent on the first step and Next on the last (spec section 2). On a step change focus moves to
 * the step count, so keyboard and screen-reader users start reading the new step.
 */
export function Wizard({
  step,
  total,
  canGoNext = true,
  onPrevious,
  onNext,
  onBlockedNext,
  label,
  children,
}: WizardProps) {
  const { t } = useTranslation('common');
  const progress = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    progress.current?.focus();
  }, [step]);

  return (
    <section aria-label={label} className={styles.wizard}>
      <p ref={progress} tabIndex={-1} className={styles.progress}>
        {t('stepOf', { step, total })}
      </p>
      <div>{children}</div>
      <div className={styles.steps}>
        {step > 1 ? (
          <Button variant="secondary" onClick={onPrevious}>
            <ArrowLeft className={styles.arrow} aria-hidden="true" focusable="false" />
            {t('previousStep')}
          </Button>
        ) : null}
        {step < total ? (
          <Button
            className={styles.next}
            aria-disabled={canGoNext ? undefined : true}
            onClick={onNext}
            // Button drops clicks while aria-disabled; the capture phase still sees them.
            onClickCapture={canGoNext ? undefined : onBlockedNext}
          >
            {t('nextStep')}
            <ArrowRight className={styles.arrow} aria-hidden="true" focusable="false" />
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export interface WizardState {
  step: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
  next: () => void;
  previous: () => void;
  goTo: (step: number) => void;
}

/** Step state for a Wizard, kept within 1..total. */
export function useWizard(total: number, initialStep = 1): WizardState {
  const [step, setStep] = useState(initialStep);
  const goTo = useCallback(
    (target: number) => setStep(Math.min(Math.max(1, Math.trunc(target)), total)),
    [total],
  );
  const next = useCallback(() => setStep((current) => Math.min(current + 1, total)), [total]);
  const previous = useCallback(() => setStep((current) => Math.max(current - 1, 1)), []);
  return { step, total, isFirst: step === 1, isLast: step === total, next, previous, goTo };
}
