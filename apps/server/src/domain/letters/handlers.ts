import type { letterContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { getLetterHandler, listLettersHandler } from './listLetters.js';
import { declineLetterHandler, resendLetterHandler } from './staffLetterMoves.js';

/** The outbox's actions: the letters list, one letter, resend and decline. */
export const letterHandlers: Handlers<typeof letterContracts> = {
  'Letter/List': listLettersHandler,
  'Letter/Get': getLetterHandler,
  'Letter/Resend': resendLetterHandler,
  'Letter/Decline': declineLetterHandler,
};
