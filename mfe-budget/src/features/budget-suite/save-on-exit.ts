import { API_KEY_HEADER, type Budget } from 'shared/contract';

/**
 * PUT /api/v1/budget with fetch keepalive: the browser finishes it after the page is gone (a
 * reload, a closed tab), which an RTK Query request would not survive. The answer is never read.
 */
export function saveBudgetOnExit(sessionKey: string | null, body: Budget): void {
  if (sessionKey === null) return;
  fetch(`${window.location.origin}/api/v1/budget`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [API_KEY_HEADER]: sessionKey },
    body: JSON.stringify(body),
  }).catch(() => {
    // Nothing can be shown any more: the page is going away.
  });
}
