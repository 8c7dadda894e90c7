import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  answerCode,
  isNetworkError,
  useDeleteLetterMutation,
  useGeneratedLettersQuery,
} from 'shared/api';
import { type GeneratedLetter, ResultCode } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, Spinner, VisuallyHidden } from 'shared/ui';
import { ConfirmDialog } from 'shared/ui/confirm-dialog';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { formatRequestDate } from './format-date';
import type { LetterGroupTab } from './letter-groups';
import { LetterRow } from './letter-row';
import styles from './letters-table.module.css';
import { useLetterDownload } from './use-letter-download';

export interface LettersTabProps {
  group: LetterGroupTab;
}

/** One group's letters: a table of name, request date and delete, or a way to make the first. */
export function LettersTab({ group }: LettersTabProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { t: common } = useTranslation('common');
  const list = useGeneratedLettersQuery();
  const [deleteLetter, deletion] = useDeleteLetterMutation();
  const { download, downloadingId, problem: downloadProblem } = useLetterDownload();
  const [toDelete, setToDelete] = useState<GeneratedLetter | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<'network' | 'failed' | null>(null);

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

  const letters = list.data.filter((letter) => letter.gid === group.gid);
  const problem = downloadProblem ?? deleteProblem;
  const problemText =
    problem === 'network'
      ? common('networkFailure')
      : downloadProblem
        ? t('download.failed')
        : t('delete.failed');

  return (
    <>
      {problem ? (
        <div className={styles.messages}>
          <Alert tone="error">{problemText}</Alert>
        </div>
      ) : null}
      {letters.length === 0 ? (
        <div className={styles.empty}>
          <p>{t(`groups.${group.slug}.empty`)}</p>
          <p>
            <Link to={group.suitePath}>{t(`groups.${group.slug}.suiteLink`)}</Link>
          </p>
        </div>
      ) : (
        <table className={styles.table} aria-label={t(`groups.${group.slug}.tableLabel`)}>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.requestDate')}</th>
              <th scope="col" className={styles.actions}>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {letters.map((letter) => (
              <LetterRow
                key={letter.id}
                letter={letter}
                downloading={downloadingId === letter.id}
                onDownload={download}
                onDelete={setToDelete}
              />
            ))}
          </tbody>
        </table>
      )}
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
                date: formatRequestDate(toDelete.request_date),
              })
            : undefined
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={deletion.isLoading}
        onConfirm={confirmDelete}
      />
    </>
  );
}
