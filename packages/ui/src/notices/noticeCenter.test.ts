import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@abitura/sdk';
import { createTestClient } from '../sdk/testing/testClient.js';
import { createNoticeCenter, type NoticeCenter } from './noticeCenter.js';

let center: NoticeCenter;
const texts = () => center.visible.value.map((notice) => notice.message);

beforeEach(() => {
  vi.useFakeTimers();
  center = createNoticeCenter();
});
afterEach(() => {
  center.dispose();
  vi.useRealTimers();
});

describe('createNoticeCenter', () => {
  it('hides success and info after 6 s, but keeps an error until it is closed', () => {
    center.notify({ level: 'success', message: MESSAGES.copied });
    center.notify({ level: 'info', message: 'Новое сообщение' });
    center.notify({ level: 'error', message: MESSAGES.requestFailed, key: 'request-failed' });
    expect(texts()).toEqual([MESSAGES.copied, 'Новое сообщение', MESSAGES.requestFailed]);

    vi.advanceTimersByTime(5_999);
    expect(texts()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([MESSAGES.requestFailed]);

    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual([MESSAGES.requestFailed]);
    center.dismiss(center.visible.value[0]!.id);
    expect(texts()).toEqual([]);
  });

  it('replaces a notice with the same key in place and gives it its full time again', () => {
    center.notify({ level: 'info', message: MESSAGES.updating, key: 'queue-drain' });
    const id = center.visible.value[0]!.id;
    center.notify({ level: 'info', message: 'Другое' });
    vi.advanceTimersByTime(4_000);
    center.notify({ level: 'success', message: MESSAGES.updated, key: 'queue-drain' });
    expect(center.visible.value.map(({ id: entryId, message }) => [entryId, message])).toEqual([
      [id, MESSAGES.updated],
      [id + 1, 'Другое'],
    ]);
    vi.advanceTimersByTime(2_000);
    expect(texts()).toEqual([MESSAGES.updated]);
    vi.advanceTimersByTime(4_000);
    expect(texts()).toEqual([]);
  });

  it('stops the timer when a keyed notice turns into an error', () => {
    center.notify({ level: 'warning', message: MESSAGES.switchedToHttp, key: 'connection' });
    center.notify({ level: 'error', message: 'Связь потеряна', key: 'connection' });
    vi.advanceTimersByTime(30_000);
    expect(texts()).toEqual(['Связь потеряна']);
  });

  it('shows a repeated notice without a key once', () => {
    center.notify({ level: 'success', message: MESSAGES.copied });
    center.notify({ level: 'success', message: MESSAGES.copied });
    center.notify({ level: 'error', message: MESSAGES.copied });
    expect(center.notices.value.map((notice) => notice.level)).toEqual(['success', 'error']);
  });

  it('shows at most 3; the next one appears when one closes, and its time starts then', () => {
    for (const n of [1, 2, 3]) center.notify({ level: 'error', message: `Ошибка ${n}` });
    center.notify({ level: 'info', message: 'Ждёт очереди' });
    expect(texts()).toEqual(['Ошибка 1', 'Ошибка 2', 'Ошибка 3']);
    expect(center.notices.value).toHaveLength(4);

    vi.advanceTimersByTime(10_000);
    center.dismiss(center.visible.value[1]!.id);
    expect(texts()).toEqual(['Ошибка 1', 'Ошибка 3', 'Ждёт очереди']);
    vi.advanceTimersByTime(5_999);
    expect(texts()).toContain('Ждёт очереди');
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(['Ошибка 1', 'Ошибка 3']);
  });

  it('drops the oldest waiting notices beyond maxQueued, never the visible ones', () => {
    center.dispose();
    center = createNoticeCenter({ maxVisible: 2, maxQueued: 4 });
    for (const n of [1, 2, 3, 4, 5, 6]) center.notify({ level: 'error', message: `E${n}` });
    expect(center.notices.value.map((notice) => notice.message)).toEqual(['E1', 'E2', 'E5', 'E6']);
  });

  it('honours its options and an injected clock', () => {
    const clock = { setTimeout: vi.fn(() => 'handle'), clearTimeout: vi.fn() };
    const custom = createNoticeCenter({ clock, autoHideMs: 1_000, stickyLevels: ['error', 'warning'] });
    custom.notify({ level: 'warning', message: 'Медленно' });
    expect(clock.setTimeout).not.toHaveBeenCalled();
    custom.notify({ level: 'info', message: 'Инфо' });
    expect(clock.setTimeout).toHaveBeenCalledWith(expect.any(Function), 1_000);
    custom.dismiss(custom.visible.value[1]!.id);
    expect(clock.clearTimeout).toHaveBeenCalledWith('handle');
  });

  it('tolerates odd input from the sink and ignores closing an unknown id', () => {
    center.notify({ level: 'fatal' as never, message: 42 as never });
    expect(center.visible.value[0]).toMatchObject({ level: 'info', message: '42' });
    center.dismiss(9_999);
    expect(center.notices.value).toHaveLength(1);
    center.clear();
    expect(center.notices.value).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(center.notices.value).toEqual([]);
  });

  it('is the SDK notice sink of a client', async () => {
    const { client } = createTestClient({ notify: center.notify });
    await client.copy('12345', { writeText: () => Promise.resolve() });
    expect(texts()).toEqual([MESSAGES.copied]);
    client.close();
  });
});
