/**
 * A stand-in queue server for the kiosk's tests: Kiosk/Services and Kiosk/IssueTicket with the
 * real server's rules that matter here (a key is needed, a closed service is refused with a
 * sentence, one ticket per requestId), plus switches for a lost answer and a dead network.
 */
import { createTestClient, fail, ok, respondWith, TestSocket } from '@abitura/ui/testing';
import type { TestClient } from '@abitura/ui/testing';
import type { Envelope } from '@abitura/contracts/wire';
import type { KioskService } from '../model/servicesModel.js';
import type { PublicTicket } from '../model/ticketIssuer.js';

export const VALID_KEY = 'kiosk-key-1';

export const DENIED_MESSAGE = 'Ключ устройства не принят: он не указан, неверен или отозван.';

/** 18:00 in Moscow on the fixtures' day: when the open services stop taking visitors. */
export const CLOSES_AT = '2026-11-26T15:00:00.000Z';

export function demoServices(): KioskService[] {
  return [
    { id: 1, prefix: 'А', name: 'Консультация', open: true, closesAt: CLOSES_AT, waiting: 3 },
    { id: 2, prefix: 'Б', name: 'Приём документов', open: true, closesAt: CLOSES_AT, waiting: 1 },
    { id: 3, prefix: 'В', name: 'Справки', open: true, closesAt: CLOSES_AT, waiting: 0 },
    { id: 4, prefix: 'Д', name: 'Договоры и оплата', open: false, closesAt: null, waiting: 5 },
  ];
}

export interface KioskServer {
  test: TestClient;
  services: KioskService[];
  /** Tickets issued, by requestId (the server applies a write once per requestId). */
  tickets: Map<string, PublicTicket>;
  /** The kiosk's key was revoked: every request is ACCESS_DENIED. */
  revoked: boolean;
  /** No server answers at all (the request never arrives). */
  down: boolean;
  /** The next issue reaches the server and is applied, but its answer is lost on the way back. */
  loseNextAnswer: boolean;
  /** Kiosk/Services answers with this refusal instead of the list. */
  refuseReads: { code: string; message: string } | null;
  /** Holds every answer until release() (to see the in-between states). */
  hold: boolean;
  /** The closesAt of the tickets it issues (null: the service's hours are not known). */
  ticketClosesAt: string | null;
  release(): void;
  /** The requestIds of the issue requests that arrived, in order. */
  issueRequestIds(): string[];
  /**
   * With `live`: the kiosk's newest socket opens, and its frames are answered as the HTTP
   * requests are (ping with pong), until it drops.
   */
  openSocket(): TestSocket;
}

const TOKEN = '6f1c1f4e-8a4e-4d0b-9d4f-2b0c8e5a7d11';

export function createKioskServer(options: { apiKey?: string; services?: KioskService[]; live?: boolean } = {}): KioskServer {
  const held: (() => void)[] = [];
  const server: KioskServer = {
    test: undefined as unknown as TestClient,
    services: options.services ?? demoServices(),
    tickets: new Map(),
    down: false,
    revoked: false,
    loseNextAnswer: false,
    refuseReads: null,
    hold: false,
    ticketClosesAt: null,
    release() {
      for (const resume of held.splice(0)) resume();
    },
    issueRequestIds() {
      return server.test.requests.filter((request) => request.action === 'Kiosk/IssueTicket').map((request) => request.requestId ?? '');
    },
    openSocket() {
      const socket = TestSocket.last;
      socket.send = (data?: unknown) => {
        if (data === 'ping') return void Promise.resolve().then(() => socket.onmessage?.({ data: 'pong' }));
        const envelope = JSON.parse(String(data)) as Envelope;
        server.test.requests.push(envelope);
        void Promise.resolve(handlers(envelope)).then((reply) => socket.onmessage?.({ data: JSON.stringify({ ...reply, requestId: envelope.requestId }) }));
      };
      socket.open();
      return socket;
    },
  };

  const authorized = (apiKey: string) => apiKey === VALID_KEY && !server.revoked;
  const key = () => server.test.client.settings.peek().apiKey;

  const handlers = respondWith({
    'Kiosk/Services': () => {
      if (!authorized(key())) return fail('ACCESS_DENIED', DENIED_MESSAGE);
      return server.refuseReads ? fail(server.refuseReads.code, server.refuseReads.message) : ok({ services: structuredClone(server.services) });
    },
    'Kiosk/IssueTicket': (params: { serviceId: number; priority: boolean }, envelope) => {
      if (!authorized(key())) return fail('ACCESS_DENIED', DENIED_MESSAGE);
      const requestId = envelope.requestId ?? '';
      const stored = server.tickets.get(requestId);
      if (stored) return ok(stored);
      const service = server.services.find((item) => item.id === params.serviceId);
      if (!service) return fail('NOT_FOUND', 'Такой услуги нет: обновите список услуг на экране и выберите снова.');
      if (!service.open) return fail('CONFLICT', `Услуга «${service.name}» сегодня работает с 09:00 до 13:00: талон можно взять в эти часы.`);
      service.waiting += 1;
      const number = [...server.tickets.values()].filter((ticket) => ticket.service === service.name).length + 1;
      const ticket: PublicTicket = {
        token: TOKEN,
        code: `${service.prefix}-${String(number).padStart(3, '0')}`,
        service: service.name,
        state: 'waiting',
        position: service.waiting,
        estimatedWaitMinutes: (service.waiting - 1) * 4,
        closesAt: server.ticketClosesAt,
        desk: null,
        issuedAt: '2026-11-26T07:05:00.000Z',
      };
      server.tickets.set(requestId, ticket);
      return ok(ticket);
    },
  });

  server.test = createTestClient({
    subsystem: 'kiosk',
    settings: { apiKey: options.apiKey ?? VALID_KEY, ...(options.live ? { communicationMode: 'WS_WITH_API_FALLBACK' as const } : {}) },
    respond: async (envelope) => {
      if (server.hold) await new Promise<void>((resume) => held.push(resume));
      if (server.down) throw new TypeError('Failed to fetch');
      const reply = await handlers(envelope);
      if (envelope.action === 'Kiosk/IssueTicket' && server.loseNextAnswer) {
        server.loseNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return reply;
    },
  });
  return server;
}

export { TOKEN as TICKET_TOKEN };
