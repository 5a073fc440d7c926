import type { issueOneTimePassword } from '@abitura/sdk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/registry.js';
import { generatePassword, hashPassword } from '../../auth/passwords.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { canonicalStatus, findUser, userItem } from './manageUserQueries.js';

const OWN_ACCOUNT = 'Свой пароль меняют на странице смены пароля: одноразовый пароль выдаётся только другим.';
const LOCKED = (status: string) =>
  `Учётная запись ${status === 'banned' ? 'заблокирована' : 'приостановлена'}: сначала верните ей статус «Активен», затем выдайте одноразовый пароль.`;
const ISSUED = 'Одноразовый пароль выдан: передайте его пользователю. Он показан только сейчас и должен быть сменён при следующем входе.';
const CANNOT_CHANGE_PASSWORD =
  'Одноразовый пароль выдан, но ни одна из ролей и групп пользователя не даёт права «Смена собственного пароля»: он не сможет его сменить и начать работу. Добавьте ему такую роль.';

/**
 * An administrator's password reset: a new one-time password (shown once, only its hash kept), the
 * account set to `new` so it must change it at its next sign-in, every session ended and every
 * reset link spent, as a password change does. Banned or suspended accounts are refused: a new
 * password must not quietly undo a lock.
 */
export const issueOneTimePasswordHandler: Handler<typeof issueOneTimePassword> = async ({ id }, ctx) => {
  if (id === ctx.caller.user?.id) fail('CONFLICT', OWN_ACCOUNT);
  const status = canonicalStatus((await findUser(ctx.db, id)).status);
  if (status === 'banned' || status === 'suspended') fail('CONFLICT', LOCKED(status));

  const oneTimePassword = generatePassword();
  await ctx.db.update(passwordResets).set({ usedAt: ctx.now }).where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(oneTimePassword), passwordChangedAt: ctx.now, updatedAt: ctx.now, status: 'new', failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, id));
  const revoked = await ctx.services.sessions.revoke(ctx.db, { userId: id }, 'one-time password issued');
  const permissions = await ctx.services.access.permissionsOf(id, ctx.db);
  ctx.setMessage(permissions.has('EditPassword') ? ISSUED : CANNOT_CHANGE_PASSWORD);
  await ctx.audit({ action: 'User/IssueOneTimePassword', entity: 'user', entityId: id, before: { status }, after: { status: 'new', sessionsEnded: revoked.length } });
  ctx.afterCommit(() => {
    ctx.services.sessions.forgetUser(id);
    ctx.services.sessions.closeSockets(revoked);
  });
  return { user: await userItem(ctx.db, id), oneTimePassword, sessionsEnded: revoked.length };
};
