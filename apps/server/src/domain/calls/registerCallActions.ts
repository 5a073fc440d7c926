import { cancelCallback, completeCallback, getInteractionsForPerson, getPersonList, moveCallback, registerCall } from '@abitura/sdk/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { cancelCallbackHandler, completeCallbackHandler, moveCallbackHandler } from './callbackMoves.js';
import { getInteractionsForPersonHandler, getPersonListHandler } from './personList.js';
import { registerCallHandler } from './registerCall.js';

/** The call card (find the person, their timeline, register the call) and the callbacks it promises. */
export function registerCallActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(getPersonList, getPersonListHandler)
    .register(getInteractionsForPerson, getInteractionsForPersonHandler)
    .register(registerCall, registerCallHandler)
    .register(moveCallback, moveCallbackHandler)
    .register(completeCallback, completeCallbackHandler)
    .register(cancelCallback, cancelCallbackHandler);
}
