import type { ProvinceCode } from '../provinces';
import { FEDERAL_AGENCIES } from './agencies';
import { type Fact, fact, type PhoneLine, unconfirmed } from './fact';
import {
  type ComplaintPage,
  type ConsumerOffice,
  PIPEDA,
  PROVINCIAL_FACTS,
  type Statute,
} from './provincial';

/**
 * The bodies a consumer escalates to once a credit bureau kept an entry they disputed, or did not
 * reply (issue 14): the privacy commissioners and the Autorité des marchés financiers. The
 * provincial consumer offices are in provincial.ts, Equifax's Québec complaints address in
 * bureaus.ts.
 *
 * Where no mailing address for a body could be confirmed, none is invented: its `mail` is an
 * unconfirmed null, and a letter to it goes by its complaint page (the site, the page and how the
 * body takes a complaint there, read on the body's own site).
 */

export type ComplaintBodyId = 'opc' | 'cai' | 'oipc-bc' | 'oipc-ab' | 'amf';

export interface ComplaintBody {
  readonly id: ComplaintBodyId;
  readonly name: Fact<string>;
  /** Short name or acronym, where one is in common use. */
  readonly shortName: string | null;
  /** Its website, where one is recorded. */
  readonly website: Fact<string> | null;
  readonly phone: Fact<PhoneLine> | null;
  /** The mailing address; an unconfirmed null where none could be confirmed. */
  readonly mail: Fact<readonly string[] | null>;
  /** Where it explains how to complain: the route of a letter that has no address to go to. */
  readonly complaintPage: ComplaintPage | null;
}

/** The reference notes' section on escalating a failed dispute (canada.md, checked 2026). */
const ESCALATION_NOTES = 'reference notes, “How bureaus take disputes today” (checked 2026)';
const NO_ADDRESS = 'no mailing address in the reference notes: confirm it on the body’s website';

function federalPrivacyCommissioner(): ComplaintBody {
  const opc = FEDERAL_AGENCIES.find((agency) => agency.id === 'opc');
  if (!opc?.mail || !opc.website) throw new Error('The reference data lacks the OPC’s address.');
  const [phone] = opc.phones;
  return {
    id: 'opc',
    name: fact(opc.name, ESCALATION_NOTES),
    shortName: opc.shortName,
    website: fact(opc.website, opc.website),
    phone: phone ?? null,
    mail: opc.mail,
    complaintPage: null,
  };
}

/** A commissioner that publishes its complaint route on its site, with no address we confirmed. */
function filedThroughItsSite(
  id: ComplaintBodyId,
  name: string,
  shortName: string,
  complaintPage: ComplaintPage,
): ComplaintBody {
  return {
    id,
    name: fact(name, ESCALATION_NOTES),
    shortName,
    website: fact(complaintPage.site, complaintPage.source),
    phone: null,
    mail: unconfirmed(null, NO_ADDRESS),
    complaintPage,
  };
}

const CAI_CONTACT_PAGE = 'cai.gouv.qc.ca/commission-acces-information/nous-joindre (checked 2026)';

export const PRIVACY_COMMISSIONER_OF_CANADA = federalPrivacyCommissioner();

/** The provinces whose own commissioner takes a privacy complaint about a private company. */
const PROVINCIAL_PRIVACY_COMMISSIONERS: Partial<Record<ProvinceCode, ComplaintBody>> = {
  QC: {
    id: 'cai',
    name: fact('Commission d’accès à l’information du Québec', ESCALATION_NOTES),
    shortName: 'CAI',
    website: fact('cai.gouv.qc.ca', CAI_CONTACT_PAGE),
    phone: fact({ label: 'General', number: '1 888 528-7741' }, CAI_CONTACT_PAGE),
    // Its Québec City office, as its contact page gives it (in French, as Québec writes it).
    mail: fact(
      ['525, boulevard René-Lévesque Est, bureau 2.36', 'Québec (Québec)  G1R 5S9'],
      CAI_CONTACT_PAGE,
    ),
    complaintPage: null,
  },
  BC: filedThroughItsSite(
    'oipc-bc',
    'Office of the Information and Privacy Commissioner for British Columbia',
    'OIPC BC',
    {
      site: 'oipc.bc.ca',
      page: 'How do I make a complaint?',
      intake: 'writing',
      phone: null,
      source:
        'oipc.bc.ca/for-the-public/how-do-i-make-a-complaint.aspx (first give the organization a chance to resolve it, then complain to the Commissioner in writing; no fee), checked 2026',
    },
  ),
  AB: filedThroughItsSite(
    'oipc-ab',
    'Office of the Information and Privacy Commissioner of Alberta',
    'OIPC Alberta',
    {
      site: 'oipc.ab.ca',
      page: 'Request a Review / File a Complaint',
      intake: 'form',
      phone: '1-888-878-4044',
      source:
        'oipc.ab.ca/request-a-review-file-a-complaint (the Privacy Complaint Form is downloaded from the page, completed and submitted with all supporting documents in one submission; none is taken over the phone) and oipc.ab.ca/notice-canada-post-service-interruption (toll-free line), checked 2026',
    },
  ),
};

/** Where a consumer of this province files a privacy complaint about a credit bureau. */
export function privacyCommissionerFor(province: ProvinceCode): ComplaintBody {
  return PROVINCIAL_PRIVACY_COMMISSIONERS[province] ?? PRIVACY_COMMISSIONER_OF_CANADA;
}

/**
 * British Columbia's and Alberta's private-sector privacy law, which their commissioners enforce
 * (the reference notes give its name, PIPA, not its chapter).
 */
const PERSONAL_INFORMATION_PROTECTION_ACT: Statute = {
  name: 'Personal Information Protection Act',
  citation: null,
  provisions: [],
};

/**
 * The privacy law the province's commissioner enforces, which a privacy complaint cites: Québec's
 * private-sector act, British Columbia's or Alberta's PIPA, elsewhere the federal PIPEDA.
 */
export function privacyLawFor(province: ProvinceCode): Statute {
  if (province === 'QC') {
    const quebec = PROVINCIAL_FACTS.QC.creditReporting?.value.find((law) =>
      law.name.includes('protection of personal information'),
    );
    if (quebec) return quebec;
  }
  if (province === 'BC' || province === 'AB') return PERSONAL_INFORMATION_PROTECTION_ACT;
  return PIPEDA;
}

/** Québec's regulator of credit assessment agents since February 1, 2021 (lautorite.qc.ca). */
export const AUTORITE_DES_MARCHES_FINANCIERS: ComplaintBody = {
  id: 'amf',
  name: fact('Autorité des marchés financiers', 'lautorite.qc.ca'),
  shortName: 'AMF',
  website: fact('lautorite.qc.ca', 'lautorite.qc.ca'),
  phone: null,
  mail: unconfirmed(null, NO_ADDRESS),
  complaintPage: null,
};

/**
 * The consumer office a complaint about a bureau goes to: the province's first office (Québec
 * lists its consumer office before the AMF), or null where none was found (Nunavut, Yukon).
 */
export function consumerOfficeFor(province: ProvinceCode): Fact<ConsumerOffice> | null {
  return PROVINCIAL_FACTS[province].consumerOffices[0] ?? null;
}
