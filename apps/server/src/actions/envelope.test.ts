import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { echoableRequestId, envelopeSchema, isWellFormedEnvelope, readEnvelope, toIssues } from './envelope.js';

const valid = { action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: 't'.repeat(43), requestId: 'r-1' };

describe('isWellFormedEnvelope', () => {
  it('accepts the envelopes clients send, with or without the optional fields', () => {
    for (const envelope of [
      valid,
      { action: 'User/AccountLogin' },
      { action: 'A', params: [1, 2], token: null },
      { action: 'A'.repeat(100), token: 'x'.repeat(512), requestId: 'a.B_c:d-9'.padEnd(100, 'x'), apiKey: 'k'.repeat(512) },
      { action: 'A', params: undefined, token: undefined, requestId: undefined, apiKey: undefined },
    ]) {
      expect(isWellFormedEnvelope(envelope), JSON.stringify(envelope)).toBe(true);
      expect(envelopeSchema.safeParse(envelope).success).toBe(true);
    }
  });

  it('leaves every envelope zod refuses to zod', () => {
    const refused: unknown[] = [
      null,
      undefined,
      'User/CheckAccess',
      42,
      [],
      [valid],
      {},
      { ...valid, action: '' },
      { ...valid, action: 'A'.repeat(101) },
      { ...valid, action: 5 },
      { ...valid, token: 42 },
      { ...valid, token: 't'.repeat(513) },
      { ...valid, requestId: 'bad id!' },
      { ...valid, requestId: '' },
      { ...valid, requestId: 'r'.repeat(101) },
      { ...valid, requestId: null },
      { ...valid, apiKey: null },
      { ...valid, apiKey: 'k'.repeat(513) },
      { ...valid, extra: 1 },
      JSON.parse('{"action":"A","__proto__":{"x":1}}'),
    ];
    for (const raw of refused) {
      expect(isWellFormedEnvelope(raw), JSON.stringify(raw)).toBe(false);
      expect(envelopeSchema.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
    }
    const inherited = Object.assign(Object.create({ extra: 1 }) as object, { action: 'A' });
    expect(isWellFormedEnvelope(inherited)).toBe(false);
    expect(envelopeSchema.safeParse(inherited).success).toBe(false);
  });

  it('agrees with zod on generated JSON envelopes', () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', 'r-1', 'a b', 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(513), 'ж'));
    const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.boolean(), fc.constant({}), fc.constant([]));
    const envelope = fc.record(
      { action: value, params: value, token: value, requestId: value, apiKey: value, extra: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(envelope, (raw) => {
        const json = JSON.parse(JSON.stringify(raw)) as unknown;
        expect(isWellFormedEnvelope(json)).toBe(envelopeSchema.safeParse(json).success);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('readEnvelope', () => {
  it('returns a well-formed envelope itself, without a copy', () => {
    expect(readEnvelope(valid)).toBe(valid);
  });

  it('returns zod’s issues for a refused one', () => {
    expect(readEnvelope({ action: '', extra: 1 })).toEqual([
      { path: 'action', message: expect.stringMatching(/>=1|at least|too small/i) as unknown as string },
      { path: '(params)', message: expect.stringContaining('extra') as unknown as string },
    ]);
    expect(readEnvelope({ ...valid, requestId: 'bad id!' })).toEqual([{ path: 'requestId', message: 'requestId may hold letters, digits and . _ : - only' }]);
  });
});

describe('echoableRequestId', () => {
  it('echoes a safe requestId (cut to 100 characters) and nothing else', () => {
    expect(echoableRequestId({ requestId: 'r-1' })).toBe('r-1');
    expect(echoableRequestId({ requestId: 'r'.repeat(150) })).toBe('r'.repeat(100));
    for (const raw of [{ requestId: 'bad id' }, { requestId: '' }, { requestId: 7 }, {}, null, undefined, 'text']) {
      expect(echoableRequestId(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });
});

describe('toIssues', () => {
  const field = z.object({
    data: z.object({
      code: z.union([z.null(), z.literal(''), z.string().regex(/^\d{3}$/, 'Три цифры')]).optional(),
      kind: z.union([z.string(), z.number()]).optional(),
    }),
  });
  const issuesOf = (value: unknown) => {
    const parsed = field.safeParse(value);
    return parsed.success ? [] : toIssues(parsed.error);
  };

  it("words a nullable field's refusal as the branch the value was meant for", () => {
    expect(issuesOf({ data: { code: '12' } })).toEqual([{ path: 'data.code', message: 'Три цифры' }]);
  });

  it('keeps the union refusal when no single branch was meant', () => {
    expect(issuesOf({ data: { kind: true } })).toEqual([{ path: 'data.kind', message: expect.any(String) }]);
  });
});
