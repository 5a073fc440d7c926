import { describe, expect, it } from 'vitest';
import { isUnreachable } from './unreachable.js';

describe('isUnreachable', () => {
  it('tells a missing answer from a refusal', () => {
    for (const code of ['TRANSPORT_ERROR', 'TIMEOUT', 'EMPTY_RESPONSE', 'CONNECTION_CLOSED']) expect(isUnreachable({ success: false, data: code })).toBe(true);
    for (const code of ['ACCESS_DENIED', 'RATE_LIMITED', 'INTERNAL', 'LOGGED_OUT']) expect(isUnreachable({ success: false, data: code })).toBe(false);
    expect(isUnreachable({ success: true, data: 'TRANSPORT_ERROR' })).toBe(false);
  });
});
