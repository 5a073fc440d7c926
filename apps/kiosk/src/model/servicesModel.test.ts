import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestSocket } from '@abitura/ui/testing';
import { createKioskServer, VALID_KEY } from '../testing/kioskServer.js';
import type { KioskServer } from '../testing/kioskServer.js';
import { createServicesModel } from './servicesModel.js';
import type { ServicesModel } from './servicesModel.js';

let server: KioskServer;
let model: ServicesModel;

function setUp(apiKey?: string, live = false) {
  server = createKioskServer({ ...(apiKey === undefined ? {} : { apiKey }), live });
  model = createServicesModel(server.test.client);
}

const reads = () => server.test.requests.filter((request) => request.action === 'Kiosk/Services').length;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  model.stop();
  server.test.client.close();
  vi.useRealTimers();
});

describe('services list', () => {
  it('reads the list with the device key and again every 30 seconds', async () => {
    setUp();
    model.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.access.value).toBe('granted');
    expect(model.services.value?.map((service) => service.prefix)).toEqual(['А', 'Б', 'В', 'Д']);
    expect(reads()).toBe(1);

    server.services[0]!.waiting = 7;
    server.services[3]!.open = true;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    expect(model.services.value?.[0]?.waiting).toBe(7);
    expect(model.services.value?.[3]?.open).toBe(true);
  });

  it('asks nothing without a key, and reads as soon as a key is stored', async () => {
    setUp('');
    model.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(model.access.value).toBe('noKey');
    expect(reads()).toBe(0);

    server.test.client.updateSettings({ apiKey: VALID_KEY });
    expect(model.access.value).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(model.access.value).toBe('granted');
    expect(model.services.value).toHaveLength(4);
  });

  it('marks a refused key, stops reading, and reads again when another key is entered', async () => {
    setUp('revoked-key');
    model.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.access.value).toBe('refused');
    expect(model.services.value).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reads()).toBe(1);

    server.test.client.updateSettings({ apiKey: VALID_KEY });
    await vi.advanceTimersByTimeAsync(0);
    expect(model.access.value).toBe('granted');
    expect(reads()).toBe(2);
  });

  it('keeps the last list while no server answers, tries again sooner, and recovers', async () => {
    setUp();
    model.start();
    await vi.advanceTimersByTimeAsync(0);
    server.down = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(model.offline.value).toBe(true);
    expect(model.access.value).toBe('granted');
    expect(model.services.value).toHaveLength(4);

    server.down = false;
    server.services.pop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(model.offline.value).toBe(false);
    expect(model.services.value).toHaveLength(3);
  });

  it('reads at once when the live connection drops, so the screen says the server is gone before anyone taps, and again when it is back', async () => {
    setUp(undefined, true);
    model.start();
    const socket = server.openSocket();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.access.value).toBe('granted');
    const before = reads();

    server.down = true;
    socket.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(before + 1);
    expect(model.offline.value).toBe(true);
    expect(model.services.value).toHaveLength(4);

    // The SDK dials again by itself; the next socket that opens brings the list back at once.
    server.down = false;
    server.services.pop();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(500);
      expect(TestSocket.last).not.toBe(socket);
    });
    server.openSocket();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.offline.value).toBe(false);
    expect(model.services.value).toHaveLength(3);
  });

  it('shows the sentence of another refusal, keeps the list and tries again', async () => {
    setUp();
    model.start();
    await vi.advanceTimersByTimeAsync(0);
    server.refuseReads = { code: 'RATE_LIMITED', message: 'Слишком много запросов: подождите минуту.' };
    await vi.advanceTimersByTimeAsync(30_000);
    expect(model.problem.value).toBe('Слишком много запросов: подождите минуту.');
    expect(model.offline.value).toBe(false);
    expect(model.services.value).toHaveLength(4);

    server.refuseReads = null;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(model.problem.value).toBeNull();
  });

  it('ignores an answer that arrives after stop', async () => {
    setUp();
    server.hold = true;
    model.start();
    await vi.advanceTimersByTimeAsync(0);
    model.stop();
    server.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.services.value).toBeNull();
    expect(model.access.value).toBe('checking');
  });
});
