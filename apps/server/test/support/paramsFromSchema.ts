import type { ActionContract } from '@abitura/contracts';
import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that `z.toJSONSchema` emits for params. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The params schema of a contract as JSON Schema (input side: what a caller sends). */
export function paramsJsonSchema(contract: ActionContract): JsonSchema {
  return z.toJSONSchema(contract.params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** What the server validates: a missing or null `params` counts as `{}` (dispatcher). */
export function serverAccepts(contract: ActionContract, params: unknown): boolean {
  return contract.params.safeParse(params ?? {}).success;
}

/** Ids far above anything a test creates, so a generated write never hits a real row. */
const FAR_ID = { min: 1_000_000, max: 2_000_000_000 };

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (high === undefined || high > FAR_ID.min) {
    return fc.integer({ min: Math.max(low ?? FAR_ID.min, FAR_ID.min), max: Math.min(high ?? FAR_ID.max, FAR_ID.max) });
  }
  return fc.integer({ min: Math.ceil(low ?? 0), max: Math.floor(high) });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 64;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.pattern === '^\\d+$') return integerArbitrary({}).map(String);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, Math.max(minLength, 1) + 24) }).filter((value) => value.trim().length >= minLength && fits(value));
}

/**
 * A fast-check arbitrary of values shaped like the schema: a small generator for the JSON Schema
 * subset zod emits. Values are candidates; `validParams` keeps those the contract accepts.
 */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return integerArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) as never[] });
    }
    default:
      return fc.jsonValue();
  }
}

/**
 * Hand-written valid params for contracts whose refinements random values almost never meet (a
 * contact needs a phone or an e-mail that validates). Ids are far above anything a test creates.
 */
const KNOWN_VALID: Readonly<Record<string, readonly unknown[]>> = {
  'Organization/CreateResponsibles': [
    { org_id: 1_000_000, fullname: 'Иванова Анна Сергеевна', email: 'contact@school.example' },
    { org_id: 1_000_001, fullname: 'Петров Олег', phone: '+7 916 123-45-67', position: 'Директор' },
  ],
  // Names of letters only and a birth date in the past: random strings rarely meet both.
  'Abiturient/Create': [
    { data: { last_name: 'Иванова', first_name: 'Анна', birth_date: '2010-03-15', phones: ['+7 916 555-12-34'], grade: 'SCH9', graduation_year: 26 }, ignore_duplicates: true },
    { data: { last_name: 'Петров', first_name: 'Олег', middle_name: 'Игоревич', email: 'o.petrov@mail.example' }, ignore_duplicates: true },
  ],
  'Abiturient/Update': [{ id: 1_000_000, data: { last_name: 'Смирнова' } }],
  'Abiturient/FindDuplicates': [{ last_name: 'Иванова', first_name: 'Анна', birth_date: '2010-03-15' }],
  // A call result is one of 7 codes, and a callback time goes only with some of them.
  'CallService/registerCall': [
    { data: { personId: 1_000_000, direction: 'outgoing', theme: 'prkom24', result: 1, comment: 'Договорились о встрече' } },
    { data: { personId: 1_000_001, direction: 'incoming', theme: 'other', result: 5, callbackAt: '2030-01-15T09:00:00+03:00' } },
  ],
  // An e-mail address, and an interaction type by its id: random values meet neither.
  'EmailTemplate/TestSend': [{ id: 1, to: 'check@college.example' }],
  'CallService/createInteraction': [
    { personId: 1_000_000, actionType: 8, result: 6, notify: true },
    { personId: 1_000_001, actionType: 10, actionData: { comment: 'Рассказали о приёме' } },
  ],
  // Two dates at most 42 days apart.
  'Calendar/List': [{ from: '2026-08-31', to: '2026-10-11' }, { from: '2026-09-01', to: '2026-09-01', kinds: ['callback'], scope: 'team' }],
  // A prefix of capital letters and seven days of hours, each closing after it opens.
  'Queue/SaveService': [
    { prefix: 'Ж', name: 'Консультация', hours: [...Array.from({ length: 5 }, () => ({ from: '09:00', to: '18:00' })), null, null] },
    { id: 1_000_000, prefix: 'ЖК', name: 'Справки', hours: Array.from({ length: 7 }, () => ({ from: '10:00', to: '16:00' })), priority: 1 },
  ],
  // Exactly one of a service and a desk; a period whose start is not after its end.
  'Queue/Transfer': [{ ticketId: 1_000_000, serviceId: 1 }, { ticketId: 1_000_001, deskId: 1 }],
  'Queue/Stats': [{ from: '2026-09-01', to: '2026-09-30' }],
  'Ticket/Get': [{ token: '6f1c2a4e-3b5d-4c7e-9f80-1a2b3c4d5e6f' }],
  'Ticket/Cancel': [{ token: '6f1c2a4e-3b5d-4c7e-9f80-1a2b3c4d5e6f' }],
  // Known header names and a line within the file: random text names no column.
  'Abiturient/Import': [
    { file: { sha256: 'a'.repeat(64), name: 'contingent.csv', lines: 1 }, part: 0, columns: ['Фамилия', 'Имя'], rows: [{ line: 2, cells: ['Соколова', 'Мария'] }], dryRun: true },
  ],
  // A calendar within its year and in order: random dates meet neither.
  'Admission/SaveSeason': [
    { year: 2026, filing_starts: '2026-06-20', filing_ends: '2026-07-15', tests_start: '2026-07-16', tests_end: '2026-08-10', lists_date: '2026-08-16', enrolment_date: '2026-08-25' },
    { id: 1_000_000, year: 2027, filing_starts: '2027-06-20', filing_ends: '2027-07-15', tests_start: '2027-07-16', tests_end: '2027-08-10', lists_date: '2027-08-16', enrolment_date: '2027-08-25' },
  ],
  // The mos.ru export's required headers: random text names no column.
  'Admission/ImportMosru': [
    {
      season_id: 1_000_000,
      file: { sha256: 'b'.repeat(64), name: 'mosru.csv', lines: 1 },
      part: 0,
      columns: ['Номер заявления', 'Фамилия', 'Имя', 'Дата рождения', 'Образовательная организация', 'Код программы', 'Финансирование'],
      rows: [{ line: 2, cells: ['M-1', 'Соколова', 'Мария', '17.05.2010', 'КС № 54', '09.02.07', 'бюджет'] }],
      dryRun: true,
    },
  ],
};

/** Valid params for a contract, reproducibly (seeded); empty when the generator finds none. */
export function validParams(contract: ActionContract, count = 1, seed = 20260901): unknown[] {
  const arbitrary = arbitraryFor(paramsJsonSchema(contract));
  const found: unknown[] = (KNOWN_VALID[contract.name] ?? []).filter((params) => serverAccepts(contract, params)).slice(0, count);
  for (let round = 0; round < 5 && found.length < count; round += 1) {
    for (const candidate of fc.sample(arbitrary, { numRuns: 200, seed: seed + round })) {
      if (serverAccepts(contract, candidate)) found.push(candidate);
      if (found.length >= count) break;
    }
  }
  return found;
}

/** Paths (key lists) of every string-typed leaf in a valid value, per its schema. */
export function stringPaths(schema: JsonSchema, value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(schema.items ?? {}, item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(schema.properties?.[key] ?? {}, item, [...path, key]));
  }
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, index) => (String(index) === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}
