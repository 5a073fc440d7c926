import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changesOf } from './fields.js';

describe('changesOf', () => {
  const data = changesOf({
    name: z.string(),
    phones: z.array(z.string()).default([]).transform((list) => [...new Set(list)]),
    tags: z.array(z.string()).default([]),
  });

  it('keeps an absent field absent, even one with a default', () => {
    expect(data.parse({ name: 'Иванов' })).toEqual({ name: 'Иванов' });
  });

  it('still transforms a field that is given', () => {
    expect(data.parse({ phones: ['1', '1'], tags: [] })).toEqual({ phones: ['1'], tags: [] });
  });

  it('refuses an update without a field', () => {
    expect(data.safeParse({}).success).toBe(false);
  });
});
