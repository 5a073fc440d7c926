import type { createUser, setUserStatus } from '@abitura/contracts';
import { eq, sql } from 'drizzle-orm';
import { ActionFailure, fail } from '../../actions/actionFailure.js';
import type { Handler, PreparedWrite } from '../../actions/handlerTypes.js';
import { generatePassword } from '../../auth/passwords.js';
import { userGroups, userRoles, users } from '../../db/schema/index.js';
import { guardAdministrators } from './manageAdministrators.js';
import { canonicalStatus, existingIds, findUser, namesOf, userItem } from './manageUserQueries.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';

const loginTaken = (login: string) => `Логин «${login}» уже занят. Выберите другой.`;
const emailTaken = (email: string) => `Адрес ${email} уже указан у другого пользователя: по нему входят в систему, поэтому он должен быть у каждого свой.`;
const CREATED = 'Пользователь создан. Передайте ему одноразовый пароль: он показан только сейчас и должен быть сменён при первом входе.';

/**
 * Creates an account with status `new` and a one-time password, returned once: the user must
 * change it at first sign-in. Login and e-mail are unique regardless of case (either signs in).
 * The password is hashed before the transaction, which a hash would otherwise hold for most of a
 * second.
 */
export const createUserHandler: PreparedWrite<typeof createUser, { oneTimePassword: string; passwordHash: string }> = {
  async prepare(_params, ctx) {
    const oneTimePassword = generatePassword();
    return { oneTimePassword, passwordHash: await ctx.services.passwords.hash(oneTimePassword) };
  },
  async write(params, ctx, { oneTimePassword, passwordHash }) {
    const { db } = ctx;
    const [sameLogin] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.login})`, params.login.toLowerCase())).limit(1);
    if (sameLogin) fail('CONFLICT', loginTaken(params.login), [{ path: 'login', message: loginTaken(params.login) }]);
    if (params.email) {
      const [sameEmail] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, params.email.toLowerCase())).limit(1);
      if (sameEmail) fail('CONFLICT', emailTaken(params.email), [{ path: 'email', message: emailTaken(params.email) }]);
    }
    const roleIds = await existingIds(db, 'role', 'roleIds', params.roleIds ?? []);
    const groupIds = await existingIds(db, 'group', 'groupIds', params.groupIds ?? []);

    let id: number;
    try {
      const [row] = await db
        .insert(users)
        .values({
          login: params.login,
          fullName: params.fullName,
          email: params.email ?? null,
          phone: params.phone ?? null,
          status: 'new',
          passwordHash,
          passwordChangedAt: ctx.now,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: users.id });
      id = (row as { id: number }).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ActionFailure('CONFLICT', loginTaken(params.login), [{ path: 'login', message: loginTaken(params.login) }]);
      throw error;
    }
    if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
    if (groupIds.length > 0) await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId: id, groupId })));

    ctx.setMessage(CREATED);
    const user = await userItem(db, id);
    await ctx.audit({
      action: 'User/Create',
      entity: 'user',
      entityId: id,
      before: null,
      after: { login: user.login, fullName: user.fullName, email: user.email, phone: user.phone, status: user.status, roles: user.roles, groups: await namesOf(db, 'group', groupIds) },
    });
    return { user, oneTimePassword };
  },
};

const OWN_STATUS = 'Нельзя изменить статус своей учётной записи: попросите об этом другого администратора.';
const NEW_TO_ACTIVE =
  'Пользователь ещё не сменил одноразовый пароль: статус «Активен» он получит сам при первой смене пароля. Если одноразовый пароль утерян, пусть воспользуется ссылкой «Забыли пароль?» на странице входа.';

/**
 * Sets a status. Banning or suspending ends every session of the account at once (their sockets
 * close after commit). One's own status is off limits, `new` becomes `active` only through the
 * user's own password change, and the last administrator cannot be banned or suspended.
 */
export const setUserStatusHandler: Handler<typeof setUserStatus> = async ({ id, status }, ctx) => {
  if (id === ctx.caller.user?.id) fail('CONFLICT', OWN_STATUS);
  const row = await findUser(ctx.db, id);
  const before = canonicalStatus(row.status);
  if (before === status) {
    ctx.setMessage('Статус не изменился.');
    return userItem(ctx.db, id);
  }
  if (before === 'new' && status === 'active') fail('CONFLICT', NEW_TO_ACTIVE);
  const locksOut = status === 'banned' || status === 'suspended';
  const checkAdministrators = locksOut ? await guardAdministrators(ctx.db) : null;
  await ctx.db.update(users).set({ status, updatedAt: ctx.now }).where(eq(users.id, id));
  const revoked = locksOut ? await ctx.services.sessions.revoke(ctx.db, { userId: id }, status) : [];
  await checkAdministrators?.();
  await ctx.audit({ action: 'User/SetStatus', entity: 'user', entityId: id, before: { status: before }, after: { status, sessionsEnded: revoked.length } });
  ctx.afterCommit(() => {
    ctx.services.sessions.forgetUser(id);
    ctx.services.sessions.closeSockets(revoked);
  });
  return userItem(ctx.db, id);
};
