import { updateProfileBody } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countries, countryName } from './countries.ts';

describe('COUNTRIES', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes once each', () => {
    const codes = COUNTRIES.map(({ code }) => code);
    expect(new Set(codes).size).toBe(249);
    expect(codes.length).toBe(249);
  });

  it('offers only codes the profile accepts', () => {
    const country = updateProfileBody.shape.country;
    for (const { code } of COUNTRIES) expect(country.safeParse(code).success).toBe(true);
  });

  it('is sorted by name, for finding a country by its first letters', () => {
    const names = COUNTRIES.map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('countryName', () => {
  it('names a stored code, and shows an unknown one as it is', () => {
    expect(countryName('MY')).toBe('Malaysia');
    expect(countryName('XK')).toBe('XK');
  });
});

describe('countries', () => {
  it('keeps the English list as it is', () => {
    expect(countries('en')).toBe(COUNTRIES);
  });

  it('names and sorts the countries in Malay and Indonesian', () => {
    expect(countryName('US', 'ms')).toBe('Amerika Syarikat');
    expect(countryName('US', 'id')).toBe('Amerika Serikat');
    expect(countryName('XK', 'id')).toBe('XK');
    const names = countries('id').map(({ name }) => name);
    expect(names).toHaveLength(249);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id-ID')));
  });
});
