import { declineLetter, getLetter, listLetters, resendLetter } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { getLetterHandler, listLettersHandler } from './listLetters.js';
import { declineLetterHandler, resendLetterHandler } from './staffLetterMoves.js';

/** The outbox's actions: the letters list, one letter, resend and decline. */
export function registerLetterActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listLetters, listLettersHandler)
    .register(getLetter, getLetterHandler)
    .register(resendLetter, resendLetterHandler)
    .register(declineLetter, declineLetterHandler);
}
