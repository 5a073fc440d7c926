import type { ActionContract } from '@abitura/contracts';
import fc from 'fast-check';
import { paramsJsonSchema, replaceAt, serverAccepts, stringPaths, validParams } from './paramsFromSchema.js';

/** One generated request: `text` is the raw JSON of `params` (undefined: the key is left out). */
export interface BadCase {
  label: string;
  text: string | undefined;
}

/** Strings that break naive code: NUL, lone surrogates, bidi overrides, zero-width, BOM, astral. */
export const ODD_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202eevil', '\u200b', '\ufeff', '\uffff', '𝕏🙂', 'е́', '٣', "'; drop table users; --", '%00', '../../etc/passwd', '${jndi:x}', '<script>'];

const MB = 1024 * 1024;

/** Raw JSON for a nested value `depth` levels deep, built as text (no recursion anywhere). */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** `{...base, key: <raw JSON>}` as text, so raw tokens (1e400, deep nesting, dup keys) survive. */
function withRaw(base: Record<string, unknown>, key: string, raw: string): string {
  const rest = Object.entries(base)
    .filter(([name]) => name !== key)
    .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
  return `{${[...rest, `${JSON.stringify(key)}:${raw}`].join(',')}}`;
}

function parses(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** True when the server must refuse these params (or the body is not JSON at all). */
export function mustRefuse(contract: ActionContract, text: string | undefined): boolean {
  const parsed = parses(text);
  return !parsed.ok || !serverAccepts(contract, parsed.value);
}

/**
 * Malformed params for one action, generated from its schema with fast-check: wrong types, missing
 * and extra fields, long strings, deep nesting, NUL and odd Unicode, `__proto__` and
 * `constructor` keys, NaN/Infinity (null in JSON, 1e400 as a raw token), huge numbers, arrays for
 * objects, duplicate keys, non-JSON. Every case is checked against the contract: only params the
 * server must refuse are returned. At least `count` (plus the fixed cases).
 */
export function malformedCases(contract: ActionContract, count = 200, seed = 7): BadCase[] {
  const schema = paramsJsonSchema(contract);
  const properties = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((key) => properties.includes(key));
  const base = (validParams(contract)[0] ?? {}) as Record<string, unknown>;
  const anyKey = properties.length > 0 ? fc.constantFrom(...properties) : fc.constant('value');
  const extraKey = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !properties.includes(key) && key !== '__proto__');
  const wrongValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', [], {}, [[]], { a: { b: {} } }),
    fc.integer(),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
  const rawNumber = fc.constantFrom('1e400', '-1e400', '-0', '1e308', '-1e308', '9007199254740993', '123456789012345678901234567890', '0.000001', '2147483648', '-2147483649', 'NaN', 'Infinity');
  const strategies: Array<fc.Arbitrary<BadCase>> = [
    fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 })).map((value) => ({ label: 'params not an object', text: JSON.stringify(value) })),
    fc.array(fc.constant(base), { minLength: 1, maxLength: 3 }).map((value) => ({ label: 'array for an object', text: JSON.stringify(value) })),
    anyKey.chain((key) => wrongValue.map((value) => ({ label: `wrong type in ${key}`, text: JSON.stringify({ ...base, [key]: value }) }))),
    extraKey.chain((key) => fc.jsonValue({ maxDepth: 2 }).map((value) => ({ label: 'extra field', text: JSON.stringify({ ...base, [key]: value }) }))),
    anyKey.chain((key) => fc.constantFrom(129, 257, 513, 5_000, 60_000, 200_000).map((length) => ({ label: `${length}-character string in ${key}`, text: JSON.stringify({ ...base, [key]: 'ж'.repeat(length / 2) + 'x'.repeat(length / 2) }) }))),
    anyKey.chain((key) => fc.constantFrom(...ODD_STRINGS).map((odd) => ({ label: `odd Unicode in ${key}`, text: JSON.stringify({ ...base, [key]: [odd] }) }))),
    anyKey.chain((key) => fc.subarray(ODD_STRINGS, { minLength: 1 }).map((parts) => ({ label: `odd Unicode string in ${key}`, text: JSON.stringify({ ...base, [key]: parts.join('') }) }))),
    anyKey.chain((key) => fc.constantFrom(64, 1_000, 10_000, 40_000).chain((depth) => fc.constantFrom<'array' | 'object'>('array', 'object').map((kind) => ({ label: `${kind} nested ${depth} deep in ${key}`, text: withRaw(base, key, nested(depth, kind)) })))),
    anyKey.chain((key) => rawNumber.map((raw) => ({ label: `number ${raw} in ${key}`, text: withRaw(base, key, raw) }))),
    anyKey.map((key) => ({ label: `NaN (null in JSON) in ${key}`, text: JSON.stringify({ ...base, [key]: Number.NaN }) })),
    fc.constantFrom('__proto__', 'constructor', 'prototype').chain((key) =>
      fc.jsonValue({ maxDepth: 2 }).map((value) => ({
        label: `${key} key`,
        text: key === 'constructor' ? withRaw(base, key, JSON.stringify({ prototype: { polluted: value } })) : withRaw(base, key, JSON.stringify({ polluted: value })),
      })),
    ),
    anyKey.chain((key) => wrongValue.map((value) => ({ label: `duplicate key ${key}`, text: `${JSON.stringify({ ...base, [key]: base[key] ?? 1 }).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}` }))),
    fc.constantFrom('{', '{"a":', "{'a':1}", '{a:1}', '[1,2', 'undefined', '{"a":1,}', '\u0000').map((text) => ({ label: 'not JSON', text })),
  ];
  if (required.length > 0) {
    strategies.push(
      fc.subarray(required, { minLength: 1 }).map((missing) => ({
        label: `missing ${missing.join(', ')}`,
        text: JSON.stringify(Object.fromEntries(Object.entries(base).filter(([key]) => !missing.includes(key)))),
      })),
    );
  }
  const found: BadCase[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < 20 && found.length < count; round += 1) {
    for (const candidate of fc.sample(fc.oneof(...strategies), { numRuns: count, seed: seed + round })) {
      const key = `${candidate.text}`;
      if (seen.has(key) || !mustRefuse(contract, candidate.text)) continue;
      seen.add(key);
      found.push(candidate);
      if (found.length >= count) break;
    }
  }
  return found;
}

