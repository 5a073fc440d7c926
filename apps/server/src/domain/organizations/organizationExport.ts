import type { exportOrganizations } from '@abitura/contracts';
import { MAX_EXPORT_ROWS } from '@abitura/contracts';
import { toCsv, type CsvCell } from '@abitura/contracts/csv';
import { labelOf, OKRUGS, ORGANIZATION_TYPES } from '@abitura/contracts/vocabulary';
import type { Handler } from '../../actions/handlerTypes.js';
import { organizations } from '../../db/schema/index.js';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { listColumns, organizationConditions, organizationOrder, type ListRow } from './organizationFilter.js';

const HEADER = ['Тип', 'Полное наименование', 'Краткое наименование', 'Адрес', 'Код организации', 'Округ', 'Район', 'МРСД', 'Вид', 'Статус'];

/** Okrugs as staff read them (ЦАО), an unknown code as stored. */
const okrugLabel = (code: string | null) => (code === null ? null : (OKRUGS.find((okrug) => okrug.code === code)?.short ?? code));

function csvRow(row: ListRow): CsvCell[] {
  return [
    labelOf(ORGANIZATION_TYPES, row.type) ?? row.type,
    row.name,
    row.short_name,
    row.address,
    row.organization_id,
    okrugLabel(row.okrug),
    row.district,
    row.mrsd,
    row.kind,
    row.status ? 'Действует' : 'Закрыта',
  ];
}

/**
 * The organizations of the list's filter, in its order, as a CSV file named for the Moscow day
 * (organizations-2026-09-01.csv), at most MAX_EXPORT_ROWS rows.
 */
export const exportOrganizationsHandler: Handler<typeof exportOrganizations> = async (params, ctx) => {
  const rows = await ctx.db
    .select(listColumns)
    .from(organizations)
    .where(organizationConditions(params))
    .orderBy(...organizationOrder(params))
    .limit(MAX_EXPORT_ROWS);
  return { filename: `organizations-${dayLabel(moscowDay(ctx.now.getTime()))}.csv`, csv: toCsv(HEADER, rows.map(csvRow)), rows: rows.length };
};
