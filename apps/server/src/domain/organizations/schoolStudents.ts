import type { OrganizationStudent, organizationStudents } from '@abitura/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, folded, searchWords } from '../../db/folding.js';
import { abiturients } from '../../db/schema/index.js';
import { fullName } from '../contingent/applicantRows.js';
import { foundOrganization } from './organizationCard.js';
import { countRows, readPage } from '../../db/paging.js';

type Row = Pick<typeof abiturients.$inferSelect, 'id' | 'lastName' | 'firstName' | 'middleName' | 'birthDate' | 'grade' | 'graduationYear' | 'processingStatus'>;

const toStudent = (row: Row): OrganizationStudent => ({
  id: row.id,
  fullname: fullName(row),
  birth_date: row.birthDate,
  grade: row.grade,
  graduation_year: row.graduationYear,
  processing_status: row.processingStatus,
});

/**
 * The applicants who study at the school, by surname and name (folded), a page at a time. Each
 * search word must occur in their folded full name; the grade narrows to 9th or 11th class.
 */
export const organizationStudentsHandler: Handler<typeof organizationStudents> = async (params, ctx) => {
  await foundOrganization(ctx.db, params.organization);
  const where = and(
    eq(abiturients.schoolId, params.organization),
    params.grade === undefined ? undefined : eq(abiturients.grade, params.grade),
    ...searchWords(params.search).map((word) => containsWord(abiturients.searchText, word)),
  );
  const total = await countRows(ctx.db, abiturients, where);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    ctx.db
      .select({
        id: abiturients.id,
        lastName: abiturients.lastName,
        firstName: abiturients.firstName,
        middleName: abiturients.middleName,
        birthDate: abiturients.birthDate,
        grade: abiturients.grade,
        graduationYear: abiturients.graduationYear,
        processingStatus: abiturients.processingStatus,
      })
      .from(abiturients)
      .where(where)
      .orderBy(asc(folded(abiturients.lastName)), asc(folded(abiturients.firstName)), sql`${folded(abiturients.middleName)} asc nulls first`, asc(abiturients.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: rows.map(toStudent), total, page: params.page, pageSize: params.pageSize };
};
