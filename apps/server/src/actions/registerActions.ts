import {
  accountLogin,
  accountLogout,
  allExistingFunctions,
  checkAccess,
  checkToken,
  editPassword,
  eventsSubscribe,
  eventsUnsubscribe,
  forgotPassword,
  getAllPrivilegeGroups,
  getInfoAboutUserByID,
  readPermissions,
  readRoles,
  resetPassword,
} from '@abitura/sdk/contracts';
import { allExistingFunctionsHandler, readGroupsHandler, readPermissionsHandler, readRolesHandler, userInfoHandler } from '../domain/access/readAccess.js';
import { subscribeHandler, unsubscribeHandler } from '../domain/events/subscriptions.js';
import { editPasswordHandler, forgotPasswordHandler, resetPasswordHandler } from '../domain/session/passwordChange.js';
import { checkTokenHandler, signIn } from '../domain/session/signIn.js';
import { checkAccessHandler, signOut } from '../domain/session/signOut.js';
import { ActionRegistry } from './registry.js';

/** Every action's handler, by contract. A contract left without one stops the server at start. */
export function registerActions(registry = new ActionRegistry()): ActionRegistry {
  return registry
    .register(accountLogin, signIn)
    .register(checkToken, checkTokenHandler)
    .register(accountLogout, signOut)
    .register(checkAccess, checkAccessHandler)
    .register(forgotPassword, forgotPasswordHandler)
    .register(resetPassword, resetPasswordHandler)
    .register(editPassword, editPasswordHandler)
    .register(readPermissions, readPermissionsHandler)
    .register(readRoles, readRolesHandler)
    .register(getAllPrivilegeGroups, readGroupsHandler)
    .register(getInfoAboutUserByID, userInfoHandler)
    .register(allExistingFunctions, allExistingFunctionsHandler)
    .register(eventsSubscribe, subscribeHandler)
    .register(eventsUnsubscribe, unsubscribeHandler);
}