/** Params bigger than the HTTP body limit (256 KiB): 1 MB strings. */
export function oversizedCases(contract: ActionContract): BadCase[] {
  const properties = Object.keys(paramsJsonSchema(contract).properties ?? {});
  const key = properties[0] ?? 'value';
  return [
    { label: '1 MB string', text: JSON.stringify({ [key]: 'x'.repeat(MB) }) },
    { label: '1 MB of Cyrillic', text: JSON.stringify({ [key]: 'ж'.repeat(MB / 2) }) },
    { label: '1 MB array', text: JSON.stringify({ [key]: new Array<number>(MB / 2).fill(1) }) },
  ];
}

/**
 * Params the schema accepts but that carry hostile text (NUL, lone surrogates, bidi overrides,
 * SQL-ish text) in a string field: the server may refuse or accept them, but must answer clearly.
 */
export function hostileValidCases(contract: ActionContract, limit = 12): BadCase[] {
  const schema = paramsJsonSchema(contract);
  const bases = validParams(contract, 3);
  const cases: BadCase[] = [];
  for (const base of bases) {
    for (const path of stringPaths(schema, base)) {
      for (const odd of ODD_STRINGS) {
        const original = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], base) as string;
        for (const replacement of [odd, `${original.slice(0, 2)}${odd}${original.slice(2)}`]) {
          const params = replaceAt(base, path, replacement);
          if (!serverAccepts(contract, params)) continue;
          const text = JSON.stringify(params);
          if (cases.some((known) => known.text === text)) continue;
          cases.push({ label: `hostile text in ${path.join('.')}`, text });
        }
      }
    }
  }
  return cases.slice(0, limit);
}
