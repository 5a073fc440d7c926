/** Ticket fixtures for the tests: a public ticket as the server sends it, and a small stand-in server. */
import { fail, ok } from '@abitura/ui/testing';
import type { PublicTicket } from '../ticket/ticketModel.js';

export const TOKEN = '3f2a9c1e-7b4d-4e8a-9c0b-1d2e3f4a5b6c';

export function aTicket(patch: Partial<PublicTicket> = {}): PublicTicket {
  return {
    token: TOKEN,
    code: 'А-007',
    service: 'Консультация',
    state: 'waiting',
    position: 4,
    estimatedWaitMinutes: 12,
    closesAt: null,
    desk: null,
    issuedAt: '2026-11-26T07:05:00.000Z',
    ...patch,
  };
}

/**
 * A queue server of one ticket: `Ticket/Get` answers the current ticket (or the `down` answer),
 * `Ticket/Cancel` cancels it while it waits and refuses otherwise.
 */
export function ticketServer(initial: PublicTicket = aTicket()) {
  const server = {
    ticket: initial,
    /** When set, every request fails with this code (TRANSPORT_ERROR: thrown, as a network failure). */
    down: null as string | null,
    handlers: {
      'Ticket/Get': () => answer(() => ok(server.ticket)),
      'Ticket/Cancel': () =>
        answer(() => {
          if (server.ticket.state !== 'waiting') return fail('CONFLICT', 'Талон уже вызван: отменить его нельзя');
          server.ticket = { ...server.ticket, state: 'cancelled', position: null, estimatedWaitMinutes: null };
          return ok(server.ticket);
        }),
    },
  };
  function answer(reply: () => ReturnType<typeof ok>) {
    if (server.down === 'TRANSPORT_ERROR') throw new TypeError('Failed to fetch');
    return server.down === null ? reply() : fail(server.down);
  }
  return server;
}

/**
 * Waits, without moving fake clocks, until `done()` holds: the stand-in server answers through
 * promises and streams, which need real turns of the event loop (setImmediate is never faked here).
 */
export async function until(done: () => boolean, turns = 200): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
  if (!done()) throw new Error('until: the condition never held');
}

/** Lets the stand-in server answer whatever was asked, without moving fake clocks. */
export async function settle(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
