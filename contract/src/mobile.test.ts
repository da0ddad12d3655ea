import { describe, expect, it } from 'vitest';
import { MDV_MOBILE_PREFIX } from './constants';
import { mobilePrefixOf, mobileWithPrefix, mobileWithoutPrefix } from './mobile';

describe('mobile prefix', () => {
  it('is +960 for a Maldivian company only', () => {
    expect(mobilePrefixOf('MDV')).toBe(MDV_MOBILE_PREFIX);
    expect(mobilePrefixOf('LKA')).toBeUndefined();
    expect(mobilePrefixOf(undefined)).toBeUndefined();
  });
  it('is added once when stored and taken off for the field', () => {
    expect(mobileWithPrefix(' 7654321 ', 'MDV')).toBe('+960 7654321');
    expect(mobileWithPrefix('+44 7700 900000', 'MDV')).toBe('+44 7700 900000');
    expect(mobileWithPrefix('', 'MDV')).toBe('');
    expect(mobileWithPrefix('7654321', 'LKA')).toBe('7654321');
    expect(mobileWithoutPrefix('+960 7654321', 'MDV')).toBe('7654321');
    expect(mobileWithoutPrefix('+44 7700 900000', 'MDV')).toBe('+44 7700 900000');
    expect(mobileWithoutPrefix(null, 'MDV')).toBe('');
  });
});
