import { type Fact, fact, type PhoneLine, REFERENCE_NOTES, unconfirmed } from './fact';

/** A federal body or an escalation (ombuds) body a consumer can turn to. */
export interface Agency {
  readonly id: string;
  readonly name: string;
  /** Short name or acronym, where one is in common use. */
  readonly shortName: string | null;
  /** What a consumer turns to it for (prose for the reference pages; its French in french-names.ts). */
  readonly purpose: string;
  readonly website: string | null;
  readonly phones: readonly Fact<PhoneLine>[];
  readonly fax: Fact<string> | null;
  readonly mail: Fact<readonly string[]> | null;
}

/**
 * FCAC's postal code: the reference notes and FCAC's French annual report 2021–2022 give K1R 1B9,
 * its annual report 2024–2025 gives K1R 7Y2 (canada.ca/fr/agence-consommation-matiere-financiere,
 * rapports annuels). Sources disagree: unconfirmed, so no page or letter prints it until a current
 * FCAC contact page is read.
 */
const FCAC_MAIL_SOURCES =
  'project reference notes and FCAC’s annual report 2021–2022 (K1R 1B9); FCAC’s annual report 2024–2025 gives K1R 7Y2: sources disagree';

export const FEDERAL_AGENCIES: readonly Agency[] = [
  {
    id: 'fcac',
    name: 'Financial Consumer Agency of Canada',
    shortName: 'FCAC',
    purpose:
      'Federal regulator of banks and credit card issuers; explains credit reports and scores.',
    website: 'canada.ca/en/financial-consumer-agency',
    phones: [
      fact(
        { label: 'General', number: '1-866-461-3222' },
        'canada.ca/en/financial-consumer-agency',
      ),
    ],
    fax: null,
    mail: unconfirmed(
      ['427 Laurier Ave. West, 6th Floor', 'Ottawa ON  K1R 1B9'],
      FCAC_MAIL_SOURCES,
    ),
  },
  {
    id: 'osb',
    name: 'Office of the Superintendent of Bankruptcy',
    shortName: 'OSB',
    purpose: 'Oversees bankruptcies, consumer proposals and Licensed Insolvency Trustees.',
    website: 'ised-isde.canada.ca/site/office-superintendent-bankruptcy',
    phones: [
      fact(
        { label: 'General', number: '1-877-376-9902' },
        'ised-isde.canada.ca/site/office-superintendent-bankruptcy',
      ),
    ],
    fax: null,
    mail: null,
  },
  {
    id: 'competition-bureau',
    name: 'Competition Bureau',
    shortName: null,
    purpose: 'Receives complaints about deceptive marketing, including credit-repair offers.',
    website: 'competition-bureau.canada.ca',
    phones: [fact({ label: 'General', number: '1-800-348-5358' }, 'competition-bureau.canada.ca')],
    fax: null,
    mail: null,
  },
  {
    id: 'opc',
    name: 'Office of the Privacy Commissioner of Canada',
    shortName: 'OPC',
    purpose:
      'Receives complaints about how organizations, credit bureaus included, handle personal information.',
    website: 'priv.gc.ca',
    phones: [fact({ label: 'General', number: '1-800-282-1376' }, 'priv.gc.ca')],
    fax: null,
    mail: fact(['30 Victoria Street', 'Gatineau QC  K1A 1H3'], 'priv.gc.ca'),
  },
  {
    id: 'cafc',
    name: 'Canadian Anti-Fraud Centre',
    shortName: 'CAFC',
    purpose: 'Takes reports of fraud and identity theft.',
    website: 'antifraudcentre-centreantifraude.ca',
    phones: [
      fact({ label: 'General', number: '1-888-495-8501' }, 'antifraudcentre-centreantifraude.ca'),
      fact(
        { label: 'From outside North America', number: '1-705-495-8501' },
        'antifraudcentre-centreantifraude.ca',
      ),
    ],
    fax: null,
    mail: null,
  },
  {
    id: 'service-canada',
    name: 'Service Canada',
    shortName: null,
    purpose: 'Handles a lost or stolen Social Insurance Number.',
    website: 'canada.ca',
    phones: [fact({ label: 'Lost or stolen SIN', number: '1-800-206-7218' }, 'canada.ca')],
    fax: null,
    mail: null,
  },
];

/**
 * Where a consumer takes a complaint a creditor did not resolve. ADR Chambers' Banking Ombuds
 * Office is not listed: since November 1, 2024 OBSI is the one external complaints body for banks.
 */
export const ESCALATION_BODIES: readonly Agency[] = [
  {
    id: 'obsi',
    name: 'Ombudsman for Banking Services and Investments',
    shortName: 'OBSI',
    purpose:
      'Independent ombuds for complaints a participating bank or investment firm did not resolve.',
    website: null,
    phones: [fact({ label: 'General', number: '1-888-451-4519' }, REFERENCE_NOTES)],
    fax: fact('1-888-422-2865', REFERENCE_NOTES),
    mail: fact(
      ['20 Queen Street West, Suite 2400', 'P.O. Box 8', 'Toronto ON  M5H 3R3'],
      REFERENCE_NOTES,
    ),
  },
  {
    id: 'ccts',
    name: 'Commission for Complaints for Telecom-television Services',
    shortName: 'CCTS',
    purpose:
      'Independent body for complaints about phone, internet and TV providers, billing included.',
    website: null,
    phones: [fact({ label: 'General', number: '1-888-221-1687' }, REFERENCE_NOTES)],
    fax: fact('1-877-782-2924', REFERENCE_NOTES),
    mail: fact(['P.O. Box 56067, Minto Place RO', 'Ottawa ON  K1R 7Z1'], REFERENCE_NOTES),
  },
  {
    id: 'fcac',
    name: 'Financial Consumer Agency of Canada',
    shortName: 'FCAC',
    purpose: 'Takes complaints that a federally regulated bank broke a consumer-protection rule.',
    website: 'canada.ca/en/financial-consumer-agency',
    phones: [
      fact(
        { label: 'General', number: '1-866-461-3222' },
        'canada.ca/en/financial-consumer-agency',
      ),
    ],
    fax: null,
    mail: unconfirmed(
      ['427 Laurier Ave. West, 6th Floor', 'Ottawa ON  K1R 1B9'],
      FCAC_MAIL_SOURCES,
    ),
  },
];
