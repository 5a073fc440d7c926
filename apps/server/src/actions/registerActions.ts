import {
  accessOverview,
  accountLogin,
  accountLogout,
  allExistingFunctions,
  checkAccess,
  checkToken,
  createPrivilegeGroup,
  createRole,
  createUser,
  deletePrivilegeGroup,
  deleteRole,
  editPassword,
  eventsSubscribe,
  eventsUnsubscribe,
  forgotPassword,
  getAllPrivilegeGroups,
  getInfoAboutUserByID,
  issueOneTimePassword,
  listAudit,
  listUserSessions,
  listUsers,
  permissionHolders,
  readPermissions,
  readRoles,
  resetPassword,
  revokeUserSessions,
  setUserGroups,
  setUserRoles,
  setUserStatus,
  updatePrivilegeGroup,
  updateRole,
} from '@abitura/sdk/contracts';
import { issueOneTimePasswordHandler } from '../domain/access/issueOneTimePassword.js';
import { listAuditHandler } from '../domain/access/manageAudit.js';
import {
  createGroupHandler,
  createRoleHandler,
  deleteGroupHandler,
  deleteRoleHandler,
  updateGroupHandler,
  updateRoleHandler,
} from '../domain/access/managePermissionSets.js';
import { listSessionsHandler, revokeSessionsHandler } from '../domain/access/manageSessions.js';
import { createUserHandler, setUserStatusHandler } from '../domain/access/manageUserAccounts.js';
import { setUserGroupsHandler, setUserRolesHandler } from '../domain/access/manageUserAssignments.js';
import { listUsersHandler } from '../domain/access/manageUserList.js';
import { overviewHandler } from '../domain/access/overview.js';
import { permissionHoldersHandler } from '../domain/access/permissionHolders.js';
import { allExistingFunctionsHandler, readGroupsHandler, readPermissionsHandler, readRolesHandler, userInfoHandler } from '../domain/access/readAccess.js';
import { subscribeHandler, unsubscribeHandler } from '../domain/events/subscriptions.js';
import { registerEventActions } from '../domain/careerEvents/registerEventActions.js';
import { registerImportActions } from '../domain/applicantImport/registerImportActions.js';
import { registerContingentActions } from '../domain/contingent/registerContingentActions.js';
import { registerEmailTemplateActions } from '../domain/emailTemplates/registerEmailTemplateActions.js';
import { registerCalendarActions } from '../domain/calendar/registerCalendarActions.js';
import { registerCallActions } from '../domain/calls/registerCallActions.js';
import { registerCallInteractionActions } from '../domain/calls/callInteractionActions.js';
import { registerQueueActions } from '../domain/queue/registerQueueActions.js';
import { registerInteractionActions } from '../domain/interactions/registerInteractionActions.js';
import { registerLetterActions } from '../domain/letters/registerLetterActions.js';
import { registerOrganizationActions } from '../domain/organizations/registerOrganizationActions.js';
import { registerPhoneActions } from '../domain/phones/registerPhoneActions.js';
import { registerProgramActions } from '../domain/programs/registerProgramActions.js';
import { registerReferenceActions } from '../domain/reference/registerReferenceActions.js';
import { registerSearchActions } from '../domain/search/registerSearchActions.js';
import { registerTicketCheckInActions } from '../domain/ticketCheckIn/registerTicketCheckInActions.js';
import { editPasswordHandler, forgotPasswordHandler, resetPasswordHandler } from '../domain/session/passwordChange.js';
import { checkTokenHandler, signIn } from '../domain/session/signIn.js';
import { checkAccessHandler, signOut } from '../domain/session/signOut.js';
import { ActionRegistry } from './registry.js';

/** Every action's handler, by contract. A contract left without one stops the server at start. */
export function registerActions(registry = new ActionRegistry()): ActionRegistry {
  registerReferenceActions(registry);
  registerOrganizationActions(registry);
  registerProgramActions(registry);
  registerContingentActions(registry);
  registerImportActions(registry);
  registerInteractionActions(registry);
  registerCallActions(registry);
  registerCalendarActions(registry);
  registerEventActions(registry);
  registerLetterActions(registry);
  registerEmailTemplateActions(registry);
  registerCallInteractionActions(registry);
  registerQueueActions(registry);
  registerTicketCheckInActions(registry);
  registerSearchActions(registry);
  registerPhoneActions(registry);
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
    .register(listUsers, listUsersHandler)
    .register(createUser, createUserHandler)
    .register(setUserStatus, setUserStatusHandler)
    .register(issueOneTimePassword, issueOneTimePasswordHandler)
    .register(setUserRoles, setUserRolesHandler)
    .register(setUserGroups, setUserGroupsHandler)
    .register(listUserSessions, listSessionsHandler)
    .register(revokeUserSessions, revokeSessionsHandler)
    .register(createRole, createRoleHandler)
    .register(updateRole, updateRoleHandler)
    .register(deleteRole, deleteRoleHandler)
    .register(createPrivilegeGroup, createGroupHandler)
    .register(updatePrivilegeGroup, updateGroupHandler)
    .register(deletePrivilegeGroup, deleteGroupHandler)
    .register(listAudit, listAuditHandler)
    .register(accessOverview, overviewHandler)
    .register(permissionHolders, permissionHoldersHandler)
    .register(eventsSubscribe, subscribeHandler)
    .register(eventsUnsubscribe, unsubscribeHandler);
}
