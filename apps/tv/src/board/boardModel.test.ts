import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, fail } from '@abitura/ui/testing';
import { boardCall, boardView, createFakeBoardClient, at } from '../testing/boardFixtures.js';
import type { FreshCall } from './boardCalls.js';
import { BOARD_TOPIC, createBoardModel, HIGHLIGHT_MS, REFRESH_MS } from './boardModel.js';

function setup(apiKey = 'tv-key') {
  const fake = createFakeBoardClient(apiKey);
  const announced: FreshCall[] = [];
  const serverTimes: string[] = [];
  const model = createBoardModel({ client: fake.client, onCall: (call) => void announced.push(call), onServerTime: (time) => void serverTimes.push(time) });
  const stop = model.start();
  return { fake, model, announced, serverTimes, stop };
}

const a7 = boardCall('А-007', 'Окно 2', 10);
const b3 = boardCall('Б-003', 'Окно 1', 20);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('board model: following', () => {
  it('follows queue.board with Board/Get and shows the first view without announcing it', () => {
    const { fake, model, announced, serverTimes } = setup();
    expect(fake.follows.map((entry) => entry.topic)).toEqual([BOARD_TOPIC]);
    expect(model.status.value).toBe('loading');
    fake.push(boardView({ calls: [a7], serverTime: at(30) }));
    expect(model.status.value).toBe('ready');
    expect(model.view.value?.calls).toEqual([a7]);
    expect(announced).toEqual([]);
    expect(model.highlights.value.size).toBe(0);
    expect(serverTimes).toEqual([at(30)]);
  });

  it('asks for a key while it has none and follows once one is stored', () => {
    const { fake, model } = setup('');
    expect(model.status.value).toBe('noKey');
    expect(fake.following).toBe(false);
    fake.setKey('new-key');
    expect(model.status.value).toBe('loading');
    expect(fake.following).toBe(true);
  });

  it('stops and asks for a key on ACCESS_DENIED, and follows again when a key is typed, even the same one', () => {
    const { fake, model } = setup();
    fake.fail('ACCESS_DENIED');
    expect(model.status.value).toBe('refused');
    expect(fake.following).toBe(false);
    fake.setKey('tv-key');
    expect(model.status.value).toBe('loading');
    expect(fake.following).toBe(true);
    expect(fake.follows).toHaveLength(2);
  });

  it('says the server is unreachable, keeps the last board, and clears it with the next view', () => {
    const { fake, model } = setup();
    fake.push(boardView({ calls: [a7] }));
    fake.fail('TRANSPORT_ERROR');
    expect(model.offline.value).toBe(true);
    expect(model.view.value?.calls).toEqual([a7]);
    expect(model.status.value).toBe('ready');
    fake.fail('INTERNAL');
    expect(model.offline.value).toBe(true);
    fake.push(boardView({ calls: [a7] }));
    expect(model.offline.value).toBe(false);
  });

  it('a server refusal other than ACCESS_DENIED is not "offline"', () => {
    const { fake, model } = setup();
    fake.fail('INTERNAL');
    expect(model.offline.value).toBe(false);
    expect(model.status.value).toBe('loading');
  });

  it('reads itself every minute, dropping a read that a newer frame overtook', async () => {
    const { fake, model } = setup();
    fake.push(boardView({ calls: [a7] }));
    let answer!: (reply: ReturnType<typeof ok>) => void;
    fake.answerWith(() => new Promise((resolve) => (answer = (reply) => resolve({ ...reply, requestId: 'r' }))));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(fake.calls).toEqual(['Board/Get']);
    fake.push(boardView({ calls: [b3, a7] }));
    answer(ok(boardView({ calls: [] })));
    await vi.advanceTimersByTimeAsync(0);
    expect(model.view.value?.calls).toEqual([b3, a7]);

    // A read nothing overtook is taken, yesterday's calls go at midnight.
    fake.answerWith(() => Promise.resolve({ ...ok(boardView({ calls: [] })), requestId: 'r' }));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(model.view.value?.calls).toEqual([]);
    fake.answerWith(() => Promise.resolve({ ...fail('ACCESS_DENIED'), requestId: 'r' }));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(model.status.value).toBe('refused');
  });

  it('stops following, reading and highlighting when stopped, and starts again', async () => {
    const { fake, model, stop } = setup();
    fake.push(boardView());
    fake.push(boardView({ calls: [a7] }));
    expect(model.highlights.value.size).toBe(1);
    stop();
    expect(fake.following).toBe(false);
    expect(model.highlights.value.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
    expect(fake.calls).toEqual([]);
    const again = model.start();
    expect(fake.following).toBe(true);
    again();
  });
});

describe('board model: new calls', () => {
  it('highlights and announces a call not on the board before, and ends the highlight after a while', () => {
    const { fake, model, announced } = setup();
    fake.push(boardView({ calls: [a7] }));
    fake.push(boardView({ calls: [b3, a7] }));
    expect(announced.map((call) => call.code)).toEqual(['Б-003']);
    expect([...model.highlights.value.keys()]).toEqual([`Б-003|Окно 1|${at(20)}`]);
    expect(model.lastCall.value?.code).toBe('Б-003');
    // The same view again (a poll, a repeated frame) is not news.
    fake.push(boardView({ calls: [b3, a7] }));
    expect(announced).toHaveLength(1);
    vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    expect(model.highlights.value.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(model.highlights.value.size).toBe(0);
  });

  it('takes a recall (a newer time for the same code) as a new call and says it is one', () => {
    const { fake, model, announced } = setup();
    fake.push(boardView({ calls: [a7], recent: [a7] }));
    const recalled = boardCall('А-007', 'Окно 2', 70);
    fake.push(boardView({ calls: [recalled], recent: [recalled, a7] }));
    expect(announced).toEqual([expect.objectContaining({ code: 'А-007', at: at(70), recall: true })]);
    expect([...model.highlights.value.values()]).toEqual([{ recall: true }]);
    // A first call is not a recall.
    fake.push(boardView({ calls: [b3, recalled], recent: [b3, recalled, a7] }));
    expect(announced[1]).toMatchObject({ code: 'Б-003', recall: false });
  });

  it('announces several calls of one view oldest first', () => {
    const { fake, announced } = setup();
    fake.push(boardView());
    const c1 = boardCall('В-001', 'Окно 3', 30);
    const c2 = boardCall('Д-002', 'Окно 4', 31);
    fake.push(boardView({ calls: [c2, c1] }));
    expect(announced.map((call) => call.code)).toEqual(['В-001', 'Д-002']);
  });

  it('drops the highlight of a call that left the board with its timer', () => {
    const { fake, model } = setup();
    fake.push(boardView());
    fake.push(boardView({ calls: [a7] }));
    expect(model.highlights.value.size).toBe(1);
    fake.push(boardView({ calls: [] }));
    expect(model.highlights.value.size).toBe(0);
    // Only the refresh interval is left.
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does not announce a call that comes back after newer calls pushed it off the list', () => {
    const { fake, announced } = setup();
    fake.push(boardView({ calls: [a7] }));
    fake.push(boardView({ calls: [b3] }));
    fake.push(boardView({ calls: [a7] }));
    expect(announced.map((call) => call.code)).toEqual(['Б-003']);
  });

  it('announces the calls made while the server was unreachable once it answers again', () => {
    const { fake, announced, model } = setup();
    fake.push(boardView({ calls: [a7] }));
    fake.fail('TRANSPORT_ERROR');
    fake.push(boardView({ calls: [b3, a7] }));
    expect(model.offline.value).toBe(false);
    expect(announced.map((call) => call.code)).toEqual(['Б-003']);
  });
});
