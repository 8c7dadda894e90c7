import { useCallback, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { type SuccessNoticeState, useSuccessNotice } from 'shared/ui';
import { PROFILE_NAMESPACE } from '../i18n/namespace';
import type { SaveOutcome } from './save-outcome';

/** Puts a server message under the field it names; false when the form has no such field. */
export type ShowFieldError = (field: string, message: string) => boolean;

export interface SaveStatus {
  notice: SuccessNoticeState;
  /** The message above the Update button when a save did not go through; null otherwise. */
  failure: string | null;
  /** A save starts: the previous failure goes. */
  begin: () => void;
  /** Every call succeeded: 'Successfully Updated!' for 3 seconds. */
  succeed: () => void;
  /** A call did not succeed: field messages under their fields, anything else above the button. */
  fail: (outcome: Exclude<SaveOutcome, { kind: 'saved' }>, showFieldError: ShowFieldError) => void;
  /** A failure the tab words itself (the password tab's throttling). */
  showFailure: (message: string) => void;
}

/** The feedback every tab gives around a save (spec section 4, decisions.md section 6). */
export function useSaveStatus(): SaveStatus {
  const { t } = useTranslation([PROFILE_NAMESPACE, 'common']);
  const notice = useSuccessNotice();
  const [failure, setFailure] = useState<string | null>(null);

  const begin = useCallback(() => setFailure(null), []);
  const succeed = useCallback(() => notice.show(), [notice.show]);
  const fail = useCallback<SaveStatus['fail']>(
    (outcome, showFieldError) => {
      if (outcome.kind === 'network') {
        setFailure(t('common:networkFailure'));
        return;
      }
      if (outcome.kind === 'invalid') {
        const unplaced = Object.entries(outcome.errors)
          .filter(([field, message]) => !showFieldError(field, message))
          .map(([, message]) => message);
        const placedSome = unplaced.length < Object.keys(outcome.errors).length;
        setFailure(unplaced.length > 0 ? unplaced.join(' ') : placedSome ? null : t('saveFailed'));
        return;
      }
      setFailure(t('saveFailed'));
    },
    [t],
  );

  return { notice, failure, begin, succeed, fail, showFailure: setFailure };
}
