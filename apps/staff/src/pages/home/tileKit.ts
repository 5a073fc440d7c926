/**
 * What a home tile is: a heading, the permissions it needs, where its data comes from, and the
 * component that shows the data. Tiles that name the same source share one request, so several
 * tiles can be cut from one answer (Access/Overview feeds two).
 */
import type { ComponentType } from 'react';
import type { Client } from '@abitura/sdk';
import { can, type Ability } from '@abitura/sdk';

/** The part of the SDK client a loader may use. */
export type TileClient = Pick<Client, 'run'>;

export interface TileSource<Data> {
  /** Unique; tiles with the same source key share one load. */
  key: string;
  /** What the source's action requires; a tile shows only when these and its own are granted. */
  permissions: readonly string[];
  load(client: TileClient): Promise<Data>;
}

export interface TileProps<Data> {
  data: Data;
}

export interface TileDef<Data> {
  /** Unique, stable (React key, e2e selector). */
  id: string;
  /** i18n key of the tile's heading, with its namespace ('home:users.title'). */
  title: string;
  /** Every one of these must be granted, besides the source's own. */
  permissions: readonly string[];
  source: TileSource<Data>;
  Component: ComponentType<TileProps<Data>>;
  /** Take the whole row on wide screens instead of half. @default false */
  wide?: boolean;
  /**
   * Whether the data holds nothing of the user's own (no callbacks, no applicants, no desk): the
   * page then puts the tile after the others, so what concerns the user comes first. @default never
   */
  quiet?: (data: Data) => boolean;
}

/** A tile with its data type forgotten, so tiles of different sources sit in one list. */
export interface HomeTile {
  readonly id: string;
  readonly title: string;
  readonly permissions: readonly string[];
  readonly source: TileSource<unknown>;
  readonly Component: ComponentType<TileProps<unknown>>;
  readonly wide?: boolean;
  readonly quiet?: (data: unknown) => boolean;
}

/**
 * Declares a tile. The type is erased here and nowhere else: the model only ever hands a tile the
 * data of its own source, so the component always receives the type it declared.
 */
export function defineTile<Data>(tile: TileDef<Data>): HomeTile {
  return tile as unknown as HomeTile;
}

/** Whether the ability grants everything the tile and its source need. */
export function tileAllowed(tile: HomeTile, ability: Ability): boolean {
  return [...tile.source.permissions, ...tile.permissions].every((permission) => can(ability, permission));
}

/** The tiles in the order to show them: those with the user's own data first, quiet ones last, each group in registry order. */
export function orderTiles(tiles: readonly HomeTile[], dataOf: (tile: HomeTile) => { data: unknown } | undefined): HomeTile[] {
  const isQuiet = (tile: HomeTile) => {
    const loaded = dataOf(tile);
    return tile.quiet !== undefined && loaded !== undefined && tile.quiet(loaded.data);
  };
  return [...tiles.filter((tile) => !isQuiet(tile)), ...tiles.filter(isQuiet)];
}
