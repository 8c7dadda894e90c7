import { FEDERAL_AGENCIES } from './agencies';
import { type BilingualFact, fact } from './fact';

/**
 * Where a consumer may complain about how their personal information is handled, for the privacy
 * policy (issue 21, point 13): the federal commissioner for everyone, and Québec's commission for
 * Québec residents (Law 25).
 */
export interface PrivacyBody {
  readonly id: 'opc' | 'cai';
  readonly name: BilingualFact<string>;
  /** Postal address lines (in French, the French postal form, from french-names.ts). */
  readonly mail: BilingualFact<readonly string[]>;
  /** The toll-free number, as the source writes it in North American form. */
  readonly tollFree: string;
  readonly website: string;
}

const opc = FEDERAL_AGENCIES.find((agency) => agency.id === 'opc');
if (!opc?.mail || !opc.website || !opc.phones[0]) {
  throw new Error('The reference data lacks the Privacy Commissioner’s name, mail or website');
}

const CAI_CONTACT_PAGE = 'cai.gouv.qc.ca, Nous joindre (commission-acces-information/nous-joindre)';

export const PRIVACY_COMPLAINT_BODIES: readonly PrivacyBody[] = [
  {
    id: 'opc',
    name: fact(opc.name, opc.website),
    mail: opc.mail,
    tollFree: opc.phones[0].value.number,
    website: opc.website,
  },
  {
    id: 'cai',
    // The commission publishes its name and address in French only: an English text keeps them.
    name: fact('Commission d’accès à l’information du Québec', CAI_CONTACT_PAGE),
    mail: fact(
      ['525, boulevard René-Lévesque Est, bureau 2.36', 'Québec (Québec)  G1R 5S9'],
      CAI_CONTACT_PAGE,
    ),
    // The source writes it « 1 888 528-7741 ».
    tollFree: '1-888-528-7741',
    website: 'cai.gouv.qc.ca',
  },
];
