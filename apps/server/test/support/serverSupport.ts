import type { Reply } from '@abitura/contracts/wire';
import { count, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import * as schema from '../../src/db/schema/index.js';
import { users } from '../../src/db/schema/index.js';
import type { TestServer } from '../harness.js';

/** Every table of the drizzle schema. */
export const ALL_TABLES = Object.values(schema as Record<string, unknown>).filter((value) => is(value, PgTable)) as PgTable[];

/** Row count of every table, by table name. */
export async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const entries = await Promise.all(
    ALL_TABLES.map(async (table) => {
      const [row] = await server.database.db.select({ n: count() }).from(table);
      return [getTableName(table), Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A POST /api/rpc with a raw body string (malformed envelopes, raw JSON tokens). */
export async function postRaw(url: string, body: string | Uint8Array, headers: Record<string, string> = {}): Promise<{ status: number; body: Reply; headers: Headers; text: string }> {
  const response = await fetch(`${url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body as BodyInit });
  const text = await response.text();
  let parsed: Reply;
  try {
    parsed = JSON.parse(text) as Reply;
  } catch {
    parsed = { success: false, message: `not JSON: ${text.slice(0, 200)}`, data: 'NOT_JSON' };
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}

/** The body of `{action, params, token, requestId, apiKey}` with params as raw JSON text. */
export function envelopeText(action: string, paramsText: string | undefined, token?: string | null, requestId?: string, apiKey?: string): string {
  const parts = [`"action":${JSON.stringify(action)}`];
  if (paramsText !== undefined) parts.push(`"params":${paramsText}`);
  if (token !== undefined) parts.push(`"token":${JSON.stringify(token)}`);
  if (requestId !== undefined) parts.push(`"requestId":${JSON.stringify(requestId)}`);
  if (apiKey !== undefined) parts.push(`"apiKey":${JSON.stringify(apiKey)}`);
  return `{${parts.join(',')}}`;
}

const CLEAR_MESSAGE = /[A-Za-zА-Яа-яЁё]{2,}/;

/**
 * A refusal a person and a program can act on: success false, an error code, a sentence in
 * Russian or English, and for INVALID_PARAMS a list of issues with a path and a message each.
 */
export function expectClearFailure(reply: Reply, codes?: readonly string[], context = ''): void {
  expect(reply, context).toMatchObject({ success: false });
  expect(typeof reply.data, context).toBe('string');
  if (codes) expect(codes, `${context}: got ${String(reply.data)} (${reply.message})`).toContain(reply.data);
  expect(typeof reply.message, context).toBe('string');
  expect(reply.message, context).toMatch(CLEAR_MESSAGE);
  if (reply.data === 'INVALID_PARAMS') {
    expect(Array.isArray(reply.issues) && reply.issues.length > 0, `${context}: INVALID_PARAMS without issues: ${JSON.stringify(reply)}`).toBe(true);
    for (const issue of reply.issues ?? []) {
      expect(typeof issue.path, context).toBe('string');
      expect(issue.message, context).toMatch(CLEAR_MESSAGE);
    }
  }
}

/** Sets an account's status behind the server's back, as another instance or the CLI would. */
export async function setStatusDirectly(server: TestServer, userId: number, status: 'new' | 'active' | 'banned' | 'suspended'): Promise<void> {
  await server.database.db.update(users).set({ status }).where(eq(users.id, userId));
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 5_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs tasks at most `limit` at a time, keeping their order in the result. */
export async function inGroups<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** The reset token in a password-reset mail. */
export function resetTokenIn(text: string): string {
  const match = /\/access\/reset-password\/([^\s/]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1] as string;
}
