import { describe, expect, it } from 'vitest';
import { birthDate } from './contingent.js';

describe('birthDate', () => {
  it('takes the stored form the records send back as well as the display form', () => {
    expect(birthDate.parse('2011-05-12')).toBe('2011-05-12');
    expect(birthDate.parse(' 12.05.2011 ')).toBe('2011-05-12');
  });

  it('refuses days that do not exist, dates after today and other shapes', () => {
    for (const value of ['2011-02-30', '30.02.2011', '2999-01-01', '2011-5-12', '2011-05-12T10:00:00Z', '']) expect(birthDate.safeParse(value).success, value).toBe(false);
  });
});
