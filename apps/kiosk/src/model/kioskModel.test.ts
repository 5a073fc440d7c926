import { createMemoryConfigStore } from '@abitura/sdk';
import { createPrefs } from '@abitura/ui/device';
import type { PrefsModel } from '@abitura/ui/device';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKioskServer, TICKET_TOKEN } from '../testing/kioskServer.js';
import type { KioskServer } from '../testing/kioskServer.js';
import { createKioskModel } from './kioskModel.js';
import type { KioskModel } from './kioskModel.js';

let server: KioskServer;
let prefs: PrefsModel;
let model: KioskModel;

async function startKiosk(language: 'ru' | 'ar' = 'ru') {
  server = createKioskServer();
  prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language })) });
  model = createKioskModel(server.test.client, { prefs });
  model.start();
  await vi.advanceTimersByTimeAsync(0);
}

const service = (prefix: string) => {
  const found = model.list.services.value?.find((item) => item.prefix === prefix);
  if (!found) throw new Error(`no service ${prefix}`);
  return found;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  model.stop();
  server.test.client.close();
  vi.useRealTimers();
});

describe('issuing a ticket', () => {
  it('shows the ticket the server confirmed, resets priority and refreshes the counts', async () => {
    await startKiosk();
    model.setPriority(true);
    await model.choose(service('А'));
    const state = model.issue.value;
    expect(state.step).toBe('issued');
    if (state.step !== 'issued') return;
    expect(state.ticket).toMatchObject({ code: 'А-001', token: TICKET_TOKEN, position: 4 });
    expect(state.priority).toBe(true);
    expect(server.test.requests.find((request) => request.action === 'Kiosk/IssueTicket')?.params).toEqual({ serviceId: 1, priority: true });
    expect(model.priority.value).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(service('А').waiting).toBe(4);
  });

  it('shows progress while waiting and ignores a second tap', async () => {
    await startKiosk();
    server.hold = true;
    const first = model.choose(service('А'));
    const second = model.choose(service('А'));
    const other = model.choose(service('Б'));
    expect(model.issue.value.step).toBe('issuing');
    model.done();
    expect(model.issue.value.step).toBe('issuing');
    await vi.advanceTimersByTimeAsync(0);
    server.release();
    await Promise.all([first, second, other]);
    expect(server.issueRequestIds()).toHaveLength(1);
    expect(server.tickets.size).toBe(1);
    expect(model.issue.value.step).toBe('issued');
  });

  it('does not issue for a service shown as closed', async () => {
    await startKiosk();
    await model.choose(service('Д'));
    expect(model.issue.value.step).toBe('idle');
    expect(server.issueRequestIds()).toHaveLength(0);
  });

  it('shows the server sentence when it refuses, and reads the list again', async () => {
    await startKiosk();
    // The service closed after the list was read: the kiosk still shows it open.
    server.services[0]!.open = false;
    await model.choose(service('А'));
    const state = model.issue.value;
    expect(state).toMatchObject({ step: 'refused', code: 'CONFLICT', message: 'Услуга «Консультация» сегодня работает с 09:00 до 13:00: талон можно взять в эти часы.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(service('А').open).toBe(false);
  });

  it('says no ticket was issued when no server answered, and a retry reuses the requestId', async () => {
    await startKiosk();
    model.setPriority(true);
    server.loseNextAnswer = true;
    await model.choose(service('Б'));
    expect(model.issue.value.step).toBe('unreachable');
    // The request did reach the server: a ticket exists that the kiosk must not show yet.
    expect(server.tickets.size).toBe(1);
    expect(model.priority.value).toBe(true);

    await model.retry();
    const state = model.issue.value;
    expect(state.step).toBe('issued');
    const [firstId, retryId] = server.issueRequestIds();
    expect(retryId).toBe(firstId);
    expect(server.tickets.size).toBe(1);
    expect(state.step === 'issued' && state.ticket.code).toBe('Б-001');
    expect(model.priority.value).toBe(false);
  });

  it('stays unissued while the network is down, and going back drops the request', async () => {
    await startKiosk();
    server.down = true;
    await model.choose(service('А'));
    await model.retry();
    expect(model.issue.value.step).toBe('unreachable');
    expect(server.tickets.size).toBe(0);
    await model.retry();
    const ids = server.issueRequestIds();
    expect(new Set(ids).size).toBe(1);

    model.done();
    expect(model.issue.value.step).toBe('idle');
    server.down = false;
    await model.retry();
    expect(model.issue.value.step).toBe('idle');
    await model.choose(service('А'));
    expect(server.issueRequestIds().at(-1)).not.toBe(ids[0]);
  });
});

describe('pauses', () => {
  it('returns to the start after 20 seconds with a countdown; a touch starts it again', async () => {
    await startKiosk('ar');
    await model.choose(service('А'));
    expect(model.secondsLeft.value).toBe(20);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(model.secondsLeft.value).toBe(5);
    model.touch();
    expect(model.secondsLeft.value).toBe(20);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(model.issue.value.step).toBe('issued');
    expect(model.secondsLeft.value).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(model.issue.value.step).toBe('idle');
    // Nobody touched it for the whole pause: the next visitor starts in Russian.
    expect(prefs.prefs.value.language).toBe('ru');
  });

  it('Done returns at once and keeps the language for the same visitor', async () => {
    await startKiosk('ar');
    await model.choose(service('А'));
    model.done();
    expect(model.issue.value.step).toBe('idle');
    expect(model.secondsLeft.value).toBe(0);
    expect(prefs.prefs.value.language).toBe('ar');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(model.issue.value.step).toBe('idle');
  });

  it('holds the countdown while a retry waits for its answer', async () => {
    await startKiosk('ar');
    server.down = true;
    await model.choose(service('А'));
    await vi.advanceTimersByTimeAsync(15_000);
    server.down = false;
    server.hold = true;
    const retrying = model.retry();
    expect(model.issue.value.step).toBe('issuing');
    expect(model.secondsLeft.value).toBe(20);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(model.issue.value.step).toBe('issuing');
    expect(prefs.prefs.value.language).toBe('ar');
    server.release();
    await retrying;
    expect(model.issue.value.step).toBe('issued');
    expect(model.secondsLeft.value).toBe(20);
  });

  it('a failure screen returns to the start after the pause too', async () => {
    await startKiosk();
    server.down = true;
    await model.choose(service('А'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(model.issue.value.step).toBe('idle');
  });

  it('resets language and priority after a minute untouched on the start screen', async () => {
    await startKiosk('ar');
    model.setPriority(true);
    await vi.advanceTimersByTimeAsync(50_000);
    model.touch();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(prefs.prefs.value.language).toBe('ar');
    expect(model.priority.value).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(prefs.prefs.value.language).toBe('ru');
    expect(model.priority.value).toBe(false);
  });

  it('does not reset the language while a ticket is on screen', async () => {
    await startKiosk('ar');
    await vi.advanceTimersByTimeAsync(59_000);
    await model.choose(service('А'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(prefs.prefs.value.language).toBe('ar');
  });
});
