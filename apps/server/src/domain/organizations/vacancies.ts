import type { getVacancy } from '@abitura/contracts';
import type { Handler } from '../../actions/handlerTypes.js';
import { readVacancies } from '../reference/vacancyOptions.js';
import { foundOrganization } from './organizationCard.js';

/** The vacant places of one organization (its card's tab), by speciality code. */
export const getVacancyHandler: Handler<typeof getVacancy> = async ({ search }, ctx) => {
  await foundOrganization(ctx.db, search.organization);
  return readVacancies(ctx.db, { organization: search.organization });
};
