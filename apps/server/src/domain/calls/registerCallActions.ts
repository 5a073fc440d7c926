import { cancelCallback, completeCallback, getInteractionsForPerson, getPersonList, listPersonCallbacks, moveCallback, registerCall } from '@abitura/sdk/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { cancelCallbackHandler, completeCallbackHandler, moveCallbackHandler } from './callbackMoves.js';
import { listPersonCallbacksHandler } from './personCallbacks.js';
import { getInteractionsForPersonHandler, getPersonListHandler } from './personList.js';
import { registerCallHandler } from './registerCall.js';

/** The call card (find the person, their timeline, register the call) and the callbacks it promises, listed per person. */
export function registerCallActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(getPersonList, getPersonListHandler)
    .register(getInteractionsForPerson, getInteractionsForPersonHandler)
    .register(registerCall, registerCallHandler)
    .register(listPersonCallbacks, listPersonCallbacksHandler)
    .register(moveCallback, moveCallbackHandler)
    .register(completeCallback, completeCallbackHandler)
    .register(cancelCallback, cancelCallbackHandler);
}
