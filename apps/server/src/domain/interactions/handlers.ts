import type { interactionContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { applicationsByPersonHandler } from './applicationsByPerson.js';
import { createInteractionHandler } from './createInteraction.js';
import { getInteractionsHandler } from './getInteractions.js';
import { guaranteeLettersHandler } from './guaranteeLetters.js';
import { personEventsHandler } from './personEvents.js';

/** An applicant's timeline and the 360 view's tabs: interactions, applications, letters, events. */
export const interactionHandlers: Handlers<typeof interactionContracts> = {
  'Interaction/Create': createInteractionHandler,
  'Interaction/Get': getInteractionsHandler,
  'AutoRating/getApplicationsByPerson': applicationsByPersonHandler,
  'Abiturient/Bail': guaranteeLettersHandler,
  'Abiturient/Events': personEventsHandler,
};
