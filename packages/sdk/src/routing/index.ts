export {
  ROUTES,
  ROOT_ROUTE_NAME,
  LOGIN_ROUTE_NAME,
  HOME_ROUTE_NAME,
  NOT_AUTHORIZED_ROUTE_NAME,
  NOT_ACTIONS_ROUTE_NAME,
  EDIT_PASSWORD_ROUTE_NAME,
  ERROR_ROUTE_NAME,
  findRoute,
} from './routes.js';
export type { RouteDef, RouteAbilityCheck } from './routes.js';
export { WILDCARD_PARAM, normalizePathname, matchRoute, buildPath } from './matchRoute.js';
export type { RouteMatch } from './matchRoute.js';
export { ADMIN_PERMISSION, can, canDo } from './ability.js';
export type { Ability } from './ability.js';
export { isSignedIn, guardRoute } from './guard.js';
export type { GuardSession, GuardInput, GuardRedirectReason, GuardResult } from './guard.js';
export { verifyRouteAccess } from './verifyAccess.js';
export type { CheckAccessReply, CheckAccessCall } from './verifyAccess.js';
export {
  LOGIN_REDIRECT_PARAM,
  ROOT_PATH,
  LOGIN_PATH,
  HOME_PATH,
  NOT_AUTHORIZED_PATH,
  NOT_ACTIONS_PATH,
  EDIT_PASSWORD_PATH,
  loginPathFor,
  afterTokenCheck,
  loginRedirectTarget,
} from './redirects.js';
export { visibleMenu, MENU } from './menu.js';
export type { MenuItem } from './menu.js';
