/** Token formats of SPEC section 5. Both guards accept `unknown` so route params can go straight in. */

const RESET_TOKEN_RE = /^[0-9a-f]{32}$/;
// RFC 9562 layout: version digit 1-8 and variant bits 10xx. The nil and max UUIDs are refused:
// a ticket token is always generated, never a placeholder.
const TICKET_TOKEN_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Password-reset token: exactly 32 lowercase hex characters (the server issues lowercase). */
export function isResetToken(value: unknown): value is string {
  return typeof value === 'string' && RESET_TOKEN_RE.test(value);
}

/**
 * Queue-ticket token: a UUID in 8-4-4-4-12 hex form, any letter case, version 1-8 and the
 * RFC 4122/9562 variant (the first digit of the fourth group is 8, 9, a or b).
 */
export function isTicketToken(value: unknown): value is string {
  return typeof value === 'string' && TICKET_TOKEN_RE.test(value);
}
