import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { answerCode } from 'shared/api';
import { type BankingAccountRecord, ResultCode } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { PageLayout, Spinner, SuccessNotice, useSuccessNotice } from 'shared/ui';
import { ConfirmDialog } from 'shared/ui/confirm-dialog';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { AccountList } from './account-list';
import { lastFour } from './account-number';
import { useDeleteBankingAccountMutation } from './banking-api';
import { failureText } from './failure-text';
import { useSuiteVault } from './use-banking-vault';
import { VaultGate } from './vault-gate';

/**
 * The add and edit form loads when opened: with its schema, its fields and their messages it is
 * not part of the gate, the suite's first screen (its weight bar, decisions.md section 8).
 */
const AccountForm = lazy(async () => ({ default: (await import('./account-form')).AccountForm }));

/** Which view of the open vault shows: the list, or the add or edit form. */
type View = { name: 'list' } | { name: 'add' } | { name: 'edit'; account: BankingAccountRecord };

/**
 * /app/edit-account-info (spec sections 2 and 4): the password gate, then the account list, the
 * add and edit forms and the delete confirmation. Closing any view re-fetches the list with the
 * password entered at the gate, which stays in the suite's memory only (use-banking-vault.ts).
 */
export function BankingPage() {
  const { t } = useTranslation([BANKING_NAMESPACE, 'common']);
  const vault = useSuiteVault();
  const { state } = vault;
  const [view, setView] = useState<View>({ name: 'list' });
  const [toDelete, setToDelete] = useState<BankingAccountRecord | null>(null);
  const [deleteAccount, deletion] = useDeleteBankingAccountMutation();
  const notice = useSuccessNotice();
  const [noticeText, setNoticeText] = useState<string | undefined>(undefined);
  const [actionError, setActionError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const gate = useRef<HTMLDivElement>(null);
  // A view's heading not there yet when its view is chosen (the form, while its code loads)
  // takes the focus when it comes.
  const focusWhenShown = useRef(false);
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node;
    if (node && focusWhenShown.current) {
      focusWhenShown.current = false;
      node.focus();
    }
  }, []);

  // Moving between views moves focus to the new view's heading (or the gate's field), so
  // keyboard and screen-reader users land where the content changed. Not on the first render.
  const viewKey = state.status === 'locked' ? 'gate' : view.name;
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (shownView.current === viewKey) return;
    shownView.current = viewKey;
    if (viewKey === 'gate')
      gate.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
    else if (heading.current) heading.current.focus();
    else focusWhenShown.current = true;
  }, [viewKey]);

  /** Back to the list, re-fetched with the kept password (spec section 4). */
  function closeView(outcome?: 'saved' | 'deleted'): Promise<void> {
    setView({ name: 'list' });
    setActionError(null);
    if (outcome) {
      setNoticeText(outcome === 'deleted' ? t('remove.done') : undefined);
      notice.show();
    }
    return vault.refresh();
  }

  function lock(reason: { error?: string; again?: boolean }) {
    setToDelete(null);
    setView({ name: 'list' });
    setActionError(null);
    vault.lock(reason);
  }

  async function confirmDelete(account: BankingAccountRecord) {
    const outcome = await deleteAccount(account.id);
    setToDelete(null);
    const code = answerCode(outcome);
    if (code === ResultCode.wrongPassword) {
      // The 15-minute step-up grant has run out: the gate again (decisions.md section 4).
      lock({ again: true });
    } else if (code === ResultCode.ok || code === ResultCode.notFound) {
      // The dialog gives focus back to REMOVE, whose card is about to go: use the heading.
      await closeView(code === ResultCode.ok ? 'deleted' : undefined);
      heading.current?.focus();
    } else {
      await closeView();
      setActionError(failureText(outcome, t));
    }
  }

  return (
    <PageLayout title={t('title')}>
      <SuccessNotice visible={notice.visible} message={noticeText} />
      {state.status === 'locked' ? (
        <VaultGate vault={vault} gateRef={gate} />
      ) : view.name === 'list' ? (
        <AccountList
          accounts={state.accounts}
          refreshing={state.refreshing}
          error={actionError ?? state.error}
          headingRef={headingRef}
          onAdd={() => setView({ name: 'add' })}
          onEdit={(account) => setView({ name: 'edit', account })}
          onRemove={setToDelete}
        />
      ) : (
        <Suspense fallback={<Spinner />}>
          <AccountForm
            key={view.name === 'edit' ? view.account.id : 'add'}
            account={view.name === 'edit' ? view.account : undefined}
            secret={vault.secret}
            headingRef={headingRef}
            onBack={() => void closeView()}
            onSaved={() => void closeView('saved')}
            onPasswordRefused={(error) => lock({ error })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          // KEEP, Escape or a click outside: the dialog closes and the list is refreshed.
          if (!open && !deletion.isLoading) {
            setToDelete(null);
            void closeView();
          }
        }}
        title={t('remove.title')}
        description={
          toDelete
            ? t('remove.which', {
                name: toDelete.account_name,
                digits: lastFour(toDelete.full_account_number),
              })
            : undefined
        }
        confirmLabel={t('common:delete')}
        cancelLabel={t('common:keep')}
        busy={deletion.isLoading}
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
        }}
      />
    </PageLayout>
  );
}
