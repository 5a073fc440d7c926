export { defineAction } from './defineAction.js';
export type { AccessRule, AccountStatus, ActionContract, ActionDefinition, ActionMapOf } from './defineAction.js';
export { accessRuleProblem, assertAccessRule, isAccessRule } from './accessRule.js';
export { contracts, findContract } from './registry.js';
export type { ActionMap, ActionName, RegisteredContract } from './registry.js';
export {
  MAX_ENTITY_ID,
  accessToken,
  currentPassword,
  entityId,
  loginName,
  newPassword,
  noParams,
  permissionName,
  resetToken,
  trimmedString,
} from './fields.js';
export { ability, abilityRule, accountStatus, sessionPayload, sessionUser } from './session.js';
export type { Ability, AbilityRule, SessionPayload, SessionUser } from './session.js';
export { permissionEntry, permissionKind, permissionNode, privilegeGroup, role, userDetail } from './access.js';
export type { PermissionEntry, PermissionNode, PrivilegeGroup, Role, UserDetail } from './access.js';
export {
  accountLogin,
  accountLogout,
  allExistingFunctions,
  checkAccess,
  checkToken,
  editPassword,
  forgotPassword,
  getAllPrivilegeGroups,
  getInfoAboutUserByID,
  readPermissions,
  readRoles,
  resetPassword,
  userContracts,
} from './user.js';
export {
  MAX_ASSIGNMENTS,
  MAX_PAGE,
  MAX_PERMISSIONS,
  MAX_PERMISSION_HOLDERS,
  MOSCOW_OFFSET,
  PAGE_SIZES,
  accessManagementContracts,
  accessOverview,
  auditItem,
  boundEnd,
  boundStart,
  createPrivilegeGroup,
  createRole,
  createUser,
  deletePrivilegeGroup,
  deleteRole,
  listAudit,
  listUserSessions,
  listUsers,
  newLogin,
  optionalEmail,
  optionalPhone,
  permissionGrantor,
  permissionHolder,
  permissionHolders,
  revokeUserSessions,
  sessionItem,
  setUserGroups,
  setUserRoles,
  setUserStatus,
  settableStatus,
  updatePrivilegeGroup,
  updateRole,
  userListItem,
} from './accessManagement.js';
export type { AuditItem, PermissionGrantor, PermissionHolder, SessionItem, UserListItem } from './accessManagement.js';
export { MAX_TOPICS_PER_CALL, eventContracts, eventTopic, eventsSubscribe, eventsUnsubscribe } from './events.js';
export { PERMISSIONS, PERMISSION_KEYS } from './permissions.js';
export type { PermissionDef, PermissionKey } from './permissions.js';
