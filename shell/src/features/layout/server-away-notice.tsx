import { useTranslation } from 'shared/i18n';
import { useServerReachability } from 'shared/session';
import { Alert, Button } from 'shared/ui/basics';
import { FRAME_NAMESPACE } from '../../i18n/frame-catalog';

export interface ServerAwayNoticeProps {
  /** Asks the server again (the session check): its answer ends the notice. */
  onRetry: () => void;
}

/**
 * While the server does not answer, the page says so above what it shows: the data on the screen
 * was loaded earlier and may be out of date. When the server answers again (the next navigation
 * asks it), the notice goes and what the page shows is fetched afresh (the shell's listeners).
 */
export function ServerAwayNotice({ onRetry }: ServerAwayNoticeProps) {
  const { t } = useTranslation([FRAME_NAMESPACE, 'common']);
  const { reachable } = useServerReachability();
  if (reachable) return null;
  return (
    <Alert tone="warning">
      <p>{t('serverAway')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}
