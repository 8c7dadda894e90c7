import { useEffect, useMemo, useState } from 'react';
import { answerCode, fieldErrors, isNetworkError } from 'shared/api';
import {
  type GeneratedLetter,
  isCalendarDate,
  LETTER_OUTCOMES,
  noReplyOpensOn,
  ResultCode,
  SENT_BY,
  type TrackingFormValues,
  trackingFormSchema,
} from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, DateField, SelectField, TextareaField } from 'shared/ui';
import { FormDialogActions, FormDialogClose } from 'shared/ui/confirm-dialog';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { localToday } from '../../lib/local-today';
import styles from './track-letter-form.module.css';
import { useSaveLetterTrackingMutation } from './tracking-api';
import { trackingBody, trackingFormValues } from './tracking-body';

const FORM_FIELDS = ['sent_on', 'sent_by', 'outcome', 'resolved_on', 'note'] as const;
type FormField = (typeof FORM_FIELDS)[number];

function isFormField(name: string): name is FormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

export interface TrackLetterFormProps {
  letter: GeneratedLetter;
  onSaved: () => void;
}

/**
 * Records a letter's sending (date, fax or mail) and outcome (what, when, a note), checked with
 * the contract's rules for this letter and the consumer's today, then saved whole with PUT.
 * Loaded lazily: it brings zod and the form library, which the list itself does not need.
 */
export default function TrackLetterForm({ letter, onSaved }: TrackLetterFormProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { calendarDate } = useLocaleFormat();
  const { t: common } = useTranslation('common');
  const [save] = useSaveLetterTrackingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(localToday);
  const schema = useMemo(
    () => trackingFormSchema({ type: letter.type, requestDate: letter.request_date, today }),
    [letter.type, letter.request_date, today],
  );
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TrackingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: trackingFormValues(letter),
  });

  // "No reply" opens on the reply-due date of the date sent as typed; until then the option says
  // when it opens (a disabled option's text is read aloud) and cannot be picked.
  const sentOn = watch('sent_on').trim();
  const noReplyFrom = noReplyOpensOn(letter.type, isCalendarDate(sentOn) ? sentOn : null);
  const outcomeOptions = LETTER_OUTCOMES.map((outcome) => {
    if (outcome !== 'no_reply' || (noReplyFrom !== null && today >= noReplyFrom)) {
      return { value: outcome, label: t(`outcomes.${outcome}`) };
    }
    const label = noReplyFrom
      ? t('noReplyFrom', { date: calendarDate(noReplyFrom) })
      : t('noReplyOnceSent');
    return { value: outcome, label, disabled: true };
  });

  // The dialog opened before this form had loaded: start on its first field.
  useEffect(() => setFocus('sent_on'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await save(trackingBody(letter.id, values));
    const code = answerCode(outcome);
    if (code === ResultCode.ok) {
      onSaved();
      return;
    }
    if (code === ResultCode.validation) {
      const others: string[] = [];
      for (const [field, message] of Object.entries(fieldErrors(outcome))) {
        if (isFormField(field)) setError(field, { type: 'server', message });
        else others.push(message);
      }
      setProblem(others.length > 0 ? others.join(' ') : null);
      return;
    }
    // -4000: the base query has signed the user out; the shell shows the login page.
    if (code === ResultCode.sessionInvalid) return;
    if (code === ResultCode.notFound) setProblem(t('track.notFound'));
    else if ('error' in outcome && isNetworkError(outcome.error)) {
      setProblem(common('networkFailure'));
    } else setProblem(t('track.failed'));
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <DateField
        label={t('track.sentOn')}
        hint={t('track.sentOnHint')}
        min={letter.request_date}
        max={today}
        error={errors.sent_on?.message}
        {...register('sent_on')}
      />
      <SelectField
        label={t('track.sentBy')}
        placeholder={t('track.sentByPlaceholder')}
        options={SENT_BY.map((by) => ({ value: by, label: t(`sentBy.${by}`) }))}
        error={errors.sent_by?.message}
        {...register('sent_by')}
      />
      <SelectField
        label={t('track.outcome')}
        hint={t('track.outcomeHint')}
        placeholder={t('track.outcomePlaceholder')}
        options={outcomeOptions}
        error={errors.outcome?.message}
        {...register('outcome')}
      />
      <DateField
        label={t('track.resolvedOn')}
        min={letter.request_date}
        max={today}
        error={errors.resolved_on?.message}
        {...register('resolved_on')}
      />
      <TextareaField
        rows={4}
        label={t('track.note')}
        hint={t('track.noteHint')}
        error={errors.note?.message}
        {...register('note')}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <FormDialogActions>
        <FormDialogClose asChild>
          <Button variant="secondary">{common('cancel')}</Button>
        </FormDialogClose>
        <Button type="submit" busy={isSubmitting}>
          {common('save')}
        </Button>
      </FormDialogActions>
    </form>
  );
}
