import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'shared/router';
import { selectSessionKey } from 'shared/session';
import { LOGIN_PATH } from '../../app/paths';

export interface RequireSessionProps {
  children: ReactNode;
}

/**
 * Every /app route needs a session key. The store starts from sessionStorage, so a reload keeps
 * the user in; and when the key goes (a -4000 answer anywhere, or Sign Out) this sends them to login.
 */
export function RequireSession({ children }: RequireSessionProps) {
  const key = useSelector(selectSessionKey);
  return key === null ? <Navigate to={LOGIN_PATH} replace /> : children;
}
