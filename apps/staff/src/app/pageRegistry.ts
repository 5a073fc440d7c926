/**
 * Which route of the SDK's table this app renders with which page. Each area of the app exports
 * its own registry (route name -> lazy page), so the pages are separate chunks and an area adds
 * its routes without touching the others.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteDef } from '@abitura/sdk';

/** What every page receives: the route it was matched by and its params (defaults applied). */
export interface PageProps {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;

/** Route name -> page. */
export type PageRegistry = Readonly<Record<string, PageComponent>>;
