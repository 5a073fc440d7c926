import { sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The permission that makes an administrator. Whoever holds manageUsers can give any account,
 * their own included, any role, and the system role Администратор always holds every permission
 * (it can be neither deleted nor stripped), so one active holder can always restore all access.
 */
export const ADMINISTRATOR_PERMISSION = 'manageUsers';

/** Serializes the writes that can remove administrators, so two of them cannot each remove "the other". */
const ADMINISTRATORS_LOCK = 0x4162_6974;

export const LAST_ADMINISTRATOR =
  'Нельзя оставить систему без администратора: это изменение лишает права «Создание пользователей, смена статуса и ролей» последнюю активную учётную запись, у которой оно есть. Сначала выдайте это право другому активному пользователю.';

/** Active accounts whose roles or privilege groups grant manageUsers. */
export async function countAdministrators(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from users u
    where u.status = 'active' and (
      exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
              where ur.user_id = u.id and rp.permission = ${ADMINISTRATOR_PERMISSION})
      or exists (select 1 from user_groups ug join group_permissions gp on gp.group_id = ug.group_id
                 where ug.user_id = u.id and gp.permission = ${ADMINISTRATOR_PERMISSION}))`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * The last-administrator rule: a write may not take the number of administrators (active
 * accounts holding manageUsers) from one or more down to none. Call before changing anything,
 * inside the write's transaction, then call the returned check after the change: it refuses
 * with CONFLICT, rolling the whole write back. The advisory lock (held to the end of the
 * transaction) makes such writes run one at a time, so the count after the change is exact.
 */
export async function guardAdministrators(db: Db): Promise<() => Promise<void>> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`);
  const before = await countAdministrators(db);
  return async () => {
    if (before > 0 && (await countAdministrators(db)) === 0) fail('CONFLICT', LAST_ADMINISTRATOR);
  };
}
