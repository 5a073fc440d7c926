import { describe, expect, it } from 'vitest';
import { ActionError, SdkError } from '@abitura/sdk';
import { createTestClient, fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { createHomeModel, failureReason } from './homeModel.js';
import { accessOverviewSource } from './sources.js';
import { OVERVIEW } from './testing/fixtures.js';
import { defineTile, type HomeTile, type TileSource } from './tileKit.js';
import { HOME_TILES } from './tiles.js';

const Nothing = () => null;

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setup(ability: Record<string, unknown>[] = [{ viewHomepage: true, viewAccessPanel: true }], respond = respondWith({ 'Access/Overview': () => ok(OVERVIEW) })) {
  const test = createTestClient({ session: { ...TEST_SESSION, ability }, respond });
  const at = new Date('2026-09-14T10:30:00Z');
  const model = createHomeModel({ client: test.client, tiles: HOME_TILES, now: () => at });
  return { ...test, model, at };
}

describe('createHomeModel', () => {
  it('shows the access tiles to a holder of viewAccessPanel and loads their one source once', async () => {
    const { model, requests, at } = setup();
    expect(model.tiles.value.map((tile) => tile.id)).toEqual(['users-by-status', 'sign-ins']);
    const loading = model.load();
    expect(model.sources.value['access-overview']).toEqual({ status: 'loading' });
    expect(model.loading.value).toBe(true);
    await loading;
    expect(requests.map((request) => request.action)).toEqual(['Access/Overview']);
    expect(model.sources.value['access-overview']).toEqual({ status: 'ready', data: OVERVIEW });
    expect(model.loading.value).toBe(false);
    expect(model.updatedAt.value).toBe(at);
  });

  it('hides tiles whose permission the ability lacks, and asks for nothing then', async () => {
    const { model, requests } = setup([{ viewHomepage: true }]);
    expect(model.tiles.value).toEqual([]);
    await model.load();
    expect(requests).toEqual([]);
    expect(model.updatedAt.value).toBeNull();
  });

  it('follows the session: tiles appear when the ability grants them', async () => {
    const { model, client } = setup([{ viewHomepage: true }], respondWith({ 'User/CheckToken': () => ok(TEST_SESSION) }));
    expect(model.tiles.value).toEqual([]);
    await client.checkToken();
    expect(model.tiles.value.map((tile) => tile.id)).toEqual(['users-by-status', 'sign-ins']);
  });

  it('reports a failure with its reason, and a retry loads again', async () => {
    let answer = fail('INTERNAL', 'boom');
    const { model } = setup(undefined, respondWith({ 'Access/Overview': () => answer }));
    await model.load();
    expect(model.sources.value['access-overview']).toEqual({ status: 'failed', reason: 'failed' });
    expect(model.updatedAt.value).toBeNull();
    answer = ok(OVERVIEW);
    await model.retry('access-overview');
    expect(model.sources.value['access-overview']).toEqual({ status: 'ready', data: OVERVIEW });
  });

  it('keeps the old numbers on screen while a refresh runs', async () => {
    const { model } = setup();
    await model.load();
    const refresh = model.load();
    expect(model.sources.value['access-overview']).toEqual({ status: 'loading', data: OVERVIEW });
    await refresh;
  });

  it('lets the newest load win when an older one answers late', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const source: TileSource<string> = { key: 'slow', permissions: [], load: () => answers[call++]!.promise };
    const tiles: HomeTile[] = [defineTile({ id: 'slow', title: 'home:x', permissions: [], source, Component: Nothing })];
    const { client } = createTestClient({ signedIn: true });
    const model = createHomeModel({ client, tiles });
    const first = model.load();
    const second = model.load();
    answers[1]!.resolve('new');
    await second;
    answers[0]!.resolve('old');
    await first;
    expect(model.sources.value['slow']).toEqual({ status: 'ready', data: 'new' });
  });

  it('loads each source once however many tiles share it, and separate sources side by side', async () => {
    let loads = 0;
    const other: TileSource<number> = { key: 'other', permissions: ['viewHomepage'], load: async () => ++loads };
    const tiles = [
      ...HOME_TILES,
      defineTile({ id: 'a', title: 'home:a', permissions: [], source: other, Component: Nothing }),
      defineTile({ id: 'b', title: 'home:b', permissions: [], source: other, Component: Nothing }),
    ];
    const test = createTestClient({ signedIn: true, respond: respondWith({ 'Access/Overview': () => ok(OVERVIEW) }) });
    const model = createHomeModel({ client: test.client, tiles });
    await model.load();
    expect(loads).toBe(1);
    expect(Object.keys(model.sources.value).sort()).toEqual(['access-overview', 'other']);
  });

  it('ignores a retry for a source no visible tile needs', async () => {
    const { model, requests } = setup([{ viewHomepage: true }]);
    await model.retry(accessOverviewSource.key);
    expect(requests).toEqual([]);
    expect(model.sources.value).toEqual({});
  });
});

describe('failureReason', () => {
  it('tells a lost connection and a revoked permission from other failures', () => {
    expect(failureReason(new SdkError('TIMEOUT', 'slow'))).toBe('offline');
    expect(failureReason(new ActionError('TRANSPORT_ERROR', 'down', 'Access/Overview'))).toBe('offline');
    expect(failureReason(new ActionError('ACCESS_DENIED', 'no', 'Access/Overview'))).toBe('denied');
    expect(failureReason(new ActionError('INTERNAL', 'boom', 'Access/Overview'))).toBe('failed');
    expect(failureReason(new Error('bug'))).toBe('failed');
  });
});
