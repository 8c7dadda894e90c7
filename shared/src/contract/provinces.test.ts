import { describe, expect, it } from 'vitest';
import { wizardProvince } from './letter-bodies';
import { currentAddress } from './profile';
import {
  PROVINCE_OPTIONS,
  postalCodeProvincePrefix,
  provincesForPostalCode,
  WIZARD_PROVINCES,
} from './provinces';

const codes = (postalCode: string) => provincesForPostalCode(postalCode).map(({ code }) => code);

describe('the Northwest Territories (decisions.md section 6)', () => {
  it('are offered by the address selects and the letter wizards', () => {
    expect(PROVINCE_OPTIONS.map(({ label }) => label)).toContain('Northwest Territories');
    expect(PROVINCE_OPTIONS).toHaveLength(13);
    expect(WIZARD_PROVINCES).toContain('Northwest Territories');
    expect(wizardProvince.safeParse('Northwest Territories').success).toBe(true);
  });

  it('are a current address the contract accepts', () => {
    const parsed = currentAddress.safeParse({
      address_line_one: '4920 52 Street',
      city: 'Yellowknife',
      province_id: 5,
      postal_code: 'X1A 2P3',
      is_previous: false,
      rent_or_mortgage_cost: 1500,
      time_at_address: 2,
    });
    expect(parsed.success).toBe(true);
  });
});

describe('provincesForPostalCode', () => {
  it('tells the two territories apart by their forward sortation area', () => {
    expect(codes('X1A 2P3')).toEqual(['NT']);
    expect(codes('x0e 0n0')).toEqual(['NT']);
    expect(codes('X0G 0A0')).toEqual(['NT']);
    expect(codes('X0A 0H0')).toEqual(['NU']);
    expect(codes('X0B 1B0')).toEqual(['NU']);
    expect(codes('X0C 0A0')).toEqual(['NU']);
  });

  it('keeps both territories for another X code, and one province per other letter', () => {
    expect(codes('X9Z 9Z9')).toEqual(['NT', 'NU']);
    expect(codes('M5V 2T6')).toEqual(['ON']);
    expect(codes('H2X 1Y4')).toEqual(['QC']);
    expect(codes('D1A 1A1')).toEqual([]);
  });

  it('names the prefix that decided', () => {
    expect(postalCodeProvincePrefix('x1a 2p3')).toBe('X1A');
    expect(postalCodeProvincePrefix('X9Z 9Z9')).toBe('X');
    expect(postalCodeProvincePrefix('m5v')).toBe('M');
  });
});
