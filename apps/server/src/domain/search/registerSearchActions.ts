import { globalSearch } from '@abitura/sdk/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { globalSearchHandler } from './globalSearch.js';

/** The header's search across applicants, organizations and users (issue 22). */
export function registerSearchActions(registry: ActionRegistry): ActionRegistry {
  return registry.register(globalSearch, globalSearchHandler);
}
