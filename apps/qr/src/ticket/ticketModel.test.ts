import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, respondWith } from '@abitura/ui/testing';
import type { Client } from '@abitura/sdk';
import { aTicket, settle, ticketServer, TOKEN } from '../testing/tickets.js';
import { CALL_VIBRATION, createTicketModel } from './ticketModel.js';

const clients: Client[] = [];

beforeEach(() => {
  // Only the live view's poll is faked: the stand-in server's promises run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  vi.useRealTimers();
});

function setup(server = ticketServer()) {
  const test = createTestClient({ subsystem: 'qr', respond: respondWith(server.handlers) });
  clients.push(test.client);
  const vibrate = vi.fn();
  const play = vi.fn();
  return { ...test, server, vibrate, play };
}

async function poll(): Promise<void> {
  vi.advanceTimersByTime(5_000);
  await settle();
}

describe('createTicketModel', () => {
  it('asks nothing of the server for a token that is not a UUID', async () => {
    const { client, requests } = setup();
    const model = createTicketModel(client, 'not-a-token');
    model.start()();
    model.retry();
    await settle();
    expect(model.status.value).toBe('invalid');
    expect(requests).toEqual([]);
  });

  it('follows the ticket by its lower-case token and alerts once when it is called', async () => {
    const { client, requests, server, vibrate, play } = setup();
    const model = createTicketModel(client, TOKEN.toUpperCase(), { vibrate, play });
    expect(model.status.value).toBe('loading');
    const stop = model.start();
    await settle();
    expect(requests[0]).toMatchObject({ action: 'Ticket/Get', params: { token: TOKEN } });
    expect(model.status.value).toBe('ready');
    expect(model.ticket.value?.position).toBe(4);

    server.ticket = aTicket({ state: 'called', position: null, estimatedWaitMinutes: null, desk: 'Окно 2' });
    await poll();
    expect(model.ticket.value?.desk).toBe('Окно 2');
    expect(model.calls.value).toBe(1);
    expect(vibrate).toHaveBeenCalledWith(CALL_VIBRATION);
    expect(play).toHaveBeenCalledWith('call');

    // The same call seen again is no new call; a call to another desk is.
    await poll();
    expect(model.calls.value).toBe(1);
    server.ticket = aTicket({ state: 'called', position: null, desk: 'Окно 4' });
    await poll();
    expect(model.calls.value).toBe(2);
    expect(vibrate).toHaveBeenCalledTimes(2);
    stop();
    const count = requests.length;
    await poll();
    expect(requests).toHaveLength(count);
  });

  it('does not alert for a ticket already called when the page opens', async () => {
    const { client, vibrate, play } = setup(ticketServer(aTicket({ state: 'called', desk: 'Окно 1', position: null })));
    const model = createTicketModel(client, TOKEN, { vibrate, play });
    model.start();
    await settle();
    expect(model.ticket.value?.state).toBe('called');
    expect(model.calls.value).toBe(0);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('stops asking once the server knows no such ticket', async () => {
    const { client, requests, server } = setup();
    server.down = 'NOT_FOUND';
    const model = createTicketModel(client, TOKEN);
    model.start();
    await settle();
    expect(model.status.value).toBe('not_found');
    await poll();
    model.retry();
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('says when reads are rate limited, and reads again on retry', async () => {
    const { client, server } = setup();
    server.down = 'RATE_LIMITED';
    const model = createTicketModel(client, TOKEN);
    model.start();
    await settle();
    expect(model.status.value).toBe('loading');
    expect(model.problem.value).toEqual({ kind: 'rate_limited' });
    server.down = null;
    model.retry();
    await settle();
    expect(model.status.value).toBe('ready');
    expect(model.problem.value).toBeNull();
  });

  it('keeps the last ticket while the server is unreachable and recovers by itself', async () => {
    const { client, server } = setup();
    const model = createTicketModel(client, TOKEN);
    model.start();
    await settle();
    server.down = 'TRANSPORT_ERROR';
    await poll();
    expect(model.problem.value).toEqual({ kind: 'offline' });
    expect(model.ticket.value?.code).toBe('А-007');
    server.down = 'INTERNAL';
    await poll();
    expect(model.problem.value).toEqual({ kind: 'failed', code: 'INTERNAL' });
    server.down = null;
    server.ticket = aTicket({ position: 2 });
    await poll();
    expect(model.problem.value).toBeNull();
    expect(model.ticket.value?.position).toBe(2);
  });

  it('cancels after a confirmation, and only while the ticket waits', async () => {
    const { client, requests } = setup();
    const model = createTicketModel(client, TOKEN);
    model.askCancel();
    expect(model.cancel.value.phase).toBe('idle');
    model.start();
    await settle();
    await model.confirmCancel();
    expect(requests.map((request) => request.action)).toEqual(['Ticket/Get']);
    model.askCancel();
    expect(model.cancel.value.phase).toBe('confirming');
    model.keepTicket();
    expect(model.cancel.value.phase).toBe('idle');
    model.askCancel();
    const sending = model.confirmCancel();
    expect(model.cancel.value.phase).toBe('sending');
    model.keepTicket();
    await sending;
    expect(model.cancel.value.phase).toBe('done');
    expect(model.ticket.value?.state).toBe('cancelled');
    expect(requests.at(-1)).toMatchObject({ action: 'Ticket/Cancel', params: { token: TOKEN } });
  });

  it('sends an unanswered cancel again as the same request, and takes a refusal as final', async () => {
    const { client, requests, server } = setup();
    const model = createTicketModel(client, TOKEN);
    model.start();
    await settle();
    server.down = 'TRANSPORT_ERROR';
    model.askCancel();
    await model.confirmCancel();
    expect(model.cancel.value).toEqual({ phase: 'failed', code: 'OFFLINE' });
    server.down = null;
    await model.confirmCancel();
    const cancels = requests.filter((request) => request.action === 'Ticket/Cancel');
    expect(cancels).toHaveLength(2);
    expect(cancels[1]?.requestId).toBe(cancels[0]?.requestId);
    expect(model.cancel.value.phase).toBe('done');
  });

  it('reports a refused cancel and closes the question when the ticket is called meanwhile', async () => {
    const { client, server } = setup();
    const model = createTicketModel(client, TOKEN);
    model.start();
    await settle();
    model.askCancel();
    server.ticket = aTicket({ state: 'called', desk: 'Окно 3', position: null });
    await model.confirmCancel();
    expect(model.cancel.value).toEqual({ phase: 'failed', code: 'CONFLICT' });
    await settle();
    expect(model.ticket.value?.state).toBe('called');
    model.askCancel();
    expect(model.cancel.value.phase).toBe('failed');
    server.ticket = aTicket();
    await poll();
    model.askCancel();
    server.ticket = aTicket({ state: 'called', desk: 'Окно 3', position: null });
    await poll();
    expect(model.cancel.value.phase).toBe('idle');
  });
});
