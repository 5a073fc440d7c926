/** Russian phone numbers: stored as E.164 '+7XXXXXXXXXX', shown as '+7 (999) 123-45-67'. */

const E164_RU_RE = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/;

/**
 * Normalizes a Russian phone number to '+7XXXXXXXXXX'. Accepts the forms people type:
 * '8 999 123-45-67', '+7 (999) 123-45-67', '7999…', and the bare 10-digit national number
 * '9991234567'. Spaces, brackets, dashes and dots are ignored; '+' is allowed only in front
 * and must be followed by 7.
 *
 * @returns null for anything else (letters, other country codes, wrong digit count).
 */
export function normalizePhone(raw: string): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.length === 11 && digits.startsWith('7') ? `+${digits}` : null;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10) return `+7${digits}`;
  return null;
}

/**
 * Display form '+7 (999) 123-45-67' of a Russian number in any form {@link normalizePhone}
 * accepts. Anything it cannot read is returned unchanged, so a foreign or odd number on a
 * record is still shown rather than lost.
 */
export function formatPhone(phone: string): string {
  const match = E164_RU_RE.exec(normalizePhone(phone) ?? '');
  if (!match) return phone;
  return `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}`;
}
