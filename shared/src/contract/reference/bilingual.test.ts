import { bureauNameIn, CREDIT_BUREAUS, EQUIFAX, TRANSUNION } from './bureaus';
import { CREDIT_RATINGS, creditRatingLabel } from './credit-ratings';
import { confirmed, confirmedValue, statuteTitle } from './display';
import { type Fact, inLanguage } from './fact';
import { FRENCH_REFERENCE } from './french-names';
import { frenchValueKey } from './french-reference';
import { PROVINCIAL_FACTS } from './provincial';

/**
 * Issue 15: the reference texts the letters print exist in French, each with where its French
 * comes from, and one accessor reads a fact in either language.
 */

describe('inLanguage and confirmed', () => {
  const fact: Fact<readonly string[]> = EQUIFAX.mail;
  const french = ['National Consumer Relations', 'C.P. 190', 'Montréal (Québec)  H1S 2Z2'];

  it('reads a fact in English, or in French from the French part', () => {
    expect(inLanguage(fact, 'en')).toEqual(fact.value);
    expect(inLanguage(fact, 'fr')).toEqual(french);
    expect(confirmed([fact], 'fr')).toEqual([french]);
    expect(confirmedValue(fact, 'fr')).toEqual(french);
  });

  it('keeps a value the French part does not hold as it is', () => {
    expect(inLanguage({ value: 'Consumer Reporting Act', source: 's' }, 'fr')).toBe(
      'Consumer Reporting Act',
    );
  });

  it('keeps leaving out unconfirmed facts, in either language', () => {
    expect(confirmed([{ ...fact, unconfirmed: true }], 'fr')).toEqual([]);
  });
});

describe('the bureaus in French', () => {
  it('has every text a letter prints in French, with the source of the French', () => {
    for (const bureau of CREDIT_BUREAUS) {
      const facts = [
        bureau.identification.summary,
        ...bureau.identification.documents,
        ...bureau.identification.rules,
        ...bureau.online.form,
        ...bureau.online.rules,
        ...bureau.mailRules,
      ];
      for (const fact of facts) {
        expect(FRENCH_REFERENCE.values.has(frenchValueKey(fact.value)), fact.value).toBe(true);
        expect(inLanguage(fact, 'fr'), fact.value).not.toBe(fact.value);
      }
      expect(inLanguage(bureau.mail, 'fr')).not.toEqual(bureau.mail.value);
    }
  });

  it('writes the addresses in French postal form, keeping the sourced names', () => {
    expect(inLanguage(EQUIFAX.mail, 'fr')).toEqual([
      'National Consumer Relations',
      'C.P. 190',
      'Montréal (Québec)  H1S 2Z2',
    ]);
    expect(inLanguage(TRANSUNION.mail, 'fr')).toEqual([
      '3115, Harvester Road, bureau 201',
      'Burlington (Ontario)  L7N 3N8',
    ]);
    expect(EQUIFAX.mailingName).toBe('Equifax Canada Co.');
    expect(bureauNameIn(EQUIFAX, 'fr')).toBe('Équifax Canada');
  });
});

describe('statute titles', () => {
  const quebec = PROVINCIAL_FACTS.QC.creditReporting?.value ?? [];
  const ontario = PROVINCIAL_FACTS.ON.creditReporting?.value ?? [];

  it('gives Québec’s statutes their official French titles in French', () => {
    expect(quebec.map((law) => statuteTitle(law, 'fr'))).toEqual([
      'Loi sur les agents d’évaluation du crédit, RLRQ, c. A-8.2',
      'Loi sur la protection des renseignements personnels dans le secteur privé, RLRQ, c. P-39.1',
    ]);
    expect(quebec.map((law) => statuteTitle(law, 'en'))[0]).toBe(
      'Credit Assessment Agents Act, CQLR c A-8.2',
    );
  });

  it('names Ontario’s, Manitoba’s and New Brunswick’s statutes by their official French titles', () => {
    expect(ontario.map((law) => statuteTitle(law, 'fr'))).toEqual([
      'Loi sur les renseignements concernant le consommateur, L.R.O. 1990, chap. C.33',
    ]);
    const collection = (code: 'ON' | 'NB' | 'MB') =>
      PROVINCIAL_FACTS[code].collection.value.map((law) => statuteTitle(law, 'fr'));
    // One English title, two provinces' acts: each by its own citation.
    expect(collection('ON')).toEqual([
      'Loi sur les services de recouvrement et de règlement de dette, L.R.O. 1990, chap. C.14',
    ]);
    expect(collection('NB')).toEqual([
      'Loi sur les services de recouvrement et de règlement de dette, LN-B 2011, ch. 126',
    ]);
    expect(collection('MB')).toEqual(['Loi sur la protection du consommateur, CPLM, c. C200']);
  });

  it('keeps the official English title of a statute with no sourced French one', () => {
    expect(
      PROVINCIAL_FACTS.NS.creditReporting?.value.map((law) => statuteTitle(law, 'fr')),
    ).toEqual(['Consumer Reporting Act, RSNS 1989, c 93']);
  });
});

describe('credit ratings', () => {
  it('are labelled in both languages', () => {
    expect(creditRatingLabel('R7', 'fr')).toBe(
      'R7 (payé dans le cadre d’une proposition de consommateur ou d’un programme de gestion de dettes)',
    );
    for (const rating of CREDIT_RATINGS) {
      expect(creditRatingLabel(rating, 'fr')).not.toBe(creditRatingLabel(rating, 'en'));
    }
  });
});
