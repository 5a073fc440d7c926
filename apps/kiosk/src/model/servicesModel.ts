/**
 * The kiosk's list of services (Kiosk/Services), kept true by reading it again every so often:
 * waiting counts move and services open and close by their hours while the screen sits idle.
 */
import { batch, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { isUnreachable } from '@abitura/sdk';
import type { ActionResult, Client } from '@abitura/sdk';

export type KioskService = ActionResult<'Kiosk/Services'>['services'][number];

/**
 * Whether the server takes this kiosk's key: 'checking' until a read answers (or while no server
 * answers), 'noKey' when the device holds none, 'refused' after ACCESS_DENIED.
 */
export type KioskAccess = 'checking' | 'noKey' | 'refused' | 'granted';

export interface ServicesOptions {
  /** How often the list is read again while it reads fine. @default 30000 */
  refreshMs?: number;
  /** How soon a failed read is tried again. @default 10000 */
  retryMs?: number;
  /** How long one read may take before it counts as unanswered. @default 10000 */
  readTimeoutMs?: number;
}

export interface ServicesModel {
  /** The last list the server sent; null before the first one (or after the key was refused). */
  readonly services: ReadonlySignal<readonly KioskService[] | null>;
  readonly access: ReadonlySignal<KioskAccess>;
  /** The last read got no answer: the list shown is the last confirmed one. */
  readonly offline: ReadonlySignal<boolean>;
  /** The server's sentence when it answered a read with another refusal (INTERNAL, RATE_LIMITED). */
  readonly problem: ReadonlySignal<string | null>;
  /** Reads the list now (and schedules the next read). */
  load(): Promise<void>;
  /** Reads now, then keeps reading; reads again at once when the device key changes. */
  start(): void;
  stop(): void;
}

export function createServicesModel(client: Client, options: ServicesOptions = {}): ServicesModel {
  const refreshMs = options.refreshMs ?? 30_000;
  const retryMs = options.retryMs ?? 10_000;
  const readTimeoutMs = options.readTimeoutMs ?? 10_000;

  const services = signal<readonly KioskService[] | null>(null);
  const access = signal<KioskAccess>('checking');
  const offline = signal(false);
  const problem = signal<string | null>(null);

  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A key typed while a read is on its way makes that read's answer stale: only the newest counts.
  let sequence = 0;
  let unsubscribe: (() => void) | undefined;

  function schedule(delay: number): void {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => void load(), delay);
  }

  async function load(): Promise<void> {
    clearTimeout(timer);
    const current = ++sequence;
    if (client.settings.peek().apiKey === '') {
      batch(() => {
        access.value = 'noKey';
        services.value = null;
        offline.value = false;
        problem.value = null;
      });
      return;
    }
    const reply = await client.call('Kiosk/Services', {}, { timeoutMs: readTimeoutMs });
    if (current !== sequence) return;
    if (reply.success) {
      batch(() => {
        services.value = reply.data.services;
        access.value = 'granted';
        offline.value = false;
        problem.value = null;
      });
      schedule(refreshMs);
    } else if (isUnreachable(reply)) {
      offline.value = true;
      schedule(retryMs);
    } else if ((reply.data as unknown) === 'ACCESS_DENIED') {
      // A refused key stays refused: nothing to poll until someone enters another one.
      batch(() => {
        access.value = 'refused';
        services.value = null;
        offline.value = false;
        problem.value = null;
      });
    } else {
      batch(() => {
        offline.value = false;
        problem.value = reply.message;
      });
      schedule(retryMs);
    }
  }

  function start(): void {
    if (running) return;
    running = true;
    let key = client.settings.peek().apiKey;
    const stopKeys = client.settings.subscribe((settings) => {
      if (settings.apiKey === key) return;
      key = settings.apiKey;
      access.value = 'checking';
      void load();
    });
    // The live connection notices a lost server long before the next refresh would: read at once
    // when it closes (the screen says so while visitors can still see it) and when it is back.
    let lost = false;
    const stopConnection = client.connection.state.subscribe((state) => {
      if (state === 'closed' && !lost) {
        lost = true;
        void load();
      } else if (state === 'authenticated' && lost) {
        lost = false;
        void load();
      }
    });
    unsubscribe = () => {
      stopKeys();
      stopConnection();
    };
    void load();
  }

  function stop(): void {
    running = false;
    sequence += 1;
    clearTimeout(timer);
    unsubscribe?.();
    unsubscribe = undefined;
  }

  return { services, access, offline, problem, load, start, stop };
}
