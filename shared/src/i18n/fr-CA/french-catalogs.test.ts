import { catalogProblems, frenchTypographyProblems } from '../../testing';
import { common } from '../en-CA/common';
import { shell } from '../en-CA/shell';
import { commonFr } from './common';
import { shellFr } from './shell';

// Registered by initI18n (i18n.ts), with the login page's French chunk.
describe.each([
  ['common', common, commonFr],
  ['shell', shell, shellFr],
])("the French of the '%s' namespace", (_name, english, french) => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(english, french)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(french)).toEqual([]);
  });
});
