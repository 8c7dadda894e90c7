import { useEffect, useRef } from 'react';
import { useSessionQuery } from 'shared/api';
import { useLocation } from 'shared/router';

/**
 * Asks the server who the key belongs to on entering the app, on every navigation and when the
 * window regains focus. A key revoked elsewhere (password changed on another device, session
 * expired) then answers -4000, which signs this tab out before the user types anything. Gives
 * the check itself, to ask again on demand.
 */
export function useSessionCheck(): () => void {
  const { pathname } = useLocation();
  const { refetch } = useSessionQuery(undefined, { refetchOnFocus: true });
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The query's own mount already asked for the first page.
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    refetch();
  }, [pathname, refetch]);
  return refetch;
}
