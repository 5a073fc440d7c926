import type { accessManagementContracts, oneTimePasswordContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { issueOneTimePasswordHandler } from './issueOneTimePassword.js';
import { listAuditHandler } from './manageAudit.js';
import { createGroupHandler, createRoleHandler, deleteGroupHandler, deleteRoleHandler, updateGroupHandler, updateRoleHandler } from './managePermissionSets.js';
import { listSessionsHandler, revokeSessionsHandler } from './manageSessions.js';
import { createUserHandler, setUserStatusHandler } from './manageUserAccounts.js';
import { setUserGroupsHandler, setUserRolesHandler } from './manageUserAssignments.js';
import { listUsersHandler } from './manageUserList.js';
import { overviewHandler } from './overview.js';
import { permissionHoldersHandler } from './permissionHolders.js';

/** The access-control area: users, roles, privilege groups, sessions, the audit and who holds a permission. */
export const accessManagementHandlers: Handlers<typeof accessManagementContracts> = {
  'User/List': listUsersHandler,
  'User/Create': createUserHandler,
  'User/SetStatus': setUserStatusHandler,
  'User/SetRoles': setUserRolesHandler,
  'User/SetGroups': setUserGroupsHandler,
  'User/ListSessions': listSessionsHandler,
  'User/RevokeSessions': revokeSessionsHandler,
  'Role/Create': createRoleHandler,
  'Role/Update': updateRoleHandler,
  'Role/Delete': deleteRoleHandler,
  'PrivilegeGroup/Create': createGroupHandler,
  'PrivilegeGroup/Update': updateGroupHandler,
  'PrivilegeGroup/Delete': deleteGroupHandler,
  'Audit/List': listAuditHandler,
  'Access/Overview': overviewHandler,
  'Access/PermissionHolders': permissionHoldersHandler,
};

/** An administrator's password reset: a new one-time password for another account. */
export const oneTimePasswordHandlers: Handlers<typeof oneTimePasswordContracts> = {
  'User/IssueOneTimePassword': issueOneTimePasswordHandler,
};
