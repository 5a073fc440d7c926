import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, fail, respondWith } from '@abitura/ui/testing';
import type { Client } from '@abitura/sdk';
import { alreadyUsed, checkedIn, refused } from '../testing/checkIns.js';
import { settle, TOKEN, until } from '../testing/tickets.js';
import { createCheckInModel, DUPLICATE_WINDOW_MS, HISTORY_SIZE, RESULT_PAUSE_MS } from './checkInModel.js';
import type { CheckInModel } from './checkInModel.js';

const LINK = `https://abitura.example/tickets/${TOKEN}/qr`;
const OTHER = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const clients: Client[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  vi.useRealTimers();
});

function setup(reply: (token: string) => ReturnType<typeof checkedIn> = () => checkedIn()) {
  const test = createTestClient({ subsystem: 'qr', signedIn: true, respond: respondWith({ 'Tickets/CheckIn': (params: { token: string }) => reply(params.token) }) });
  clients.push(test.client);
  const play = vi.fn();
  const model = createCheckInModel(test.client, { play });
  return { ...test, model, play };
}

const answered = (model: CheckInModel) => until(() => model.state.value.phase !== 'checking');

describe('createCheckInModel', () => {
  it('turns the three outcomes into green, red and yellow, with a sound and a history line each', async () => {
    const replies = [checkedIn(), alreadyUsed(), refused('wrong_day')];
    const { model, play, requests } = setup(() => replies.shift() ?? checkedIn());
    expect(model.submit(LINK, 'camera')).toBe('checking');
    expect(model.state.value).toEqual({ phase: 'checking', token: TOKEN });
    await answered(model);
    expect(model.state.value).toMatchObject({ phase: 'result', outcome: { kind: 'check_in', tone: 'green', token: TOKEN, message: 'Вход отмечен' } });
    expect(requests[0]).toMatchObject({ action: 'Tickets/CheckIn', params: { token: TOKEN } });
    expect(play).toHaveBeenLastCalledWith('chime');

    model.resume();
    model.submit(OTHER, 'manual');
    await answered(model);
    expect(model.state.value).toMatchObject({ phase: 'result', outcome: { tone: 'red', result: { checkedInBy: 'Сидоров Пётр' } } });
    expect(play).toHaveBeenLastCalledWith('warning');

    model.resume();
    model.submit(`/front-pages/tickets/qr?token=${OTHER}`, 'manual');
    await answered(model);
    expect(model.state.value).toMatchObject({ phase: 'result', outcome: { tone: 'yellow', result: { reason: 'wrong_day' } } });
    expect(model.history.value.map((entry) => entry.outcome.tone)).toEqual(['yellow', 'red', 'green']);
    expect(model.history.value[0]?.at).toBe(Date.parse('2026-11-26T08:00:00Z'));
  });

  it('ignores a code seen again within the window, as long as it stays in view', async () => {
    const { model, requests } = setup();
    model.submit(LINK, 'camera');
    await answered(model);
    // Held in front of the camera while the result shows and after it: checked once.
    for (let elapsed = 0; elapsed < 10_000; elapsed += 500) {
      vi.advanceTimersByTime(500);
      expect(model.submit(LINK, 'camera')).toBe('duplicate');
    }
    expect(model.state.value.phase).toBe('scanning');
    expect(requests).toHaveLength(1);
    // Taken away for longer than the window and shown again: checked again.
    vi.advanceTimersByTime(DUPLICATE_WINDOW_MS);
    expect(model.submit(LINK, 'camera')).toBe('checking');
    await answered(model);
    expect(requests).toHaveLength(2);
  });

  it('goes on scanning after the pause of its tone, or at once on a tap', async () => {
    const { model } = setup();
    model.submit(LINK, 'camera');
    await answered(model);
    vi.advanceTimersByTime(RESULT_PAUSE_MS.green - 1);
    expect(model.state.value.phase).toBe('result');
    vi.advanceTimersByTime(1);
    expect(model.state.value.phase).toBe('scanning');
    model.submit(OTHER, 'camera');
    await answered(model);
    model.resume();
    expect(model.state.value.phase).toBe('scanning');
    model.resume();
    expect(model.state.value.phase).toBe('scanning');
  });

  it('leaves another code in view for after the result, without remembering it', async () => {
    const { model, requests } = setup();
    model.submit(LINK, 'camera');
    await answered(model);
    expect(model.submit(OTHER, 'camera')).toBe('busy');
    model.resume();
    expect(model.submit(OTHER, 'camera')).toBe('checking');
    expect(model.submit(LINK, 'manual')).toBe('busy');
    await answered(model);
    expect(requests.map((request) => (request.params as { token: string }).token)).toEqual([TOKEN, OTHER]);
  });

  it('says "not a ticket" for any other text, without a request', () => {
    const { model, requests, play } = setup();
    expect(model.submit('WIFI:S:college;T:WPA;P:secret;;', 'camera')).toBe('not_ticket');
    expect(model.state.value).toEqual({ phase: 'result', outcome: { kind: 'not_ticket', tone: 'yellow', text: 'WIFI:S:college;T:WPA;P:secret;;' } });
    expect(play).toHaveBeenCalledWith('warning');
    expect(model.submit('WIFI:S:college;T:WPA;P:secret;;', 'camera')).toBe('duplicate');
    vi.advanceTimersByTime(RESULT_PAUSE_MS.yellow);
    expect(model.state.value.phase).toBe('scanning');
    expect(requests).toEqual([]);
  });

  it('sends an unanswered check-in again with the same requestId', async () => {
    let down = true;
    const { client, requests } = setup(() => {
      if (down) throw new TypeError('Failed to fetch');
      return checkedIn();
    });
    const model = createCheckInModel(client);
    model.submit(TOKEN, 'manual');
    await answered(model);
    expect(model.state.value).toMatchObject({ phase: 'failed', token: TOKEN, offline: true, code: 'OFFLINE' });
    // The failure screen stays until the person acts: nothing moves by itself.
    vi.advanceTimersByTime(60_000);
    expect(model.state.value.phase).toBe('failed');
    down = false;
    await model.retry();
    expect(model.state.value).toMatchObject({ phase: 'result', outcome: { tone: 'green' } });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.requestId).toBe(requests[0]?.requestId);
    await model.retry();
    expect(requests).toHaveLength(2);
  });

  it('reports a refused request with its code, and can be dismissed', async () => {
    const { model } = setup(() => fail('ACCESS_DENIED', 'Нет доступа'));
    model.submit(TOKEN, 'manual');
    await answered(model);
    expect(model.state.value).toMatchObject({ phase: 'failed', code: 'ACCESS_DENIED', offline: false, message: 'Нет доступа' });
    model.resume();
    expect(model.state.value.phase).toBe('scanning');
  });

  it('keeps only the last scans, and takes no answer once closed', async () => {
    const { model, requests } = setup();
    for (let index = 0; index < HISTORY_SIZE + 3; index += 1) model.submit(`junk ${index}`, 'manual');
    expect(model.history.value).toHaveLength(HISTORY_SIZE);
    expect(model.history.value[0]?.outcome).toMatchObject({ text: `junk ${HISTORY_SIZE + 2}` });
    model.resume();
    const close = model.open();
    model.submit(TOKEN, 'manual');
    close();
    expect(model.state.value.phase).toBe('checking');
    await until(() => requests.length === 1);
    await settle();
    expect(model.history.value).toHaveLength(HISTORY_SIZE);
  });
});
