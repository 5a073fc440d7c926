/**
 * The scanner's check-in (DESIGN.md 6.8): what the camera or the keyboard hands in becomes a
 * token, a `Tickets/CheckIn` call and a full-screen result; then scanning goes on by itself
 * after a short pause, or at once on a tap. The camera sees one code on many frames, so a text
 * seen again within DUPLICATE_WINDOW_MS of its last sighting is ignored: a code held in view
 * (while its result shows, too) is checked once. A check-in no server answered is sent again
 * with the same requestId, so the server applies it once.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isUnreachable, newRequestId } from '@abitura/sdk';
import type { ActionResult, Client } from '@abitura/sdk';
import type { Melody } from '../shared/sound.js';
import { parseTicketToken } from '../shared/ticketToken.js';

export type CheckInResult = ActionResult<'Tickets/CheckIn'>;

/** green: checked in now; red: used before; yellow: refused, or not a ticket at all. */
export type Tone = 'green' | 'red' | 'yellow';

export type ScanOutcome =
  | { kind: 'check_in'; tone: Tone; token: string; result: CheckInResult; message: string }
  | { kind: 'not_ticket'; tone: 'yellow'; text: string };

export type CheckInState =
  | { phase: 'scanning' }
  | { phase: 'checking'; token: string }
  | { phase: 'result'; outcome: ScanOutcome }
  /** The check-in did not happen: no answer (offline) or a refusal of the request itself (code). */
  | { phase: 'failed'; token: string; requestId: string; code: string; offline: boolean; message: string };

export interface HistoryEntry {
  id: number;
  /** When it was scanned (ms since the epoch). */
  at: number;
  outcome: ScanOutcome;
}

export type ScanSource = 'camera' | 'manual';

/** What became of a handed-in text. */
export type SubmitAnswer = 'checking' | 'not_ticket' | 'duplicate' | 'busy';

export const DUPLICATE_WINDOW_MS = 2_000;
/** How long a result stays before scanning goes on: a green one is read at a glance. */
export const RESULT_PAUSE_MS: Record<Tone, number> = { green: 2_500, red: 6_000, yellow: 5_000 };
export const HISTORY_SIZE = 10;

export interface CheckInModel {
  readonly state: ReadonlySignal<CheckInState>;
  /** This session's last scans, newest first. */
  readonly history: ReadonlySignal<readonly HistoryEntry[]>;
  submit(text: string, source: ScanSource): SubmitAnswer;
  /** Sends the failed check-in again, as the same request. */
  retry(): Promise<void>;
  /** Back to scanning now (a tap on the result). */
  resume(): void;
  /**
   * Starts taking answers; returns the stop that drops late answers and the pending pause (the
   * page stops it when it closes; React's strict mode stops and starts it once more).
   */
  open(): () => void;
}

export interface CheckInDeps {
  play?: (melody: Melody) => unknown;
  /** @default Date.now */
  now?: () => number;
}

const TONES: Record<CheckInResult['outcome'], Tone> = { checked_in: 'green', already_used: 'red', refused: 'yellow' };

export function createCheckInModel(client: Client, deps: CheckInDeps = {}): CheckInModel {
  const now = deps.now ?? (() => Date.now());
  const state = signal<CheckInState>({ phase: 'scanning' });
  const history = signal<readonly HistoryEntry[]>([]);
  const lastSeen = new Map<string, number>();
  let pause: ReturnType<typeof setTimeout> | null = null;
  let nextId = 1;
  let active = true;

  function clearPause(): void {
    if (pause !== null) clearTimeout(pause);
    pause = null;
  }

  function show(outcome: ScanOutcome): void {
    clearPause();
    state.value = { phase: 'result', outcome };
    history.value = [{ id: nextId++, at: now(), outcome }, ...history.peek()].slice(0, HISTORY_SIZE);
    deps.play?.(outcome.tone === 'green' ? 'chime' : 'warning');
    pause = setTimeout(() => {
      pause = null;
      if (state.peek().phase === 'result') state.value = { phase: 'scanning' };
    }, RESULT_PAUSE_MS[outcome.tone]);
  }

  async function check(token: string, requestId: string): Promise<void> {
    clearPause();
    state.value = { phase: 'checking', token };
    const reply = await client.call('Tickets/CheckIn', { token }, { requestId });
    if (!active) return;
    if (reply.success) {
      const result = reply.data;
      show({ kind: 'check_in', tone: TONES[result.outcome], token, result, message: reply.message });
      return;
    }
    const offline = isUnreachable(reply);
    state.value = { phase: 'failed', token, requestId, code: offline ? 'OFFLINE' : String(reply.data), offline, message: reply.message };
    deps.play?.('warning');
  }

  /** A camera sighting of a text seen moments ago refreshes its time and goes no further. */
  function duplicate(text: string, at: number): boolean {
    for (const [seen, time] of lastSeen) if (at - time >= DUPLICATE_WINDOW_MS) lastSeen.delete(seen);
    if (!lastSeen.has(text)) return false;
    lastSeen.set(text, at);
    return true;
  }

  return {
    state,
    history,
    submit(text, source) {
      const phase = state.peek().phase;
      if (source === 'camera') {
        if (duplicate(text, now())) return 'duplicate';
        // Another code in view while a result shows waits for its turn: it is not remembered.
        if (phase !== 'scanning') return 'busy';
        lastSeen.set(text, now());
      } else if (phase === 'checking') return 'busy';
      const token = parseTicketToken(text);
      if (token === null) {
        show({ kind: 'not_ticket', tone: 'yellow', text: text.trim() });
        return 'not_ticket';
      }
      void check(token, newRequestId());
      return 'checking';
    },
    async retry() {
      const current = state.peek();
      if (current.phase === 'failed') await check(current.token, current.requestId);
    },
    resume() {
      const phase = state.peek().phase;
      if (phase === 'result' || phase === 'failed') {
        clearPause();
        state.value = { phase: 'scanning' };
      }
    },
    open() {
      active = true;
      return () => {
        active = false;
        clearPause();
      };
    },
  };
}
