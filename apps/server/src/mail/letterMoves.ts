import { nextLetterStatus, type LetterEvent, type LetterStatus } from '@abitura/contracts/vocabulary';

/**
 * The status an event takes a letter to, for the moves the server makes on its own (queueing,
 * delivery): these start from statuses the server's own query selected, so a refusal here is a
 * bug, not a person's mistake, and throws.
 */
export function moveTo(current: LetterStatus | null, event: LetterEvent): LetterStatus {
  const move = nextLetterStatus(current, event);
  if (!move.ok) throw new Error(`letter state machine refused ${String(current)} --${event}-->: ${move.message}`);
  return move.status;
}
