import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '@abitura/contracts/wire';
import { deferred } from '../testing/timing.js';
import { createTypeaheadSearch, TYPEAHEAD_DEBOUNCE_MS, type TypeaheadOptions, type TypeaheadPage } from './typeaheadSearch.js';

interface Hit {
  id: number;
}

type PageReply = Reply<TypeaheadPage<Hit>>;

const found = (...ids: number[]): PageReply => ({ success: true, message: '', data: { items: ids.map((id) => ({ id })), more: false } });
const failure = (message: string): PageReply => ({ success: false, message, data: 'INTERNAL' as unknown as TypeaheadPage<Hit> });

/** A box that sends its trimmed text from three characters on, the way both pages parameterise it. */
function setup(send: (text: string) => Promise<PageReply>, options: Partial<TypeaheadOptions<string, Hit>> = {}) {
  const sent = vi.fn(send);
  const model = createTypeaheadSearch<string, Hit>({
    paramsOf: (text) => (text.trim().length >= 3 ? text.trim() : null),
    keyOf: (text) => text,
    send: sent,
    highlightFirst: false,
    picksWhileSearching: false,
    ...options,
  });
  return { model, sent };
}

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('typeahead search model', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends only the newest text, once typing pauses, and nothing for text too short', async () => {
    const { model, sent } = setup(async () => found(1));
    model.setText('аб');
    expect(model.status.value).toBe('short');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS);
    expect(sent).not.toHaveBeenCalled();
    model.setText('абв');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1);
    model.setText('абвг');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1);
    expect(sent).not.toHaveBeenCalled();
    expect(model.status.value).toBe('searching');
    vi.advanceTimersByTime(1);
    expect(sent.mock.calls).toEqual([['абвг']]);
    await settle(model);
    expect(model.status.value).toBe('found');
  });

  it('moves the highlight with the arrows, round the ends', async () => {
    const { model } = setup(async () => found(1, 2, 3));
    model.replaceText('абв');
    await settle(model);
    expect(model.active.value).toBe(-1);
    model.moveActive(-1);
    expect(model.activeHit.value?.id).toBe(3);
    model.moveActive(1);
    expect(model.activeHit.value?.id).toBe(1);
    model.moveActive(1);
    model.moveActive(1);
    model.moveActive(1);
    expect(model.activeHit.value?.id).toBe(1);
    model.setActive(7);
    expect(model.activeHit.value).toBeNull();
  });

  it('highlights the first fresh hit when asked, so Enter picks it at once', async () => {
    const { model } = setup(async () => found(4, 5), { highlightFirst: true });
    model.setText('абв');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    await settle(model);
    expect(model.activeHit.value?.id).toBe(4);
    model.moveActive(1);
    expect(model.activeHit.value?.id).toBe(5);
    // New text starts the highlight over.
    model.setText('абвг');
    expect(model.activeHit.value).toBeNull();
  });

  it('Enter picks the highlighted hit, or with none sends the text at once', async () => {
    const { model, sent } = setup(async () => found(1, 2));
    model.setText('абв');
    expect(model.pickOnEnter()).toBeNull();
    expect(sent.mock.calls).toEqual([['абв']]);
    await settle(model);
    model.moveActive(1);
    model.moveActive(1);
    expect(model.pickOnEnter()).toEqual({ id: 2 });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('Enter picks among the older hits while newer text is searched only when allowed', async () => {
    for (const picksWhileSearching of [false, true]) {
      const { model } = setup(async () => found(1, 2), { picksWhileSearching });
      model.replaceText('абв');
      await settle(model);
      model.moveActive(1);
      model.setText('абвг');
      model.moveActive(1);
      expect(model.status.value).toBe('searching');
      expect(model.pickOnEnter()).toEqual(picksWhileSearching ? { id: 1 } : null);
      await settle(model);
    }
  });

  it('ignores a late answer to older text', async () => {
    const slow = deferred<PageReply>();
    const { model } = setup((text) => (text === 'абв' ? slow.promise : Promise.resolve(found(2))));
    model.replaceText('абв');
    model.replaceText('абвг');
    await vi.waitFor(() => expect(model.status.value).toBe('found'));
    slow.resolve(found(1));
    await vi.waitFor(() => expect(model.loading.value).toBe(false));
    await Promise.resolve();
    expect(model.hits.value.map((hit) => hit.id)).toEqual([2]);
  });

  it('drops an answer that arrives after the text got too short', async () => {
    const slow = deferred<PageReply>();
    const { model } = setup(() => slow.promise);
    model.replaceText('абв');
    model.setText('а');
    slow.resolve(found(1));
    await settle(model);
    expect(model.hits.value).toEqual([]);
    expect(model.status.value).toBe('short');
  });

  it('reports a failure for the text sent, and clears it once a retry answers', async () => {
    let calls = 0;
    const { model } = setup(async () => (++calls === 1 ? failure('Сбой поиска') : found()));
    model.replaceText('абв');
    await settle(model);
    expect(model.status.value).toBe('failed');
    expect(model.error.value).toMatchObject({ code: 'INTERNAL', message: 'Сбой поиска' });
    // Other text is not the failed one: it waits for its own answer.
    model.setText('абвг');
    expect(model.status.value).toBe('searching');
    model.setText('абв');
    expect(model.status.value).toBe('failed');
    await model.searchNow();
    expect(model.status.value).toBe('none');
  });

  it('tells of every request as it is sent, and clear() empties the box without a pending send', async () => {
    const onSend = vi.fn();
    const { model, sent } = setup(async () => found(1), { onSend });
    model.setText('абв');
    model.clear();
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS);
    expect(sent).not.toHaveBeenCalled();
    expect(model.status.value).toBe('idle');
    await model.searchNow();
    expect(onSend).not.toHaveBeenCalled();
    model.replaceText(' абв ');
    expect(onSend).toHaveBeenCalledWith('абв');
    await settle(model);
  });
});
