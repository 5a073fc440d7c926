import { programContracts } from '@abitura/sdk/contracts';
import { fail } from '../../actions/actionFailure.js';
import type { ActionRegistry } from '../../actions/registry.js';

/** TEMPORARY scaffold while the handlers are built this session: replace every entry. */
export function registerProgramActions(registry: ActionRegistry): ActionRegistry {
  for (const contract of programContracts) registry.register(contract, () => fail('INTERNAL', 'not built yet'));
  return registry;
}
