import { initI18n, loadLanguage, localeOf } from 'shared/i18n';
import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { LETTER_WIZARD_NAMESPACE, letterWizardTexts } from './texts';
import { letterWizardTextsFr } from './texts.fr';

describe('the letter-wizard kit’s French catalog', () => {
  it('has every English key, no more, none empty, the same placeholders', () => {
    expect(catalogProblems(letterWizardTexts, letterWizardTextsFr)).toEqual([]);
  });

  it('is written with French typography', () => {
    expect(frenchTypographyProblems(letterWizardTextsFr)).toEqual([]);
  });

  it('is what the kit’s registration loads for French', async () => {
    await loadLanguage('fr');
    expect(initI18n().getResourceBundle(localeOf('fr'), LETTER_WIZARD_NAMESPACE)).toEqual(
      letterWizardTextsFr,
    );
  });
});
