import { useLocation, useParams } from 'shared/router';

/**
 * The URL prefix the shell mounted this suite at ('/app/edit-personal-info'), read where the
 * suite's own splat is known: the current path minus the splat. Links and redirects built on it
 * are absolute, so they do not depend on how relative paths resolve inside splat routes (in
 * react-router 7 they resolve against the whole URL, the splat included).
 */
export function useSuiteBase(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  return pathname.slice(0, pathname.length - splat.length).replace(/\/+$/, '');
}
