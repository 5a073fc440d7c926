import type { callInteractionContracts, callServiceContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { cancelCallbackHandler, completeCallbackHandler, moveCallbackHandler } from './callbackMoves.js';
import { createCallInteractionHandler } from './createCallInteraction.js';
import { listPersonCallbacksHandler } from './personCallbacks.js';
import { getInteractionsForPersonHandler, getPersonListHandler } from './personList.js';
import { registerCallHandler } from './registerCall.js';

/** The call card (find the person, their timeline, register the call) and the callbacks it promises, listed per person. */
export const callServiceHandlers: Handlers<typeof callServiceContracts> = {
  'CallService/getPersonList': getPersonListHandler,
  'CallService/getInteractionsForPerson': getInteractionsForPersonHandler,
  'CallService/registerCall': registerCallHandler,
  'Callback/ListForPerson': listPersonCallbacksHandler,
  'Callback/Move': moveCallbackHandler,
  'Callback/Complete': completeCallbackHandler,
  'Callback/Cancel': cancelCallbackHandler,
};

/** The call card's follow-up interaction (CallService/createInteraction). */
export const callInteractionHandlers: Handlers<typeof callInteractionContracts> = {
  'CallService/createInteraction': createCallInteractionHandler,
};
