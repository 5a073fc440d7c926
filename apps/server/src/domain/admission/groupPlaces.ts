import type { copyPlaces, createGroupsFromPrograms, setGroupPlaces } from '@abitura/contracts';
import { inArray, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { rowsOf } from '../../db/rows.js';
import { competitiveGroups, educationPrograms, organizations } from '../../db/schema/index.js';
import { foundSeason } from './seasons.js';

/**
 * The season's groups from the registry in one statement: for every programme of the operating
 * colleges (those given, or all), a budget group (the programme's budget places, null when 0)
 * and a paid group when it has paid places, with the programme's base grade and its first
 * entrance test. Groups that exist (season, programme, funding) are kept as they are and counted.
 */
export const createGroupsFromProgramsHandler: Handler<typeof createGroupsFromPrograms> = async ({ season_id, college_ids }, ctx) => {
  await foundSeason(ctx.db, season_id, { lock: true });
  const colleges = college_ids === undefined ? sql`true` : college_ids.length === 0 ? sql`false` : inArray(organizations.id, college_ids);
  const candidates = sql`
    from ${educationPrograms}
    join ${organizations} on ${organizations.id} = ${educationPrograms.organizationId}
    cross join (values ('budget'), ('paid')) as funding(kind)
    where ${organizations.type} = 'college' and ${organizations.status} and ${colleges}
      and (funding.kind = 'budget' or ${educationPrograms.paidPlaces} > 0)`;
  const [counted] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n ${candidates}`));
  const inserted = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      insert into ${competitiveGroups} (season_id, college_id, program_id, funding, base, places, test_type, created_at, updated_at)
      select ${season_id}, ${educationPrograms.organizationId}, ${educationPrograms.id}, funding.kind, ${educationPrograms.baseGrade},
        nullif(case when funding.kind = 'budget' then ${educationPrograms.budgetPlaces} else ${educationPrograms.paidPlaces} end, 0),
        (${educationPrograms.entranceTests}->0->>'type')::int, ${ctx.now.toISOString()}::timestamptz, ${ctx.now.toISOString()}::timestamptz
      ${candidates}
      on conflict (season_id, program_id, funding) do nothing
      returning id`),
  );
  const created = inserted.length;
  const existing = Number(counted?.n ?? 0) - created;
  await ctx.audit({ action: 'Admission/CreateGroupsFromPrograms', entity: 'admissionSeason', entityId: season_id, before: null, after: { college_ids: college_ids ?? null, created, existing } });
  return { created, existing };
};

/** Several groups' places at once: every group must exist, or nothing is written. */
export const setGroupPlacesHandler: Handler<typeof setGroupPlaces> = async ({ items }, ctx) => {
  const ids = items.map((item) => item.group_id);
  const found = await ctx.db.select({ id: competitiveGroups.id, places: competitiveGroups.places }).from(competitiveGroups).where(inArray(competitiveGroups.id, ids)).orderBy(competitiveGroups.id).for('update');
  const before = new Map(found.map((row) => [row.id, row.places]));
  const missing = ids.filter((id) => !before.has(id));
  if (missing.length > 0) {
    const message = `Конкурсные группы не найдены (${missing.join(', ')}): обновите таблицу мест, возможно, их удалили. Ничего не сохранено.`;
    fail('NOT_FOUND', message, missing.map((id) => ({ path: `items.${ids.indexOf(id)}.group_id`, message })));
  }
  const idArray = sql`array[${sql.join(items.map((item) => sql`${item.group_id}`), sql`, `)}]::int[]`;
  const placesArray = sql`array[${sql.join(items.map((item) => sql`${item.places}`), sql`, `)}]::int[]`;
  await ctx.db.execute(sql`
    update ${competitiveGroups} set places = edit.places, updated_at = ${ctx.now.toISOString()}::timestamptz
    from (select unnest(${idArray}) as id, unnest(${placesArray}) as places) as edit
    where ${competitiveGroups.id} = edit.id`);
  const changed = items.filter((item) => before.get(item.group_id) !== item.places);
  if (changed.length > 0) {
    await ctx.audit({
      action: 'Admission/SetGroupPlaces',
      entity: 'competitiveGroup',
      entityId: changed.length === 1 ? (changed[0] as { group_id: number }).group_id : null,
      before: changed.map((item) => ({ group_id: item.group_id, places: before.get(item.group_id) ?? null })),
      after: changed.map((item) => ({ group_id: item.group_id, places: item.places })),
    });
  }
  return { updated: items.length };
};

/**
 * Places from another season's groups of the same programme code, college, funding and base.
 * Groups with places keep them unless `overwrite`; a source without places copies nothing.
 */
export const copyPlacesHandler: Handler<typeof copyPlaces> = async ({ season_id, from_season_id, overwrite }, ctx) => {
  await foundSeason(ctx.db, season_id, { lock: true });
  await foundSeason(ctx.db, from_season_id);
  const matches = rowsOf<{ id: number; before: number | null; places: number }>(
    await ctx.db.execute(sql`
      select target.id, target.places as before, source.places
      from competitive_groups target
      join education_programs target_program on target_program.id = target.program_id
      join competitive_groups source on source.season_id = ${from_season_id} and source.college_id = target.college_id
        and source.funding = target.funding and source.base = target.base and source.places is not null
      join education_programs source_program on source_program.id = source.program_id and source_program.code = target_program.code
      where target.season_id = ${season_id}
      order by target.id
      for update of target`),
  );
  const copies = matches.filter((match) => (overwrite || match.before === null) && match.before !== match.places);
  const [counted] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from ${competitiveGroups} where ${competitiveGroups.seasonId} = ${season_id}`));
  if (copies.length > 0) {
    const idArray = sql`array[${sql.join(copies.map((copy) => sql`${copy.id}`), sql`, `)}]::int[]`;
    const placesArray = sql`array[${sql.join(copies.map((copy) => sql`${copy.places}`), sql`, `)}]::int[]`;
    await ctx.db.execute(sql`
      update ${competitiveGroups} set places = edit.places, updated_at = ${ctx.now.toISOString()}::timestamptz
      from (select unnest(${idArray}) as id, unnest(${placesArray}) as places) as edit
      where ${competitiveGroups.id} = edit.id`);
  }
  const copied = copies.length;
  await ctx.audit({ action: 'Admission/CopyPlaces', entity: 'admissionSeason', entityId: season_id, before: null, after: { from_season_id, overwrite, copied, groups: copies.map((copy) => ({ group_id: copy.id, before: copy.before, places: copy.places })) } });
  return { copied, skipped: Number(counted?.n ?? 0) - copied };
};
