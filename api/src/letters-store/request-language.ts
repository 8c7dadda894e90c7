import type { FastifyRequest } from 'fastify';
import type { TextLanguage } from 'shared/contract';

/**
 * The interface language of a request, from its Accept-Language header: French when the
 * consumer's preferred language among English and French is French (fr, fr-CA…), else English.
 * A letter's instructions page follows it; the letter itself follows the body's `language`.
 *
 * A local resolver for the letters until the API's shared one (issue 15, the users' saved
 * language) replaces it.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): TextLanguage {
  return acceptLanguage(request.headers['accept-language']);
}

/** The first of English or French by preference in an Accept-Language value; English if neither. */
export function acceptLanguage(header: string | string[] | undefined): TextLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => Number.isFinite(q) && q > 0 && /^(en|fr)(-|$)/.test(tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('fr') ? 'fr' : 'en';
}
