/**
 * Path matching and building over the route table, in step with wouter's own matcher
 * (regexparam): case-insensitive, one optional trailing slash, ':param' matches one segment,
 * ':param?' may be absent, '*' matches the rest. Apps render with wouter; the guard, the menu
 * and tests use this, so both must agree on which route an address is.
 */
import { ROUTES, findRoute } from './routes.js';
import type { RouteDef } from './routes.js';

/** A route and the params read from the address. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledPattern {
  regex: RegExp;
  keys: string[];
}

/** Name under which a '*' segment's remainder is reported, as wouter does. */
export const WILDCARD_PARAM = '*';

const compiled = new Map<string, CompiledPattern>();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function compile(path: string): CompiledPattern {
  const cached = compiled.get(path);
  if (cached) return cached;
  const keys: string[] = [];
  let source = '';
  for (const segment of segmentsOf(path)) {
    if (segment === '*') {
      keys.push(WILDCARD_PARAM);
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  const pattern = { regex: new RegExp(`^${source}/?$`, 'i'), keys };
  compiled.set(path, pattern);
  return pattern;
}

/** A malformed escape ('%E0%A4%A') stays as typed rather than making the page unreachable. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Path part of an address: query and hash cut off, always a leading '/', trailing '/' dropped. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Finds the first route whose pattern matches `pathname` (query and hash are ignored). Params are
 * URI-decoded; a route's `defaultTab` fills `params.tab` when the address has none.
 *
 * @param routes The table to search. @default ROUTES
 * @returns null only when `routes` has no catch-all and nothing matched.
 */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const path = normalizePathname(pathname);
  for (const route of routes) {
    const { regex, keys } = compile(route.path);
    const found = regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[key] = decode(value);
    });
    if (route.defaultTab !== undefined && params['tab'] === undefined) params['tab'] = route.defaultTab;
    return { route, params };
  }
  return null;
}

/**
 * Builds the address of the route called `name`. Values are URI-encoded; an absent optional
 * param is left out; a missing ':tab' falls back to the route's `defaultTab`.
 *
 * @param routes The table to search. @default ROUTES
 * @throws RangeError for an unknown route name.
 * @throws TypeError when a required param is missing or empty.
 */
export function buildPath(
  name: string,
  params: Readonly<Record<string, string | number>> = {},
  routes: readonly RouteDef[] = ROUTES,
): string {
  const route = findRoute(name, routes);
  if (!route) throw new RangeError(`Unknown route '${name}'`);
  const parts: string[] = [];
  for (const segment of segmentsOf(route.path)) {
    if (segment === '*') {
      const rest = params[WILDCARD_PARAM];
      // Each segment is encoded on its own so the remainder keeps its slashes.
      if (rest !== undefined && rest !== '') parts.push(...String(rest).split('/').map(encodeURIComponent));
      continue;
    }
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const given = params[key];
    if (given !== undefined && given !== '') parts.push(encodeURIComponent(String(given)));
    else if (optional) continue;
    else if (key === 'tab' && route.defaultTab !== undefined) parts.push(encodeURIComponent(route.defaultTab));
    else throw new TypeError(`Route '${name}' needs param '${key}'`);
  }
  return `/${parts.join('/')}`;
}
