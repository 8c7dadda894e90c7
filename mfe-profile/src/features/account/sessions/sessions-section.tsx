import { useState } from 'react';
import { answerCode } from 'shared/api';
import { type EndSessionsRequest, ResultCode, type SessionEntry } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, Card } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { useAccountEndSessionsMutation, useAccountSessionsQuery } from '../../../api/account-api';
import { TabLoader } from '../../../components/tab-loader';
import type { AccountSectionProps } from '../account-section';
import styles from '../account-tab.module.css';
import { useDeviceName } from '../device-name';
import { ACCOUNT_NAMESPACE } from '../register-texts';

type EndOutcome = 'ended' | 'othersEnded' | 'endFailed';

/**
 * Where the user is signed in: each live session with its device and times, "This device" marked,
 * "Sign out" on each other one and "Sign out everywhere else". A session ended elsewhere meanwhile
 * is gone already: the list is fetched again after each sign-out either way.
 */
export function SessionsSection({ id }: AccountSectionProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'sessions' });
  const sessions = useAccountSessionsQuery();
  const [endSessions, ending] = useAccountEndSessionsMutation();
  const [outcome, setOutcome] = useState<EndOutcome | null>(null);

  const end = async (choice: EndSessionsRequest) => {
    setOutcome(null);
    const answer = await endSessions(choice);
    // -3: that session ended meanwhile (it expired, or was signed out elsewhere): done too.
    const code = answerCode(answer);
    const done = code === ResultCode.ok || code === ResultCode.notFound;
    if (!done) setOutcome('endFailed');
    else setOutcome(choice === 'others' ? 'othersEnded' : 'ended');
  };

  return (
    <Card id={id} title={t('title')}>
      <p>{t('intro')}</p>
      <TabLoader query={sessions}>
        {(entries) => <SessionList entries={entries} busy={ending.isLoading} onEnd={end} />}
      </TabLoader>
      {outcome ? (
        <Alert tone={outcome === 'endFailed' ? 'error' : 'success'} className={styles.outcome}>
          <p>{t(outcome)}</p>
        </Alert>
      ) : null}
    </Card>
  );
}

interface SessionListProps {
  entries: readonly SessionEntry[];
  busy: boolean;
  onEnd: (choice: EndSessionsRequest) => void;
}

function SessionList({ entries, busy, onEnd }: SessionListProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'sessions' });
  const format = useLocaleFormat();
  const deviceName = useDeviceName();
  const others = entries.filter((entry) => !entry.current);
  return (
    <>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {entries.map((entry) => {
          const device = deviceName(entry.device);
          const signedIn = format.dateTime(new Date(entry.signed_in_at));
          return (
            <li key={entry.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  {device}
                  {entry.current ? <span className={styles.badge}>{t('thisDevice')}</span> : null}
                </p>
                <p>{t('signedInAt', { when: signedIn })}</p>
                <p>{t('lastActive', { when: format.dateTime(new Date(entry.last_active_at)) })}</p>
              </div>
              {entry.current ? null : (
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('signOutLabel', { device, when: signedIn })}
                  onClick={() => onEnd(entry.id)}
                >
                  {t('signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button variant="secondary" busy={busy} onClick={() => onEnd('others')}>
          {t('signOutOthers')}
        </Button>
      ) : (
        <p>{t('onlyThisDevice')}</p>
      )}
    </>
  );
}
