import type { searchContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { globalSearchHandler } from './globalSearch.js';

/** The header's search across applicants, organizations and users (issue 22). */
export const searchHandlers: Handlers<typeof searchContracts> = {
  'Search/Global': globalSearchHandler,
};
