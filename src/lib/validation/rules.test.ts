import { describe, expect, it } from 'vitest';
import {
  missingPasswordRequirements,
  passwordStrength,
  validateEmail,
  validatePasswordConfirmation,
  validatePasswordStrength,
  validatePhone,
} from './rules';

describe('e-mail rule', () => {
  it.each(['a@b.co', ' tpo@college.ac.in '])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeUndefined();
  });
  it.each(['', 'plain', 'a@b', 'a b@c.d', '@b.co'])('rejects %j', (value) => {
    expect(validateEmail(value)).toBe('Please enter a valid email address');
  });
});

describe('phone rule', () => {
  it('requires a value', () => expect(validatePhone('')).toBe('Phone number is required'));
  it('requires exactly 10 digits', () => {
    expect(validatePhone('98765')).toBe('Phone number must be exactly 10 digits');
    expect(validatePhone('9876543210')).toBeUndefined();
  });
});

describe('password rule', () => {
  it('lists every missing requirement in order', () => {
    expect(validatePasswordStrength('')).toBe(
      'Password must contain: At least 8 characters, One uppercase letter, One lowercase letter, One number, One special character',
    );
    expect(validatePasswordStrength('abcdefgh1')).toBe(
      'Password must contain: One uppercase letter, One special character',
    );
  });
  it('accepts a strong password and rates it Strong', () => {
    expect(validatePasswordStrength('Demo@2026')).toBeUndefined();
    expect(missingPasswordRequirements('Demo@2026')).toEqual([]);
    expect(passwordStrength('Demo@2026')).toBe('Strong');
    expect(passwordStrength('demo2026')).toBe('Weak');
  });
  it('compares the confirmation', () => {
    expect(validatePasswordConfirmation('Demo@2026', 'Demo@2027')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation('Demo@2026', 'Demo@2026')).toBeUndefined();
  });
});
