import { FEDERAL_AGENCIES } from './agencies';
import { EQUIFAX, TRANSUNION } from './bureaus';
import { inLanguage } from './fact';
import { FRENCH_REFERENCE } from './french-names';
import { frenchValueKey } from './french-reference';
import {
  BUREAU_FRAUD_CONTACTS,
  FRAUD_ALERT,
  IDENTITY_THEFT_CONTACTS,
  SECURITY_FREEZES,
  securityFreezesFor,
} from './identity-protection';

/** Issue 21, point 15: what a worried consumer can do now, sourced, in both languages. */

const numbers = (contacts: typeof BUREAU_FRAUD_CONTACTS) =>
  contacts.flatMap((contact) => contact.lines.map((line) => line.number));

describe('identity protection facts', () => {
  it('gives the bureaus’ lines from the bureaus’ own entries, Equifax’s fraud line first', () => {
    expect(numbers(BUREAU_FRAUD_CONTACTS)).toEqual([
      '1-800-465-7166',
      '1-877-713-3393',
      '1-866-525-0262',
      '1-800-663-9980',
    ]);
    const bureauNumbers = [...EQUIFAX.phones, ...TRANSUNION.phones].map((p) => p.value.number);
    for (const number of numbers(BUREAU_FRAUD_CONTACTS)) expect(bureauNumbers).toContain(number);
  });

  it('gives the Canadian Anti-Fraud Centre and Service Canada for a lost or stolen SIN', () => {
    expect(numbers(IDENTITY_THEFT_CONTACTS)).toEqual([
      '1-888-495-8501',
      '1-705-495-8501',
      '1-800-206-7218',
    ]);
    const agencyNumbers = FEDERAL_AGENCIES.flatMap((a) => a.phones.map((p) => p.value.number));
    for (const number of numbers(IDENTITY_THEFT_CONTACTS)) expect(agencyNumbers).toContain(number);
    const [centre] = IDENTITY_THEFT_CONTACTS;
    expect(centre && inLanguage(centre.name, 'fr')).toBe('Centre antifraude du Canada');
  });

  it('has a source, a French text in the French part for every fact, and no unconfirmed one', () => {
    const facts = [
      FRAUD_ALERT,
      ...SECURITY_FREEZES.flatMap((freeze) => [freeze.text, freeze.statute]),
      ...[...BUREAU_FRAUD_CONTACTS, ...IDENTITY_THEFT_CONTACTS].flatMap((contact) => [
        contact.name,
        ...contact.lines.map((line) => line.label),
      ]),
    ];
    for (const fact of facts) {
      expect(fact.source, fact.value).toBeTruthy();
      expect(FRENCH_REFERENCE.values.has(frenchValueKey(fact.value)), fact.value).toBe(true);
      expect(fact.unconfirmed, fact.value).toBeUndefined();
    }
  });

  it('dates the freezes by their statutes: Québec since 2023, Ontario since July 1, 2026', () => {
    expect(SECURITY_FREEZES.map(({ province, since }) => [province, since])).toEqual([
      ['QC', '2023-02-01'],
      ['ON', '2026-07-01'],
    ]);
    expect(SECURITY_FREEZES[0]?.text.source).toMatch(/A-8\.2, s\. 8/);
    expect(SECURITY_FREEZES[1]?.text.source).toMatch(/O\. Reg\. 168\/25/);
  });

  it('puts the consumer’s own province’s freeze first', () => {
    expect(securityFreezesFor('ON').map((freeze) => freeze.province)).toEqual(['ON', 'QC']);
    expect(securityFreezesFor('QC').map((freeze) => freeze.province)).toEqual(['QC', 'ON']);
    expect(securityFreezesFor('AB').map((freeze) => freeze.province)).toEqual(['QC', 'ON']);
    expect(securityFreezesFor(null).map((freeze) => freeze.province)).toEqual(['QC', 'ON']);
  });
});
