import { describe, expect, it } from 'vitest';
import { defineTile, orderTiles, type HomeTile } from './tileKit.js';

const source = { key: 's', permissions: [], load: async () => 0 };
const tile = (id: string, quiet?: (data: number) => boolean): HomeTile => defineTile<number>({ id, title: id, permissions: [], source, Component: () => null, ...(quiet ? { quiet } : {}) });

describe('orderTiles', () => {
  const tiles = [tile('a', (n) => n === 0), tile('b'), tile('c', (n) => n === 0), tile('d', (n) => n < 0)];

  it('puts the tiles whose data is quiet after the others, each group in registry order', () => {
    expect(orderTiles(tiles, () => ({ data: 0 })).map((t) => t.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(orderTiles(tiles, () => ({ data: -1 })).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the registry order while the data is not there yet', () => {
    expect(orderTiles(tiles, () => undefined).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
