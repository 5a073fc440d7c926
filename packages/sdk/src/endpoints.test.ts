import { describe, expect, it } from 'vitest';
import { resolveEndpoints } from './endpoints.js';
import { newRequestId } from './requestId.js';

describe('endpoints', () => {
  it('resolves a relative apiBase against the page, with ws or wss to match', () => {
    expect(resolveEndpoints('/api', 'tv', { href: 'https://college.example/queue/tv' })).toEqual({
      http: 'https://college.example/api',
      ws: 'wss://college.example/api/ws?subsystem=tv',
    });
    expect(resolveEndpoints('http://10.0.0.5:8080/api/', 'cli')).toEqual({ http: 'http://10.0.0.5:8080/api', ws: 'ws://10.0.0.5:8080/api/ws?subsystem=cli' });
  });

  it('explains what to pass when a relative apiBase cannot be resolved', () => {
    expect(() => resolveEndpoints('/api', 'cli')).toThrow(/absolute URL/);
  });
});

describe('request ids', () => {
  it('are UUID v4 with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestId()).toMatch(uuid);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 100 }, newRequestId));
      expect(ids.size).toBe(100);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
