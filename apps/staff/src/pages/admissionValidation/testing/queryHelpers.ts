/** The worklist's address codec as the tests read it. */
import { filterFromQuery } from '../../../models/listQuery.js';
import { validationQuery, type ValidationFilter } from '../validationQuery.js';

export { DEFAULT_VALIDATION_FILTER, toggledChecks, validateParams } from '../validationQuery.js';

export function filterFromQueryFor(search: string): ValidationFilter {
  return filterFromQuery(validationQuery, search);
}
