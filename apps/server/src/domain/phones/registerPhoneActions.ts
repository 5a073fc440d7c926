import { checkStoredPhones } from '@abitura/sdk/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { checkStoredPhonesHandler } from './checkStoredPhones.js';

/** The Phones/* actions: the check of stored numbers by the phone fields' rule. */
export function registerPhoneActions(registry: ActionRegistry): ActionRegistry {
  return registry.register(checkStoredPhones, checkStoredPhonesHandler);
}
