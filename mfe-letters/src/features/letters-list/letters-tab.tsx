import { useEffect, useState } from 'react';
import {
  answerCode,
  isNetworkError,
  useDeleteLetterMutation,
  useGeneratedLettersQuery,
} from 'shared/api';
import { type GeneratedLetter, ResultCode } from 'shared/contract';
import { newLetterIds } from 'shared/contract/wizard-prefill';
import { useTranslation } from 'shared/i18n';
import { Link, useLocation, useNavigate } from 'shared/router';
import {
  Alert,
  Button,
  focusPageHeading,
  Spinner,
  SuccessNotice,
  useSuccessNotice,
} from 'shared/ui';
import { ConfirmDialog } from 'shared/ui/confirm-dialog';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { localToday } from '../../lib/local-today';
import type { LetterGroupTab } from './letter-groups';
import { LettersTable } from './letters-table';
import styles from './letters-table.module.css';
import { SendGuideDialog } from './send-guide-dialog';
import { TrackLetterDialog } from './track-letter-dialog';
import { useEscalation, useFollowUp } from './use-follow-up';
import { useLetterDownload } from './use-letter-download';

export interface LettersTabProps {
  group: LetterGroupTab;
}

/** One group's letters with their tracking, or a way to make the first. */
export function LettersTab({ group }: LettersTabProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { calendarDate } = useLocaleFormat();
  const { t: common } = useTranslation('common');
  const list = useGeneratedLettersQuery();
  const [deleteLetter, deletion] = useDeleteLetterMutation();
  const { download, downloadingId, problem: downloadProblem } = useLetterDownload();
  const [toDelete, setToDelete] = useState<GeneratedLetter | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<'network' | 'failed' | null>(null);
  const [toTrack, setToTrack] = useState<GeneratedLetter | null>(null);
  const [toSend, setToSend] = useState<GeneratedLetter | null>(null);
  const notice = useSuccessNotice();
  const [noticeText, setNoticeText] = useState<string | undefined>(undefined);
  const followUp = useFollowUp(() => {
    setNoticeText(t('followUp.made'));
    notice.show();
  });
  const escalation = useEscalation(() => {
    setNoticeText(t('escalation.made'));
    notice.show();
  });
  // Opened by a Generate: the letters it made are announced and marked, and focus goes to the
  // page's heading rather than falling to the page's body.
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const [newIds] = useState(() => newLetterIds(state));
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!loaded || newIds.length === 0) return;
    focusPageHeading();
    // Said once: a reload or a return to this page does not announce them again.
    navigate(pathname, { replace: true, state: null });
  }, [loaded, newIds.length, navigate, pathname]);

  if (list.isLoading) return <Spinner />;
  if (!list.data) {
    return (
      <div className={styles.messages}>
        <Alert tone="error">
          {isNetworkError(list.error) ? common('networkFailure') : t('loadFailed')}
        </Alert>
        <div>
          <Button variant="secondary" busy={list.isFetching} onClick={() => list.refetch()}>
            {common('retry')}
          </Button>
        </div>
      </div>
    );
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleteProblem(null);
    const result = await deleteLetter(toDelete.id);
    setToDelete(null);
    // -3 means it is gone already: the refreshed list shows that, no message needed.
    const code = answerCode(result);
    if (code !== ResultCode.ok && code !== ResultCode.notFound) {
      setDeleteProblem('error' in result && isNetworkError(result.error) ? 'network' : 'failed');
    }
  }

  function trackingSaved() {
    setToTrack(null);
    // The spec's notice after a save ('Successfully Updated!').
    setNoticeText(undefined);
    notice.show();
  }

  const letters = list.data.filter((letter) => letter.gid === group.gid);
  const problemText = (): string | null => {
    if (downloadProblem?.kind === 'tooManyAttempts') {
      return common('tooManyAttempts', { minutes: downloadProblem.minutes });
    }
    if (downloadProblem) {
      return downloadProblem.kind === 'network' ? common('networkFailure') : t('download.failed');
    }
    if (deleteProblem) {
      return deleteProblem === 'network' ? common('networkFailure') : t('delete.failed');
    }
    return null;
  };
  const problem = problemText();

  return (
    <>
      {problem || followUp.problem || escalation.problem ? (
        <div className={styles.messages}>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {followUp.problem ? <Alert tone="error">{followUp.problem}</Alert> : null}
          {escalation.problem ? <Alert tone="error">{escalation.problem}</Alert> : null}
        </div>
      ) : null}
      {newIds.length > 0 ? (
        <Alert tone="success">{t('newLetters.ready', { count: newIds.length })}</Alert>
      ) : null}
      <SuccessNotice visible={notice.visible} message={noticeText} />
      {letters.length === 0 ? (
        <div className={styles.empty}>
          <p>{t(`groups.${group.slug}.empty`)}</p>
          <p>
            <Link to={group.suitePath}>{t(`groups.${group.slug}.suiteLink`)}</Link>
          </p>
        </div>
      ) : (
        <LettersTable
          group={group}
          letters={letters}
          allLetters={list.data}
          today={localToday()}
          downloadingId={downloadingId}
          followingUpId={followUp.busyId}
          escalatingKey={escalation.busyKey}
          newIds={newIds}
          onDownload={download}
          onTrack={setToTrack}
          onSendGuide={setToSend}
          onFollowUp={followUp.makeFollowUp}
          onEscalate={escalation.makeEscalation}
          onDelete={setToDelete}
        />
      )}
      <TrackLetterDialog
        letter={toTrack}
        onClose={() => setToTrack(null)}
        onSaved={trackingSaved}
      />
      <SendGuideDialog letter={toSend} onClose={() => setToSend(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('delete.title')}
        description={
          toDelete
            ? t('delete.description', {
                name: toDelete.name,
                date: calendarDate(toDelete.request_date),
              })
            : undefined
        }
        confirmLabel={common('delete')}
        cancelLabel={common('keep')}
        busy={deletion.isLoading}
        onConfirm={confirmDelete}
      />
    </>
  );
}
