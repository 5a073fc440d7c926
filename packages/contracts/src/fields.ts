import { z } from 'zod';
import { readPhone, type PhoneProblem } from './validation/phone.js';
import { valuesOf } from './vocabulary/valuesOf.js';

/**
 * A vocabulary list's values as z.enum takes them: a non-empty tuple of its literal values (the
 * lists are `as const` and never empty, which the map's type cannot tell).
 */
export function enumValues<T extends readonly { value: string }[]>(list: T) {
  return valuesOf(list) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];
}

/**
 * The same, typed as plain text: for enums over text columns the server reads back as strings,
 * so its rows need no cast to the list's literals.
 */
export function textEnumValues(list: readonly { value: string }[]): readonly [string, ...string[]] {
  return enumValues(list);
}

/** Largest id the database holds (PostgreSQL `integer`). */
export const MAX_ENTITY_ID = 2_147_483_647;

/**
 * A database id: a positive integer, also accepted as a string of digits because ids arrive from
 * routes and query strings. Booleans, arrays and other values `Number()` would happily coerce are
 * rejected before coercion.
 */
export const entityId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)])
  .pipe(z.coerce.number<string | number>().int().positive().max(MAX_ENTITY_ID));

/** A trimmed string of `min..max` characters (length measured after trimming). */
export function trimmedString(min: number, max: number) {
  return z.string().trim().min(min).max(max);
}

/** An account login as typed at sign-in (trimmed). */
export const loginName = trimmedString(1, 128);

/**
 * A password as typed at sign-in. Never trimmed: spaces are part of a secret. Length is checked
 * loosely because accounts created before the current policy may hold short passwords.
 */
export const currentPassword = z.string().min(1).max(128);

/** A password being set: the policy length of 8..128 characters, never trimmed. */
export const newPassword = z.string().min(8).max(128);

/** An opaque access token as the client holds it. */
export const accessToken = trimmedString(1, 512);

/** A password-reset token: exactly 32 lowercase hex characters (SPEC section 5, DESIGN section 5). */
export const resetToken = z.string().regex(/^[0-9a-f]{32}$/, 'Токен сброса пароля должен состоять из 32 шестнадцатеричных символов');

/** A permission key such as `viewAbiturient` or `EditPassword`. */
export const permissionName = trimmedString(1, 100).regex(/^[A-Za-z][A-Za-z0-9_.:-]*$/);

/** Params of an action that takes none: an empty object, extra keys rejected. */
export const noParams = z.object({}).strict();

/**
 * A field without its default: an absent key of an update must stay absent, while zod applies a
 * default inside an optional field too (a missing `phones` would become [] and wipe the phones).
 * A default under a transform (`.default([]).transform(…)`) is taken out from under it.
 */
function withoutDefault(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return field.unwrap() as z.ZodType;
  if (field instanceof z.ZodPipe && field.in instanceof z.ZodDefault) return (field.in.unwrap() as z.ZodType).pipe(field.out as z.ZodType);
  return field;
}

/** The fields of a shape, each optional and without its default: what an update or a merge may carry. */
export function partialFields<Shape extends z.ZodRawShape>(shape: Shape) {
  const stripped = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, withoutDefault(field as z.ZodType)])) as unknown as Shape;
  return z.object(stripped).partial();
}

/** The `data` of an update: any of the fields, at least one, nothing else. */
export function changesOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return partialFields(shape)
    .strict()
    .refine((value) => Object.keys(value).length > 0, 'Укажите хотя бы одно поле для изменения');
}

/** Optional free text of at most `max` characters: trimmed, and null when empty or absent. */
export const optionalText = (max: number) =>
  z
    .union([z.null(), z.string().trim().max(max)])
    .optional()
    .transform((value) => (value ? value : null));

/** What a reply says of a phone number the rule (validation/phone.ts) does not read, by problem. */
export const PHONE_PROBLEM_MESSAGES: Readonly<Record<PhoneProblem, string>> = Object.freeze({
  unreadable: 'Номер телефона не читается: нужен российский номер, например +7 999 123-45-67 или 8 999 123-45-67',
  incomplete: 'Номер телефона неполный: после +7 или 8 нужно 10 цифр',
  code: 'В номере телефона нет такого кода: проверьте первые цифры, нет ли лишней 8 в начале',
});

/** The stored form of a number as typed, or an issue saying what is wrong with it. */
function storedPhone(value: string, context: z.RefinementCtx): string {
  const reading = readPhone(value);
  if (reading.ok) return reading.phone;
  context.addIssue({ code: 'custom', message: PHONE_PROBLEM_MESSAGES[reading.problem] });
  return z.NEVER;
}

/** Longest text a phone field takes: a number with every separator people put in it. */
const PHONE_MAX_LENGTH = 40;

/** A Russian phone number as people write it, stored as +7XXXXXXXXXX. */
export const phoneNumber = z.string().trim().max(PHONE_MAX_LENGTH).transform(storedPhone);

/** An optional phone number; an empty string or null means none. */
export const optionalPhone = z
  .union([z.null(), z.string().trim().max(PHONE_MAX_LENGTH)])
  .optional()
  .transform((value, context) => (value ? storedPhone(value, context) : null));
