import { createInteraction, getApplicationsByPerson, getBail, getInteractions, getPersonEvents } from '@abitura/sdk/contracts';
import { fail } from '../../actions/actionFailure.js';
import type { ActionRegistry } from '../../actions/registry.js';

// SCAFFOLD: each handler below is replaced by its module as the applicant's timeline is built.
const notBuilt = async (): Promise<never> => fail('INTERNAL', 'not built yet');

/** An applicant's timeline and the 360 view's tabs: interactions, applications, letters, events. */
export function registerInteractionActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(createInteraction, notBuilt)
    .register(getInteractions, notBuilt)
    .register(getApplicationsByPerson, notBuilt)
    .register(getBail, notBuilt)
    .register(getPersonEvents, notBuilt);
}
