import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { accountDeletedCatalog } from './account-deleted-catalog';
import { accountDeletedCatalogFr } from './account-deleted-catalog.fr';
import { frameCatalog } from './frame-catalog';
import { frameCatalogFr } from './frame-catalog.fr';
import { passwordResetCatalog } from './password-reset-catalog';
import { passwordResetCatalogFr } from './password-reset-catalog.fr';
import { signInCodeCatalog } from './sign-in-code-catalog';
import { signInCodeCatalogFr } from './sign-in-code-catalog.fr';
import { siteCatalog } from './site-catalog';
import { siteCatalogFr } from './site-catalog.fr';

// Registered by the terms page, the app's layout, the reset pages and the sign-in code step,
// each when its code loads.
describe.each([
  ['the terms of service', siteCatalog, siteCatalogFr],
  ['the app frame', frameCatalog, frameCatalogFr],
  ['the password reset pages', passwordResetCatalog, passwordResetCatalogFr],
  ['the account deleted page', accountDeletedCatalog, accountDeletedCatalogFr],
  ['the second step of signing in', signInCodeCatalog, signInCodeCatalogFr],
])('the French of %s', (_name, english, french) => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(english, french)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(french)).toEqual([]);
  });
});
