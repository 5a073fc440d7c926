/** Longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

// Pragmatic, not RFC 5322: one '@', no spaces, a dotted domain with a 2+ character top level,
// no empty labels. Quoted local parts and IP-literal domains are refused on purpose: nobody
// types them into an admissions form, and a typo is far more likely than either.
const EMAIL_RE = /^[^\s@"(),:;<>[\]\\]+@(?:[^\s@.]+\.)+[^\s@.\d][^\s@.]+$/u;

/** Pragmatic e-mail check: 'name@example.ru' yes; 'name@localhost', 'a@b', 'a b@c.ru' no. */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH || !EMAIL_RE.test(value)) return false;
  const [local = '', domain = ''] = value.split('@');
  if (local.length > MAX_LOCAL_LENGTH || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  // Domain labels cannot start or end with a hyphen (RFC 1035).
  return domain.split('.').every((label) => !label.startsWith('-') && !label.endsWith('-'));
}
