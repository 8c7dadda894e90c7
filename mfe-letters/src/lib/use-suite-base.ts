import { useLocation, useParams } from 'shared/router';

/**
 * The URL prefix the shell mounted this suite at ('/app/my-generated-letters'): the current path
 * minus the suite's splat. Links built on it are absolute, so they do not depend on how relative
 * paths resolve inside splat routes.
 */
export function useSuiteBase(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}
