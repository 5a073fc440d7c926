import { z } from 'zod';
import { userListItem } from './accessManagement.js';
import { defineAction } from './defineAction.js';
import { entityId } from './fields.js';

/**
 * An administrator's password reset (`abitura users reset-password`, Keycloak's temporary
 * password): the account gets a new one-time password, shown once, and must change it at its
 * next sign-in, as after User/Create.
 */
export const issueOneTimePassword = defineAction({
  name: 'User/IssueOneTimePassword',
  permission: 'manageUsers',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: z.object({ user: userListItem, oneTimePassword: z.string().min(8), sessionsEnded: z.number().int().nonnegative() }),
  summary:
    "Gives an account a new one-time password (shown once): its status becomes new, so the password must be changed at the next sign-in, and its sessions end. Not for one's own account, nor for a banned or suspended one. Audited.",
});

export const oneTimePasswordContracts = [issueOneTimePassword] as const;
