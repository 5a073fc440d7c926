/**
 * What the sign-in forms check before they send anything: the limits of the session contracts
 * (packages/sdk contracts/fields.ts and user.ts) and the server's password policy, as plain
 * functions that answer with a translation key. The numbers are repeated here rather than read
 * from the zod schemas so the sign-in chunk carries no zod; authRules.test.ts holds them to the
 * contracts.
 */

/** A sentence for a person: a key of the `auth` namespace with its values, or text from the server as is. */
export type Message = { key: string; values?: Record<string, string | number> } | { text: string };

/** Field lengths of the contracts (loginName, currentPassword, newPassword, forgotPassword's login). */
export const AUTH_LIMITS = Object.freeze({
  loginMax: 128,
  passwordMax: 128,
  newPasswordMin: 8,
  recoveryMax: 254,
});

const key = (name: string, values?: Record<string, string | number>): Message => (values ? { key: name, values } : { key: name });

/** A trimmed text field of 1..max characters (the contracts trim before they measure). */
export function checkText(value: string, max: number, requiredKey: string): Message | null {
  const trimmed = value.trim();
  if (trimmed === '') return key(requiredKey);
  if (trimmed.length > max) return key('errors.tooLong', { count: max });
  return null;
}

/** A password as typed at sign-in: never trimmed, any length up to the maximum. */
export function checkPassword(value: string, requiredKey: string): Message | null {
  if (value === '') return key(requiredKey);
  if (value.length > AUTH_LIMITS.passwordMax) return key('errors.tooLong', { count: AUTH_LIMITS.passwordMax });
  return null;
}

/** What the new password is checked against besides its length. */
export interface NewPasswordContext {
  /** The account's login: the server refuses a password that contains it. */
  login?: string | undefined;
  /** The current password: the contract refuses a new one equal to it. */
  current?: string | undefined;
}

/** One line of the password rules shown beside the field, and whether the text meets it now. */
export interface PasswordRule {
  id: 'length' | 'notLogin' | 'differs' | 'uncommon';
  /** True when met, false when not, null when only the server can tell. */
  met: boolean | null;
  message: Message;
}

const containsLogin = (password: string, login: string | undefined): boolean =>
  login !== undefined && login.trim() !== '' && password.toLowerCase().includes(login.trim().toLowerCase());

/** The server's password policy (apps/server auth/passwords.ts) as lines a person reads before submitting. */
export function passwordRules(password: string, context: NewPasswordContext = {}): PasswordRule[] {
  const { newPasswordMin: min, passwordMax: max } = AUTH_LIMITS;
  const rules: PasswordRule[] = [
    { id: 'length', met: password.length >= min && password.length <= max, message: key('rules.length', { min, max }) },
  ];
  if (context.login) rules.push({ id: 'notLogin', met: password !== '' && !containsLogin(password, context.login), message: key('rules.notLogin') });
  if (context.current !== undefined) {
    rules.push({ id: 'differs', met: password !== '' && password !== context.current, message: key('rules.differs') });
  }
  rules.push({ id: 'uncommon', met: null, message: key('rules.uncommon') });
  return rules;
}

/** The first reason the new password would be refused, as far as the browser can tell. */
export function checkNewPassword(value: string, context: NewPasswordContext = {}): Message | null {
  if (value === '') return key('errors.newRequired');
  if (value.length < AUTH_LIMITS.newPasswordMin) return key('errors.tooShort', { count: AUTH_LIMITS.newPasswordMin });
  if (value.length > AUTH_LIMITS.passwordMax) return key('errors.tooLong', { count: AUTH_LIMITS.passwordMax });
  if (containsLogin(value, context.login)) return key('errors.containsLogin');
  if (context.current !== undefined && context.current !== '' && value === context.current) return key('errors.sameAsCurrent');
  return null;
}

/** The repeat field: filled in and equal to the new password. */
export function checkRepeat(value: string, password: string): Message | null {
  if (value === '') return key('errors.repeatRequired');
  if (value !== password) return key('errors.mismatch');
  return null;
}
