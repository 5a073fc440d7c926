import { createInteraction, getApplicationsByPerson, getBail, getInteractions, getPersonEvents } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { applicationsByPersonHandler } from './applicationsByPerson.js';
import { createInteractionHandler } from './createInteraction.js';
import { getInteractionsHandler } from './getInteractions.js';
import { guaranteeLettersHandler } from './guaranteeLetters.js';
import { personEventsHandler } from './personEvents.js';

/** An applicant's timeline and the 360 view's tabs: interactions, applications, letters, events. */
export function registerInteractionActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(createInteraction, createInteractionHandler)
    .register(getInteractions, getInteractionsHandler)
    .register(getApplicationsByPerson, applicationsByPersonHandler)
    .register(getBail, guaranteeLettersHandler)
    .register(getPersonEvents, personEventsHandler);
}
