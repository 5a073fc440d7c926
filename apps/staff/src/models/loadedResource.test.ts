import { describe, expect, it } from 'vitest';
import type { Reply } from '@abitura/contracts/wire';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { deferred } from '../testing/timing.js';
import { createLoadedResource, createPagedResource } from './loadedResource.js';
import type { ListPage } from './pagedList.js';

const reply = <T>(data: T): Reply<T> => ({ success: true, message: '', data });
const refusal = { success: false, message: 'Сбой', data: 'INTERNAL' } as unknown as Reply<never>;

describe('loaded resource', () => {
  it('holds the initial value until the first answer, and the last answer through a failed reload', async () => {
    let fail = false;
    const resource = createLoadedResource(async () => (fail ? refusal : reply(['a'])), [] as string[]);
    expect(resource.value.value).toEqual([]);
    await resource.load();
    expect(resource.value.value).toEqual(['a']);
    expect(resource.loaded.value).toBe(true);
    fail = true;
    await resource.load();
    expect(resource.error.value?.code).toBe('INTERNAL');
    expect(resource.value.value).toEqual(['a']);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    const slow = deferred<Reply<string>>();
    let calls = 0;
    const resource = createLoadedResource(() => (++calls === 1 ? slow.promise : Promise.resolve(reply('new'))), '');
    const first = resource.load();
    await resource.load();
    slow.resolve(reply('old'));
    await first;
    expect(resource.value.value).toBe('new');
  });
});

describe('paged resource', () => {
  function setup() {
    const asked: [number, TablePageSize][] = [];
    const resource = createPagedResource<string>(async (page, pageSize) => {
      asked.push([page, pageSize]);
      return reply<ListPage<string>>({ items: [`p${page}`], total: 40 });
    });
    return { resource, asked };
  }

  it('reads a page at a time, ten to a page at first', async () => {
    const { resource, asked } = setup();
    await resource.load();
    expect(resource.items.value).toEqual(['p1']);
    expect(resource.total.value).toBe(40);
    resource.setPage(3.6);
    resource.setPage(-1);
    expect(resource.page.value).toBe(1);
    expect(asked).toEqual([
      [1, 10],
      [3, 10],
      [1, 10],
    ]);
  });

  it('goes back to page 1 for another page size or a restart', () => {
    const { resource, asked } = setup();
    resource.setPage(4);
    resource.setPageSize(25);
    expect(resource.page.value).toBe(1);
    resource.setPage(2);
    resource.restart();
    expect(asked).toEqual([
      [4, 10],
      [1, 25],
      [2, 25],
      [1, 25],
    ]);
  });
});
