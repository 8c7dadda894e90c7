import { type ComplaintBody, inLanguage, shortNameIn } from 'shared/contract';
import type { LetterLanguage } from './language';

/** « le », « la » or « l’ » before a body's French name. */
export function frenchArticle(name: string): string {
  // Ontario writes « Protection du consommateur de l’Ontario » without one, as a brand.
  if (name.startsWith('Protection du consommateur')) return '';
  if (/^[AEIOUÉÈaeiouéè]/.test(name)) return 'l’';
  return /^(Commission|Agence|Autorité|Office de la)/.test(name) ? 'la ' : 'le ';
}

/**
 * A complaint body's name in the letter's language: the official French name where the
 * reference data has one (the federal commissioner, provincial bodies in french-names.ts); the
 * CAI and the AMF are named in French in both languages, and a body with no French name keeps
 * its official English one.
 */
export function complaintBodyName(body: ComplaintBody, language: LetterLanguage): string {
  return inLanguage(body.name, language);
}

/**
 * A complaint body as a sentence names it: "the Office of the Privacy Commissioner of Canada
 * (OPC)" (« le Commissariat … (CPVP) »).
 */
export function complaintBodyCalled(body: ComplaintBody, language: LetterLanguage = 'en'): string {
  if (language === 'fr') {
    const name = complaintBodyName(body, language);
    const short = shortNameIn(body, language);
    return `${frenchArticle(name)}${name}${short ? ` (${short})` : ''}`;
  }
  return body.shortName ? `the ${body.name.value} (${body.shortName})` : `the ${body.name.value}`;
}
