/**
 * Addresses the navigation logic sends people to around sign-in (SPEC section 2), including
 * the `to` query that carries the intended page through the login form.
 */
import { LOGIN_ROUTE_NAME } from './routes.js';

/** Query key holding the intended path on /login: '/login?to=%2Faccess%2Fpanel%3Ftab%3D1'. */
export const LOGIN_REDIRECT_PARAM = 'to';
export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_AUTHORIZED_PATH = '/not-authorized';
export const NOT_ACTIONS_PATH = '/access/pages/not-actions';
export const EDIT_PASSWORD_PATH = '/access/pages/edit-password';

/**
 * The login address for someone who wanted `target` (path with query). The `to` query is left
 * out when the target is the root or empty, since the root sends signed-in users home anyway.
 */
export function loginPathFor(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (path === '' || path === ROOT_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where a signed-in user goes from the page they are on (SPEC section 2: after a successful
 * token check while on login, the user goes to home): from /login to the page its `to` query
 * names, or '/home' (see {@link loginRedirectTarget}); elsewhere null (stay where you are). The
 * route guard applies it, so the sign-in form and a session restored on /login go the same way.
 *
 * @param search The current query, with or without '?'. @default ''
 */
export function afterTokenCheck(currentRouteName: string | null | undefined, search = ''): string | null {
  return currentRouteName === LOGIN_ROUTE_NAME ? loginRedirectTarget(search) : null;
}

// Only characters a browser will not rewrite: the URL parser drops tabs and newlines, so
// '/\t/evil.example' would become '//evil.example'; and it reads '\' as '/'.
const hasUnsafeChar = (text: string): boolean =>
  [...text].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const BASE = 'https://abitura.invalid';

/**
 * The intended path after login, read from the `to` query of `search` (with or without '?').
 * Only a same-site absolute path is returned: it must start with exactly one '/', hold no
 * backslash or control character, and resolve to the same origin, so '//evil.example',
 * 'https://evil.example' and 'javascript:…' all fall back to the default. A target back on
 * /login falls back too, to avoid a loop.
 *
 * @param fallback Returned when there is no safe target. @default '/home'
 */
export function loginRedirectTarget(search: string, fallback: string = HOME_PATH): string {
  const target = new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM);
  if (target === null || !target.startsWith('/') || target.startsWith('//') || hasUnsafeChar(target)) return fallback;
  const url = new URL(target, BASE);
  if (url.origin !== BASE) return fallback;
  if (url.pathname.replace(/\/+$/, '').toLowerCase() === LOGIN_PATH) return fallback;
  return target;
}
