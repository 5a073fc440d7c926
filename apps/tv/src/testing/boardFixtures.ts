import { signal } from '@preact/signals-core';
import type { ConnectionSettings, LiveViewOptions } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import type { BoardCall, BoardView } from '../board/boardCalls.js';
import type { BoardModelOptions } from '../board/boardModel.js';

/** 10:00 Moscow time on a Thursday. */
export const MORNING = Date.parse('2026-11-26T07:00:00.000Z');

export const at = (seconds: number): string => new Date(MORNING + seconds * 1_000).toISOString();

export const boardCall = (code: string, desk: string, seconds: number): BoardCall => ({ code, desk, at: at(seconds) });

export function boardView(parts: Partial<BoardView> = {}): BoardView {
  return { calls: [], recent: [], waiting: [], serverTime: at(0), ...parts };
}

/**
 * A client stand-in for the board model: the test delivers views and failures by hand, as the
 * SDK's follow would, and answers the model's own reads from `answer`.
 */
export function createFakeBoardClient(apiKey = 'tv-key') {
  const settings = signal({ apiKey } as ConnectionSettings);
  const follows: Array<{ topic: string; deliver: (view: BoardView) => void; options: LiveViewOptions | undefined; stopped: boolean }> = [];
  const calls: string[] = [];
  let answer: () => Promise<Reply> = () => new Promise(() => {});

  const client: BoardModelOptions['client'] = {
    settings,
    follow: ((topic: string, _read: unknown, deliver: (view: BoardView) => void, options?: LiveViewOptions) => {
      const entry = { topic, deliver, options, stopped: false };
      follows.push(entry);
      return () => {
        entry.stopped = true;
      };
    }) as BoardModelOptions['client']['follow'],
    call: ((action: string) => {
      calls.push(action);
      return answer();
    }) as BoardModelOptions['client']['call'],
  };

  const active = () => {
    const entry = follows.at(-1);
    if (!entry || entry.stopped) throw new Error('the board is not following');
    return entry;
  };

  return {
    client,
    follows,
    calls,
    setKey(key: string) {
      settings.value = { ...settings.peek(), apiKey: key };
    },
    /** A view arrives (the first read or an EVENT frame). */
    push(view: BoardView) {
      active().deliver(view);
    },
    /** A read fails with this code. */
    fail(code: string) {
      active().options?.onError?.({ success: false, message: code, data: code, requestId: 'r' });
    },
    /** How the model's own refresh reads are answered from now on. */
    answerWith(next: () => Promise<Reply>) {
      answer = next;
    },
    get following() {
      return follows.some((entry) => !entry.stopped);
    },
  };
}
