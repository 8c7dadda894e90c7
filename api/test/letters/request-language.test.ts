import { describe, expect, it } from 'vitest';
import { acceptLanguage } from '../../src/letters-store/request-language';

/** The instructions page's language, from a request's Accept-Language (issue 15). */
describe('acceptLanguage', () => {
  it('is French when French comes first among English and French', () => {
    expect(acceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(acceptLanguage('fr')).toBe('fr');
    expect(acceptLanguage('de-DE,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(acceptLanguage('en;q=0.4,fr-CA;q=0.8')).toBe('fr');
  });

  it('is English otherwise: English first, neither language, or no header', () => {
    expect(acceptLanguage('en-CA,fr;q=0.5')).toBe('en');
    expect(acceptLanguage('es-MX,de')).toBe('en');
    expect(acceptLanguage(undefined)).toBe('en');
    expect(acceptLanguage('')).toBe('en');
    expect(acceptLanguage('fr;q=0,en;q=0.1')).toBe('en');
  });
});
