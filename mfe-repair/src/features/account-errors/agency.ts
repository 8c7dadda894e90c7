import {
  type AgencyName,
  bureauByName,
  type CreditBureau,
  confirmedBureauFax,
  PROVINCES,
  WIZARD_PROVINCES,
  type WizardProvince,
} from 'shared/contract';

/** The agency fields a choice of Equifax or TransUnion fills (all editable afterwards). */
export interface AgencyAddress {
  cra_name: string;
  cra_street_address: string;
  cra_city: string;
  cra_province: WizardProvince | '';
  cra_postal_code: string;
  cra_fax: string;
}

// The last mail line reads 'City PR  A1A 1A1' (two spaces before the postal code).
const CITY_LINE = /^(.+?)\s+([A-Z]{2})\s+([A-Z]\d[A-Z] \d[A-Z]\d)$/;

function wizardProvinceOf(code: string): WizardProvince | '' {
  const name = PROVINCES.find((province) => province.code === code)?.name;
  return WIZARD_PROVINCES.find((province) => province === name) ?? '';
}

/** Splits a bureau's dispute address from the reference data into the form's fields. */
export function bureauAddress(bureau: CreditBureau): AgencyAddress {
  const lines = bureau.mail.value;
  const last = lines.at(-1) ?? '';
  const match = CITY_LINE.exec(last);
  const streetLines = match ? lines.slice(0, -1) : lines;
  return {
    cra_name: bureau.mailingName,
    cra_street_address: streetLines.join(', '),
    cra_city: match?.[1] ?? '',
    cra_province: match?.[2] ? wizardProvinceOf(match[2]) : '',
    cra_postal_code: match?.[3] ?? '',
    // Only a confirmed fax is offered (none today: Equifax's is only on an older page, TransUnion
    // publishes none): the letter then goes online or by mail.
    cra_fax: confirmedBureauFax(bureau) ?? '',
  };
}

/** The form fields an agency choice fills, in form order. */
export const AGENCY_ADDRESS_FIELDS = [
  'cra_name',
  'cra_street_address',
  'cra_city',
  'cra_province',
  'cra_postal_code',
  'cra_fax',
] as const satisfies readonly (keyof AgencyAddress)[];

/** The fields for agency 1 (Equifax) or 2 (TransUnion), from the bureau reference data. */
export function agencyAddress(agency: AgencyName): AgencyAddress {
  return bureauAddress(bureauByName(agency));
}
