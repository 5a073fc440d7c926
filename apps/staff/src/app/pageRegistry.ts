/**
 * Which route of the SDK's table this app renders with which page. Each area of the app exports
 * its own registry (route name -> lazy page), so the pages are separate chunks and an area adds
 * its routes without touching the others.
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import type { RouteDef } from '@abitura/sdk';

/** What every page receives: the route it was matched by and its params (defaults applied). */
export interface PageProps {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
}

/** A component whose code is a chunk of its own, with a way to fetch that chunk before it renders. */
export type LazyChunk<P extends object> = FunctionComponent<P> & {
  /** Starts loading the chunk (once; later calls return the same promise). */
  preload(): Promise<unknown>;
};

/**
 * React's lazy() with preload(), so RouteView can fetch a page's chunk and its layout's while the
 * route gate still asks the server whether the page may show, instead of one after the other once
 * it may. A chunk already loaded renders at once: React.lazy would still suspend on its first
 * render, and React holds a revealed Suspense boundary back for up to 300 ms, which delayed every
 * first page by that much before it even asked for its data.
 */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Chunk(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Chunk, { preload });
}

export type PageComponent = LazyChunk<PageProps> | ComponentType<PageProps>;

/** Starts loading a page's or a layout's chunk, if it has one; a failure shows when it renders. */
export function preloadChunk(component: PageComponent | LazyChunk<never> | undefined): void {
  if (component && 'preload' in component) component.preload().catch(() => {});
}

/** Route name -> page. */
export type PageRegistry = Readonly<Record<string, PageComponent>>;
