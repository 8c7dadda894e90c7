import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '../../testing/in-french';
import { catalogProblems } from '../catalog';
import { common } from '../en-CA/common';
import { shell } from '../en-CA/shell';
import { commonFr } from './common';
import { shellFr } from './shell';

describe('the French catalogs of the shared namespaces', () => {
  it.each([
    ['common', common, commonFr],
    ['shell', shell, shellFr],
  ])('%s has every English key, no other, none empty, the same placeholders', (_, en, fr) => {
    expect(catalogProblems(en, fr)).toEqual([]);
  });

  it.each([
    ['common', commonFr],
    ['shell', shellFr],
  ])('%s keeps French typography: no-break spaces before : ; ! ? », after «, and ’', (_, fr) => {
    expect(frenchTypographyProblems(fr)).toEqual([]);
  });
});
