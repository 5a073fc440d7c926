import { accountLogout, checkAccess, eventsSubscribe } from '@abitura/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Services } from '../services.js';
import { fail } from './actionFailure.js';
import type { Caller } from './caller.js';
import { Dispatcher, type TransportInfo } from './dispatcher.js';
import { ActionRegistry } from './registry.js';

const transport: TransportInfo = { subsystem: 'staff', address: '127.0.0.1', userAgent: null, apiKey: null, connection: null };
const caller: Caller = {
  subsystem: 'staff',
  address: '127.0.0.1',
  userAgent: null,
  sessionId: 1,
  tokenInactive: false,
  user: { id: 1, login: 'ivanova', fullName: 'Иванова', status: 'active', permissions: new Set(['viewHomepage']) },
};

/** A dispatcher over stand-in services: the caller fixed, results checked or not, a stand-in database. */
function dispatcherWith(registry: ActionRegistry, checkResults: boolean, db: object = {}): { dispatcher: Dispatcher; logged: string[] } {
  const logged: string[] = [];
  const services = {
    config: { checkResults },
    clock: { now: () => Date.parse('2026-09-01T09:00:00Z') },
    db,
    sessions: { resolveCaller: () => caller },
    newRequestId: () => 'generated-id',
  } as unknown as Services;
  const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
  return { dispatcher: new Dispatcher(registry, services, log), logged };
}

const call = (dispatcher: Dispatcher, action: string, params: unknown) => dispatcher.dispatch({ action, params, token: 'token', requestId: 'r-1' }, transport);

describe('result checks', () => {
  it('refuse a result that breaks its contract, when results are checked, as INTERNAL with a log line', async () => {
    const registry = new ActionRegistry().register(checkAccess, async () => 'yes' as unknown as boolean);
    const { dispatcher, logged } = dispatcherWith(registry, true);
    expect(await call(dispatcher, 'User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: false, data: 'INTERNAL', requestId: 'r-1' });
    expect(logged.join('')).toContain('does not match its contract');
    expect(logged.join('')).toContain('"requestId":"r-1"');
  });

  it('refuse a result the contract would strip or change, so unchecked replies equal checked ones', async () => {
    const registry = new ActionRegistry().register(eventsSubscribe, async () => ({ topics: [], secret: 'leak' }) as { topics: string[] });
    const checked = dispatcherWith(registry, true);
    expect(await call(checked.dispatcher, 'Events/Subscribe', { topics: ['queue.tickets'] })).toMatchObject({ success: false, data: 'INTERNAL' });
    expect(checked.logged.join('')).toContain('changes when parsed by its contract');
  });

  it('are skipped when off: the handler’s data goes out as is', async () => {
    const registry = new ActionRegistry().register(eventsSubscribe, async () => ({ topics: [], extra: 1 }) as { topics: string[] });
    const { dispatcher, logged } = dispatcherWith(registry, false);
    expect(await call(dispatcher, 'Events/Subscribe', { topics: ['queue.tickets'] })).toEqual({ success: true, message: '', data: { topics: [], extra: 1 }, requestId: 'r-1' });
    expect(logged).toEqual([]);
  });

  it('let a conforming result through either way, with the message the handler set', async () => {
    const registry = new ActionRegistry().register(checkAccess, async ({ permission }, ctx) => {
      ctx.setMessage(String(ctx.caller.user?.permissions.has(permission)));
      return true;
    });
    for (const checkResults of [true, false]) {
      const { dispatcher } = dispatcherWith(registry, checkResults);
      expect(await call(dispatcher, 'User/CheckAccess', { permission: 'viewHomepage' })).toEqual({ success: true, message: 'true', data: true, requestId: 'r-1' });
    }
  });
});

describe('effects of a read', () => {
  it('run after the handler; a failing one is logged with the requestId and does not change the reply', async () => {
    const ran: string[] = [];
    const registry = new ActionRegistry().register(checkAccess, async (_params, ctx) => {
      ctx.afterCommit(() => void ran.push('commit'));
      ctx.afterSettle(() => {
        throw new Error('settle failed');
      });
      return true;
    });
    const { dispatcher, logged } = dispatcherWith(registry, true);
    expect(await call(dispatcher, 'User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: true, data: true });
    expect(ran).toEqual(['commit']);
    expect(logged.join('')).toMatch(/"requestId":"r-1","action":"User\/CheckAccess".*after-transaction effect failed/);
  });
});

describe('a write prepared before its transaction', () => {
  /** Stand-in database: a transaction is marked in the log and hands its handler a distinct object. */
  function withTransactions(events: string[]) {
    const tx = { name: 'transaction' };
    const db = {
      name: 'database',
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        events.push('begin');
        try {
          const result = await work(tx);
          events.push('commit');
          return result;
        } catch (error) {
          events.push('rollback');
          throw error;
        }
      },
    };
    return db;
  }

  function prepared(events: string[], refuse: boolean) {
    return new ActionRegistry().register(accountLogout, {
      async prepare(_params, ctx) {
        events.push(`prepare on ${(ctx.db as unknown as { name: string }).name}`);
        ctx.afterSettle(() => void events.push('settled'));
        if (refuse) fail('RATE_LIMITED', 'Подождите.');
        return 42;
      },
      async write(_params, ctx, value) {
        events.push(`write on ${(ctx.db as unknown as { name: string }).name} with ${value}`);
        return null;
      },
    });
  }

  it('prepares on the database itself, then writes in the transaction with what it prepared', async () => {
    const events: string[] = [];
    const { dispatcher } = dispatcherWith(prepared(events, false), true, withTransactions(events));
    expect(await dispatcher.dispatch({ action: 'User/AccountLogout', params: {}, token: 'token' }, transport)).toEqual({ success: true, message: '', data: null });
    expect(events).toEqual(['prepare on database', 'begin', 'write on transaction with 42', 'commit', 'settled']);
  });

  it('starts no transaction when the preparation refuses, and still runs what was to run once it settled', async () => {
    const events: string[] = [];
    const { dispatcher } = dispatcherWith(prepared(events, true), true, withTransactions(events));
    expect(await dispatcher.dispatch({ action: 'User/AccountLogout', params: {}, token: 'token' }, transport)).toEqual({ success: false, message: 'Подождите.', data: 'RATE_LIMITED' });
    expect(events).toEqual(['prepare on database', 'settled']);
  });

  it('cannot be registered for a read, which runs in no transaction', () => {
    expect(() => new ActionRegistry().register(checkAccess, { prepare: async () => 1, write: async () => true })).toThrow(/read/);
  });
});
