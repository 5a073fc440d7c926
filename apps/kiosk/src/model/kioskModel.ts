/**
 * The kiosk as one model: the list of services, the priority choice, issuing a ticket, and the
 * two pauses that make a shared terminal ready for the next visitor (the ticket screen returns
 * to the start after a countdown; an untouched start screen goes back to Russian, priority off).
 */
import { batch, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { Client } from '@abitura/sdk';
import { FALLBACK_LOCALE } from '@abitura/contracts/vocabulary';
import type { PrefsModel } from '@abitura/ui/device';
import { createServicesModel } from './servicesModel.js';
import type { KioskService, ServicesModel, ServicesOptions } from './servicesModel.js';
import { createTicketIssuer } from './ticketIssuer.js';
import type { IssueState, IssuerOptions, SettledState } from './ticketIssuer.js';

export interface KioskOptions extends ServicesOptions, IssuerOptions {
  /** Seconds a ticket (or a failure) stays on screen after the last touch. @default 20 */
  returnAfterSeconds?: number;
  /** How long the start screen may sit untouched before the next visitor is assumed. @default 60000 */
  idleResetMs?: number;
  /** The preferences whose language a new visitor gets back to Russian. */
  prefs?: Pick<PrefsModel, 'setLanguage'>;
}

export interface KioskModel {
  readonly list: ServicesModel;
  readonly issue: ReadonlySignal<IssueState>;
  /** The next ticket is a priority ticket (a deliberate choice, reset after each ticket). */
  readonly priority: ReadonlySignal<boolean>;
  /** Seconds until a ticket or failure screen returns to the start. */
  readonly secondsLeft: ReadonlySignal<number>;
  /** The whole pause those screens count down from. */
  readonly returnAfterSeconds: number;
  setPriority(on: boolean): void;
  /** Takes a ticket of a service; a tap while one is being issued does nothing. */
  choose(service: KioskService): Promise<void>;
  /** After an unanswered issue: the same request again. */
  retry(): Promise<void>;
  /** Back to the start at once (the visitor pressed Done or Back). */
  done(): void;
  /** Someone touched the screen: the countdown or the idle pause starts again. */
  touch(): void;
  start(): void;
  stop(): void;
}

export function createKioskModel(client: Client, options: KioskOptions = {}): KioskModel {
  const returnAfterSeconds = options.returnAfterSeconds ?? 20;
  const idleResetMs = options.idleResetMs ?? 60_000;
  const list = createServicesModel(client, options);
  const issuer = createTicketIssuer(client, options);
  const priority = signal(false);
  const secondsLeft = signal(0);
  let tick: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  function newVisitor(): void {
    priority.value = false;
    options.prefs?.setLanguage(FALLBACK_LOCALE);
  }

  function restartIdle(): void {
    clearTimeout(idle);
    if (running) idle = setTimeout(newVisitor, idleResetMs);
  }

  function countDown(): void {
    clearTimeout(tick);
    tick = setTimeout(() => {
      if (secondsLeft.peek() <= 1) {
        // Nobody touched the screen for the whole pause: the visitor has gone.
        returnToStart();
        newVisitor();
        return;
      }
      secondsLeft.value -= 1;
      countDown();
    }, 1_000);
  }

  function returnToStart(): void {
    clearTimeout(tick);
    batch(() => {
      issuer.reset();
      secondsLeft.value = 0;
    });
    restartIdle();
  }

  function awaitAnswer(): void {
    clearTimeout(idle);
    clearTimeout(tick);
    // Full before the result screen appears, so its countdown starts full rather than filling up.
    secondsLeft.value = returnAfterSeconds;
  }

  function settle(result: SettledState | null): void {
    if (result === null) return;
    if (result.step === 'issued') priority.value = false;
    // A new ticket moves the counts; a refusal means the list was stale (closed, gone, key revoked).
    if (result.step !== 'unreachable') void list.load();
    secondsLeft.value = returnAfterSeconds;
    countDown();
  }

  return {
    list,
    issue: issuer.state,
    priority,
    secondsLeft,
    returnAfterSeconds,
    setPriority(on) {
      priority.value = on;
    },
    async choose(service) {
      const pending = issuer.issue(service, priority.peek());
      if (issuer.state.peek().step === 'issuing') awaitAnswer();
      settle(await pending);
    },
    async retry() {
      const pending = issuer.retry();
      if (issuer.state.peek().step === 'issuing') awaitAnswer();
      settle(await pending);
    },
    done() {
      if (issuer.state.peek().step !== 'issuing') returnToStart();
    },
    touch() {
      const step = issuer.state.peek().step;
      if (step === 'idle') restartIdle();
      else if (step !== 'issuing') {
        secondsLeft.value = returnAfterSeconds;
        countDown();
      }
    },
    start() {
      if (running) return;
      running = true;
      list.start();
      restartIdle();
    },
    stop() {
      running = false;
      list.stop();
      clearTimeout(tick);
      clearTimeout(idle);
    },
  };
}
