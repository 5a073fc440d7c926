export { users, permissions, roles, privilegeGroups, rolePermissions, groupPermissions, userRoles, userGroups } from './access.js';
export { sessions, passwordResets } from './sessions.js';
export { auditLog, idempotentReplies, mailOutbox } from './operations.js';
