import { afterEach, describe, expect, it } from 'vitest';
import { createKioskServer, demoServices } from '../testing/kioskServer.js';
import type { KioskServer } from '../testing/kioskServer.js';
import { createTicketIssuer } from './ticketIssuer.js';

let server: KioskServer;

afterEach(() => {
  server.test.client.close();
});

const services = demoServices();
const consultation = services[0]!;
const closed = services[3]!;

describe('ticket issuer', () => {
  it('goes idle -> issuing -> issued with the ticket the server sent', async () => {
    server = createKioskServer();
    const issuer = createTicketIssuer(server.test.client);
    const steps: string[] = [];
    issuer.state.subscribe((state) => steps.push(state.step));
    const settled = await issuer.issue(consultation, false);
    expect(steps).toEqual(['idle', 'issuing', 'issued']);
    expect(settled).toMatchObject({ step: 'issued', ticket: { code: 'А-001' }, service: consultation, priority: false });
  });

  it('refuses to start unless idle or for a closed service, and to retry unless unanswered', async () => {
    server = createKioskServer();
    const issuer = createTicketIssuer(server.test.client);
    expect(await issuer.issue(closed, false)).toBeNull();
    expect(await issuer.retry()).toBeNull();
    await issuer.issue(consultation, true);
    expect(await issuer.issue(consultation, true)).toBeNull();
    expect(await issuer.retry()).toBeNull();
    expect(server.issueRequestIds()).toHaveLength(1);
  });

  it('keeps a request awaiting its answer: reset waits until it settles', async () => {
    server = createKioskServer();
    server.hold = true;
    const issuer = createTicketIssuer(server.test.client);
    const pending = issuer.issue(consultation, false);
    issuer.reset();
    expect(issuer.state.value.step).toBe('issuing');
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.release();
    await pending;
    expect(issuer.state.value.step).toBe('issued');
    issuer.reset();
    expect(issuer.state.value.step).toBe('idle');
  });

  it('carries the refusal code and sentence, and an unanswered request keeps its requestId', async () => {
    server = createKioskServer();
    server.revoked = true;
    const issuer = createTicketIssuer(server.test.client);
    expect(await issuer.issue(consultation, false)).toMatchObject({ step: 'refused', code: 'ACCESS_DENIED' });
    issuer.reset();
    server.revoked = false;
    server.down = true;
    const lost = await issuer.issue(consultation, false);
    const again = await issuer.retry();
    expect(lost?.step).toBe('unreachable');
    expect(again?.step).toBe('unreachable');
    expect(again?.requestId).toBe(lost?.requestId);
  });
});
