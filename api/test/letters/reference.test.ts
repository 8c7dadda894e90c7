import {
  BARS_REPORTING_STATUTE_BARRED,
  CANADA_POST_STOPPAGES,
  CREDIT_BUREAUS,
  confirmedBureauFax,
  consumerOfficeFor,
  EQUIFAX,
  ESCALATION_BODIES,
  type Fact,
  FEDERAL_AGENCIES,
  PROVINCES,
  PROVINCIAL_FACTS,
  privacyCommissionerFor,
  REPORT_RETENTION,
  TRANSUNION,
} from 'shared/contract';
import { describe, expect, it } from 'vitest';

/** Every Fact found anywhere inside a value. */
function factsIn(value: unknown): Fact<unknown>[] {
  if (Array.isArray(value)) return value.flatMap(factsIn);
  if (typeof value !== 'object' || value === null) return [];
  if ('value' in value && 'source' in value) return [value as Fact<unknown>];
  return Object.values(value).flatMap(factsIn);
}

describe('Canadian reference data', () => {
  it('has an entry for every province and territory', () => {
    expect(Object.keys(PROVINCIAL_FACTS).sort()).toEqual(PROVINCES.map((p) => p.code).sort());
    for (const [code, facts] of Object.entries(PROVINCIAL_FACTS)) expect(facts.code).toBe(code);
  });

  it('keeps a source beside every value', () => {
    const all = factsIn([
      CREDIT_BUREAUS,
      FEDERAL_AGENCIES,
      ESCALATION_BODIES,
      PROVINCIAL_FACTS,
      REPORT_RETENTION,
      CANADA_POST_STOPPAGES,
    ]);
    expect(all.length).toBeGreaterThan(80);
    for (const fact of all) expect(fact.source.trim()).not.toBe('');
  });

  it('marks what only third parties gave, or what sources disagree on, as unconfirmed', () => {
    const unconfirmedPeriods = Object.values(PROVINCIAL_FACTS)
      .filter((facts) => facts.limitationPeriod.unconfirmed)
      .map((facts) => facts.code)
      .sort();
    expect(unconfirmedPeriods).toEqual(['NB', 'NL', 'NT', 'NU', 'PE', 'YT']);
    expect(PROVINCIAL_FACTS.ON.limitationPeriod.unconfirmed).toBeUndefined();
  });

  it('gives every body an escalation letter goes to a route it publishes: a whole address or its complaint page', () => {
    const wholeAddress = (lines: readonly string[] | null) =>
      /[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(lines?.at(-1)?.trim() ?? '');
    const routes = (['ON', 'QC', 'BC', 'AB', 'NS', 'MB', 'NT', 'SK'] as const).map((code) => {
      const office = consumerOfficeFor(code);
      const commissioner = privacyCommissionerFor(code);
      return {
        code,
        office: office && !office.unconfirmed ? office.value.name : null,
        officeRoute: wholeAddress(office?.value.mail ?? null)
          ? 'mail'
          : (office?.value.complaintPage?.site ?? null),
        commissioner: commissioner.name.value,
        commissionerRoute:
          !commissioner.mail.unconfirmed && wholeAddress(commissioner.mail.value)
            ? 'mail'
            : (commissioner.complaintPage?.site ?? null),
      };
    });
    expect(routes).toEqual([
      {
        code: 'ON',
        office: 'Consumer Protection Ontario',
        officeRoute: 'ontario.ca',
        commissioner: 'Office of the Privacy Commissioner of Canada',
        commissionerRoute: 'mail',
      },
      {
        code: 'QC',
        office: 'Office de la protection du consommateur',
        officeRoute: 'opc.gouv.qc.ca',
        commissioner: 'Commission d’accès à l’information du Québec',
        commissionerRoute: 'mail',
      },
      {
        code: 'BC',
        office: 'Consumer Protection BC',
        officeRoute: 'consumerprotectionbc.ca',
        commissioner: 'Office of the Information and Privacy Commissioner for British Columbia',
        commissionerRoute: 'oipc.bc.ca',
      },
      {
        code: 'AB',
        office: 'Consumer Investigations Unit, Service Alberta',
        officeRoute: 'alberta.ca',
        commissioner: 'Office of the Information and Privacy Commissioner of Alberta',
        commissionerRoute: 'oipc.ab.ca',
      },
      {
        code: 'NS',
        office: 'Service Nova Scotia',
        officeRoute: 'novascotia.ca',
        commissioner: 'Office of the Privacy Commissioner of Canada',
        commissionerRoute: 'mail',
      },
      {
        code: 'MB',
        office: 'Consumer Protection Office',
        officeRoute: 'manitoba.ca/cca/cpo',
        commissioner: 'Office of the Privacy Commissioner of Canada',
        commissionerRoute: 'mail',
      },
      {
        code: 'NT',
        office: 'Consumer Affairs, Department of Municipal and Community Affairs',
        officeRoute: 'maca.gov.nt.ca',
        commissioner: 'Office of the Privacy Commissioner of Canada',
        commissionerRoute: 'mail',
      },
      {
        // Its phone line is what the notes give; its letter says to confirm the address first.
        code: 'SK',
        office: 'Financial and Consumer Affairs Authority, Consumer Protection Division',
        officeRoute: null,
        commissioner: 'Office of the Privacy Commissioner of Canada',
        commissionerRoute: 'mail',
      },
    ]);
  });

  it('bars reporting a statute-barred debt only where a statute says so, as the wizard knows', () => {
    const barring = Object.values(PROVINCIAL_FACTS)
      .filter((facts) =>
        (facts.creditReporting?.value ?? []).some((law) =>
          law.provisions.some((provision) => provision.endsWith('may not be reported')),
        ),
      )
      .map((facts) => facts.code);
    expect(barring).toEqual(['SK']);
    expect(BARS_REPORTING_STATUTE_BARRED).toEqual(barring);
  });

  it('knows which provinces have a credit-reporting statute a letter can cite', () => {
    const withStatute = Object.values(PROVINCIAL_FACTS)
      .filter((facts) => facts.creditReporting !== null)
      .map((facts) => facts.code)
      .sort();
    expect(withStatute).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'QC', 'SK']);
  });

  it('knows how each bureau takes disputes today: online, mail, and no confirmed fax', () => {
    expect(EQUIFAX.online).toMatchObject({
      site: 'equifax.ca',
      page: 'Dispute your credit report',
    });
    expect(TRANSUNION.online.site).toBe('secure-ocs.transunion.ca');
    expect(TRANSUNION.online.rules.map((rule) => rule.value)).toEqual([
      'One submission per person, holding every request: put all of yours in it.',
      'No new submission while another of your disputes is open.',
      'Only for your own credit file.',
    ]);
    for (const bureau of CREDIT_BUREAUS) {
      expect(bureau.mailRules[0]?.value).toBe(
        'Send copies of your documents, never the originals.',
      );
      // Equifax's number is only on an older page: kept with its source, never offered.
      expect(confirmedBureauFax(bureau)).toBeNull();
    }
    expect(EQUIFAX.fax).toMatchObject({ value: '(514) 355-8502', unconfirmed: true });
    expect(EQUIFAX.fax?.source).toMatch(/older official page/);
    expect(TRANSUNION.mailRules.map((rule) => rule.value)).toContain(
      'Put each document on its own 8½ × 11 sheet.',
    );
  });
});
