import type { ActionResult } from '@abitura/sdk';

export type BoardView = ActionResult<'Board/Get'>;
export type BoardCall = BoardView['calls'][number];

/** A call the board has not shown before: a first call, or a recall (a newer `at` for the code). */
export interface FreshCall extends BoardCall {
  key: string;
  recall: boolean;
}

/** One call event: the same ticket called again gets a new `at`, so a new key. */
export const callKey = (call: BoardCall): string => `${call.code}|${call.desk}|${call.at}`;

/**
 * How many call keys the board remembers. The server lists at most 10 calls; a call pushed off
 * that list by newer ones may come back when they are served, and must not be announced again.
 */
export const SEEN_CALLS_LIMIT = 64;

/**
 * Remembers which calls were already on the board, oldest first, at most `limit` of them (a board
 * runs for days), and tells the calls of a new view that were not.
 */
export function createSeenCalls(limit = SEEN_CALLS_LIMIT) {
  const seen = new Set<string>();
  return {
    get size() {
      return seen.size;
    },
    /**
     * Notes the view's calls and returns those never noted before, newest first as the view lists
     * them. The calls on screen are moved to the young end, so they are never the ones forgotten.
     */
    take(view: BoardView): FreshCall[] {
      const fresh: FreshCall[] = [];
      for (const call of view.calls) {
        const key = callKey(call);
        if (!seen.delete(key)) fresh.push({ ...call, key, recall: calledBefore(call, view) });
        seen.add(key);
      }
      for (const key of seen) {
        if (seen.size <= limit) break;
        seen.delete(key);
      }
      return fresh;
    },
    clear() {
      seen.clear();
    },
  };
}

/** The day's list of calls holds an earlier call of the same ticket. */
function calledBefore(call: BoardCall, view: BoardView): boolean {
  const at = Date.parse(call.at);
  return view.recent.some((past) => past.code === call.code && Date.parse(past.at) < at);
}
