import { catalogProblems } from 'shared/testing';
import { optionTexts } from './messages/en/options';
import { optionTextsFr } from './messages/fr/options';
import { optionLabel, provinceLabel, provinceNameLabel } from './option-labels';
import {
  BANKRUPTCY_TIMES,
  CITIZENSHIPS,
  GENDERS,
  IDENTIFICATION_TYPES,
  TIME_AT_OPTIONS,
} from './options';
import { PROVINCES, WIZARD_PROVINCES } from './provinces';

describe('option labels', () => {
  it('are the spec’s words in English, for every stored value', () => {
    for (const gender of GENDERS) expect(optionLabel('gender', gender, 'en-CA')).toBe(gender);
    for (const value of CITIZENSHIPS) expect(optionLabel('citizenship', value, 'en')).toBe(value);
    for (const { id, label } of IDENTIFICATION_TYPES) {
      expect(optionLabel('identificationType', id, 'en-CA')).toBe(label);
    }
    for (const { id, label } of BANKRUPTCY_TIMES) {
      expect(optionLabel('bankruptcyTimes', id, 'en-CA')).toBe(label);
    }
    for (const { value, label } of TIME_AT_OPTIONS) {
      expect(optionLabel('timeAt', value, 'en-CA')).toBe(label);
    }
    for (const province of PROVINCES) {
      expect(provinceLabel(province.code, 'en-CA')).toBe(province.name);
    }
  });

  it('have a French label for every one of them', () => {
    expect(catalogProblems(optionTexts, optionTextsFr)).toEqual([]);
    expect(optionLabel('gender', 'Female', 'fr-CA')).toBe('Femme');
    expect(optionLabel('timeAt', 0, 'fr-CA')).toBe('Moins d’un an');
    expect(provinceLabel('QC', 'fr-CA')).toBe('Québec');
    expect(provinceLabel('PE', 'fr-CA')).toBe('Île-du-Prince-Édouard');
    expect(provinceLabel('NT', 'fr-CA')).toBe('Territoires du Nord-Ouest');
  });

  it('name the wizards’ provinces, stored by their English names, in either language', () => {
    for (const name of WIZARD_PROVINCES) {
      expect(provinceNameLabel(name, 'en-CA')).toBe(name);
      expect(provinceNameLabel(name, 'fr-CA')).not.toBe('');
    }
    expect(provinceNameLabel('British Columbia', 'fr-CA')).toBe('Colombie-Britannique');
    expect(provinceNameLabel('Nova Scotia', 'fr-CA')).toBe('Nouvelle-Écosse');
  });
});
