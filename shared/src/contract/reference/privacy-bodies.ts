import { FEDERAL_AGENCIES } from './agencies';
import { type BilingualFact, bilingual } from './fact';
import { FRENCH_BODY_NAMES } from './french-names';

/**
 * Where a consumer may complain about how their personal information is handled, for the privacy
 * policy (issue 21, point 13): the federal commissioner for everyone, and Québec's commission for
 * Québec residents (Law 25).
 */
export interface PrivacyBody {
  readonly id: 'opc' | 'cai';
  readonly name: BilingualFact<string>;
  /** Postal address lines, in each language's postal form. */
  readonly mail: BilingualFact<readonly string[]>;
  /** The toll-free number, as the source writes it in North American form. */
  readonly tollFree: string;
  readonly website: string;
}

const opc = FEDERAL_AGENCIES.find((agency) => agency.id === 'opc');
const opcName = FRENCH_BODY_NAMES.opc;
if (!opc?.mail || !opc.website || !opcName || !opc.phones[0]) {
  throw new Error('The reference data lacks the Privacy Commissioner’s name, mail or website');
}

const CAI_CONTACT_PAGE = 'cai.gouv.qc.ca, Nous joindre (commission-acces-information/nous-joindre)';

export const PRIVACY_COMPLAINT_BODIES: readonly PrivacyBody[] = [
  {
    id: 'opc',
    name: opcName,
    mail: bilingual(
      opc.mail.value,
      ['30, rue Victoria', 'Gatineau (Québec)  K1A 1H3'],
      opc.mail.source,
      'French postal form (Canada Post) of the sourced address',
    ),
    tollFree: opc.phones[0].value.number,
    website: opc.website,
  },
  {
    id: 'cai',
    // The commission publishes its name in French only; an English text keeps it.
    name: bilingual(
      'Commission d’accès à l’information du Québec',
      'Commission d’accès à l’information du Québec',
      CAI_CONTACT_PAGE,
      'the official name, in French in both languages',
    ),
    mail: bilingual(
      ['525, boulevard René-Lévesque Est, bureau 2.36', 'Québec (Québec)  G1R 5S9'],
      ['525, boulevard René-Lévesque Est, bureau 2.36', 'Québec (Québec)  G1R 5S9'],
      CAI_CONTACT_PAGE,
      'the address as the source writes it (in French)',
    ),
    // The source writes it « 1 888 528-7741 ».
    tollFree: '1-888-528-7741',
    website: 'cai.gouv.qc.ca',
  },
];
