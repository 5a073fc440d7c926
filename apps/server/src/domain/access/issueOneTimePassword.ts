import type { issueOneTimePassword } from '@abitura/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { PreparedWrite } from '../../actions/handlerTypes.js';
import { generatePassword } from '../../auth/passwords.js';
import { accountSubject, forgetGuesses } from '../../auth/signInAttempts.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { canonicalStatus, findUser, userItem } from './manageUserQueries.js';

const OWN_ACCOUNT = 'Свой пароль меняют на странице смены пароля: одноразовый пароль выдаётся только другим.';
const LOCKED = (status: string) =>
  `Учётная запись ${status === 'banned' ? 'заблокирована' : 'приостановлена'}: сначала верните ей статус «Активен», затем выдайте одноразовый пароль.`;
const ISSUED = 'Одноразовый пароль выдан: передайте его пользователю. Он показан только сейчас и должен быть сменён при следующем входе.';

/**
 * An administrator's password reset: a new one-time password (shown once, only its hash kept), the
 * account set to `new` so it must change it at its next sign-in, every session ended and every
 * reset link spent, as a password change does. Banned or suspended accounts are refused: a new
 * password must not quietly undo a lock. The guesses counted against the account are forgotten, as
 * after a password change. The password is hashed before the transaction, as User/Create does.
 */
export const issueOneTimePasswordHandler: PreparedWrite<typeof issueOneTimePassword, { oneTimePassword: string; passwordHash: string }> = {
  async prepare(_params, ctx) {
    const oneTimePassword = generatePassword();
    return { oneTimePassword, passwordHash: await ctx.services.passwords.hash(oneTimePassword) };
  },
  async write({ id }, ctx, { oneTimePassword, passwordHash }) {
    if (id === ctx.caller.user?.id) fail('CONFLICT', OWN_ACCOUNT);
    const status = canonicalStatus((await findUser(ctx.db, id)).status);
    if (status === 'banned' || status === 'suspended') fail('CONFLICT', LOCKED(status));

    await ctx.db.update(passwordResets).set({ usedAt: ctx.now }).where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
    await ctx.db.update(users).set({ passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now, status: 'new' }).where(eq(users.id, id));
    await forgetGuesses(ctx.db, accountSubject(id));
    const revoked = await ctx.services.sessions.revoke(ctx.db, { userId: id }, 'one-time password issued');
    ctx.setMessage(ISSUED);
    await ctx.audit({ action: 'User/IssueOneTimePassword', entity: 'user', entityId: id, before: { status }, after: { status: 'new', sessionsEnded: revoked.length } });
    ctx.afterCommit(() => {
      ctx.services.sessions.forgetUser(id);
      ctx.services.sessions.closeSockets(revoked);
    });
    return { user: await userItem(ctx.db, id), oneTimePassword, sessionsEnded: revoked.length };
  },
};
