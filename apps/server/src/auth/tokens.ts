import { createHash, randomBytes } from 'node:crypto';

/** An opaque access token: 256 random bits, base64url. Only its SHA-256 is stored. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A password-reset token: 32 lowercase hex characters (128 bits), as SPEC section 5 requires. */
export function newResetToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
