import { chooseLanguage, languageOf } from './language';

describe('the language a visit starts in', () => {
  it('is the stored choice when there is one', () => {
    expect(chooseLanguage({ stored: 'fr', browser: ['en-CA'] })).toBe('fr');
    expect(chooseLanguage({ stored: 'en', browser: ['fr-CA'] })).toBe('en');
  });

  it("follows the first French or English entry of the browser's languages", () => {
    expect(chooseLanguage({ stored: null, browser: ['fr-CA', 'en-CA'] })).toBe('fr');
    expect(chooseLanguage({ stored: null, browser: ['fr'] })).toBe('fr');
    expect(chooseLanguage({ stored: null, browser: ['FR-be'] })).toBe('fr');
    expect(chooseLanguage({ stored: null, browser: ['de-DE', 'fr-FR', 'en'] })).toBe('fr');
    expect(chooseLanguage({ stored: null, browser: ['en-US', 'fr-CA'] })).toBe('en');
  });

  it('is English for any other browser, and ignores a stored value it does not know', () => {
    expect(chooseLanguage({ stored: null, browser: ['es-MX', 'de'] })).toBe('en');
    expect(chooseLanguage({ stored: null, browser: [] })).toBe('en');
    expect(chooseLanguage({ stored: 'es', browser: ['fr-CA'] })).toBe('fr');
    // 'fresh' is no language tag for French.
    expect(chooseLanguage({ stored: null, browser: ['frx', 'en'] })).toBe('en');
  });

  it('reads French from any fr* locale', () => {
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('en-CA')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
