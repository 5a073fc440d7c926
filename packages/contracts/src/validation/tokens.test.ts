import { describe, it, expect } from 'vitest';
import { isResetToken, isTicketToken } from './tokens.js';

describe('isResetToken', () => {
  it('accepts 32 lowercase hex characters', () => {
    expect(isResetToken('0123456789abcdef0123456789abcdef')).toBe(true);
  });

  it.each([
    '0123456789ABCDEF0123456789ABCDEF',
    '0123456789abcdef0123456789abcde',
    '0123456789abcdef0123456789abcdef0',
    '0123456789abcdeg0123456789abcdef',
    '',
    ' 0123456789abcdef0123456789abcdef',
  ])('refuses %j', (value) => {
    expect(isResetToken(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isResetToken(null)).toBe(false);
    expect(isResetToken(12345)).toBe(false);
  });
});

describe('isTicketToken', () => {
  it.each([
    '123e4567-e89b-12d3-a456-426614174000',
    '550e8400-e29b-41d4-a716-446655440000',
    'F47AC10B-58CC-4372-A567-0E02B2C3D479',
    '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
    '1ec9414c-232a-6b00-b3c8-9e6bdeced846',
    '320c3d4d-cc00-875b-8ec9-32d5f69181c0',
  ])('accepts %s', (value) => {
    expect(isTicketToken(value)).toBe(true);
  });

  it.each([
    '00000000-0000-0000-0000-000000000000',
    '123e4567-e89b-92d3-a456-426614174000',
    '123e4567-e89b-42d3-c456-426614174000',
    '123e4567e89b42d3a456426614174000',
    '123e4567-e89b-42d3-a456-42661417400',
    '{123e4567-e89b-42d3-a456-426614174000}',
    'g23e4567-e89b-42d3-a456-426614174000',
    '',
  ])('refuses %j', (value) => {
    expect(isTicketToken(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isTicketToken(undefined)).toBe(false);
  });
});
