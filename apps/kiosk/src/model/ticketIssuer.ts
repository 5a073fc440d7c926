/**
 * Issuing one ticket (Kiosk/IssueTicket) as a small state machine:
 * idle -> issuing -> issued | unreachable | refused; unreachable -> issuing again (retry).
 *
 * A ticket is shown only once the server confirmed it. When no server answered, the outcome is
 * unknown (the request may have reached it), so a retry resends under the same requestId: the
 * server applies a write once per requestId and answers a repeat with the stored ticket, so a
 * visitor who taps "try again" never gets a second ticket. Going back drops that requestId.
 */
import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { isUnreachable, newRequestId } from '@abitura/sdk';
import type { ActionResult, Client } from '@abitura/sdk';
import type { KioskService } from './servicesModel.js';

export type PublicTicket = ActionResult<'Kiosk/IssueTicket'>;

interface Request {
  service: KioskService;
  priority: boolean;
  requestId: string;
}

export type IssueState =
  | { step: 'idle' }
  | ({ step: 'issuing' } & Request)
  | ({ step: 'issued'; ticket: PublicTicket } & Request)
  | ({ step: 'unreachable' } & Request)
  | ({ step: 'refused'; code: string; message: string } & Request);

/** The states a visitor reads and leaves: a ticket, or why there is none. */
export type SettledState = Extract<IssueState, { step: 'issued' | 'unreachable' | 'refused' }>;

export interface IssuerOptions {
  /**
   * How long an issue may wait for its answer before it counts as unanswered (and may be retried
   * under the same requestId). Shorter than the client's 30 s: a visitor is standing there.
   * @default 15000
   */
  issueTimeoutMs?: number;
}

export interface TicketIssuer {
  readonly state: ReadonlySignal<IssueState>;
  /** Asks for a ticket of an open service; ignored (null) unless idle, so a double tap does nothing. */
  issue(service: KioskService, priority: boolean): Promise<SettledState | null>;
  /** Sends the unanswered request again under its requestId; ignored (null) in any other state. */
  retry(): Promise<SettledState | null>;
  /**
   * Back to idle from a ticket or a failure. Ignored while an answer is awaited: that request may
   * yet issue a ticket, and the visitor must see it.
   */
  reset(): void;
}

const IDLE: IssueState = Object.freeze({ step: 'idle' });

export function createTicketIssuer(client: Client, options: IssuerOptions = {}): TicketIssuer {
  const issueTimeoutMs = options.issueTimeoutMs ?? 15_000;
  const state = signal<IssueState>(IDLE);

  async function send(request: Request): Promise<SettledState> {
    state.value = { step: 'issuing', ...request };
    const { service, priority, requestId } = request;
    const reply = await client.call('Kiosk/IssueTicket', { serviceId: service.id, priority }, { requestId, timeoutMs: issueTimeoutMs });
    const settled: SettledState = reply.success
      ? { step: 'issued', ticket: reply.data, ...request }
      : isUnreachable(reply)
        ? { step: 'unreachable', ...request }
        : { step: 'refused', code: String(reply.data), message: reply.message, ...request };
    state.value = settled;
    return settled;
  }

  return {
    state,
    issue(service, priority) {
      if (state.peek().step !== 'idle' || !service.open) return Promise.resolve(null);
      return send({ service, priority, requestId: newRequestId() });
    },
    retry() {
      const current = state.peek();
      if (current.step !== 'unreachable') return Promise.resolve(null);
      return send({ service: current.service, priority: current.priority, requestId: current.requestId });
    },
    reset() {
      if (state.peek().step === 'issuing') return;
      state.value = IDLE;
    },
  };
}
