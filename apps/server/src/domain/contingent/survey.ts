import type { surveyList } from '@abitura/contracts';
import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import { readPage } from '../../db/paging.js';
import { abiturients } from '../../db/schema/index.js';
import { closestFirst, filterOf } from './applicantFilter.js';
import { countApplicantMatches } from './applicantMatches.js';
import { fullName, selectListRows } from './applicantRows.js';

type SurveyItem = z.input<typeof surveyList.result>['items'][number];

/**
 * Applicants who filled in the questionnaire (the has_questionnaire flag, through the flags' GIN
 * index), newest answers first, with the answers stored on the record; the name search, intent
 * and industry narrow it as on the working list (similar names, closest first, when no name
 * contains the search).
 */
export const surveyListHandler: Handler<typeof surveyList> = async (params, ctx) => {
  const filter = filterOf({ flags: ['has_questionnaire'], search: params.search, intent: params.intent, industry: params.industry });
  const { where, total, names, corrected } = await countApplicantMatches(ctx.db, filter, null);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    selectListRows(ctx.db)
      .where(where)
      // Corrected names (a typo) fewest typos first, as on the working list.
      .orderBy(...closestFirst(names), sql`${abiturients.surveyAt} desc nulls last`, desc(abiturients.id))
      .limit(limit)
      .offset(offset),
  );
  const items = rows.map(
    ({ row, schoolName }): SurveyItem => ({
      id: row.id,
      fullname: fullName(row),
      school: schoolName,
      grade: row.grade as SurveyItem['grade'],
      intents: row.intents as SurveyItem['intents'],
      industries: row.industries as SurveyItem['industries'],
      answers: row.surveyAnswers.map(({ question, answer }) => ({ question, answer })),
      answered_at: row.surveyAt?.toISOString() ?? null,
    }),
  );
  return { items, total, page: params.page, pageSize: params.pageSize, similarNames: corrected };
};
