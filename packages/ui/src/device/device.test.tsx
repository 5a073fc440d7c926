import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTranslationProblems } from '../i18n/completeness.js';
import { createPrefs } from '../prefs/prefs.js';
import { createMemoryConfigStore } from '@abitura/sdk';
import { useLiveView } from '../sdk/useLiveView.js';
import { createTestClient, fail, ok, respondWith, type Responder } from '../sdk/testing/testClient.js';
import { adoptKeyFromAddress } from './deviceKey.js';
import { DeviceKeyForm } from './DeviceKeyForm.js';
import { deviceResources } from './deviceResources.js';
import { DeviceUiProvider } from './DeviceUiProvider.js';
import { OfflineNotice } from './OfflineNotice.js';
import type { Client } from '@abitura/sdk';
import type { ReactNode } from 'react';

const clients: Client[] = [];
afterEach(() => {
  cleanup();
  for (const client of clients.splice(0)) client.close();
  document.documentElement.removeAttribute('dir');
});

function renderDevice(children: ReactNode, options: { language?: 'ru' | 'ar' | 'en'; respond?: Responder } = {}) {
  const test = createTestClient({ subsystem: 'kiosk', ...(options.respond ? { respond: options.respond } : {}) });
  clients.push(test.client);
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language: options.language ?? 'ru' })) });
  render(
    <DeviceUiProvider client={test.client} resources={deviceResources} prefs={prefs}>
      {children}
    </DeviceUiProvider>,
  );
  return test;
}

describe('device translations', () => {
  it('has every key in every language', () => {
    expect(findTranslationProblems(deviceResources)).toEqual([]);
  });
});

describe('DeviceUiProvider', () => {
  it('sets the page language and direction from the preference', () => {
    renderDevice(<OfflineNotice />, { language: 'ar' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('status').textContent).toContain('لا يوجد اتصال بالخادم');
  });
});

describe('DeviceKeyForm', () => {
  it('asks for a key, refuses an empty one and stores what is typed as the apiKey', async () => {
    const { client } = renderDevice(<DeviceKeyForm kind="kiosk" refused={false} />);
    expect(screen.getByRole('heading', { name: 'Подключение устройства' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(screen.getByRole('alert').textContent).toBe('Введите ключ устройства');
    expect(client.settings.value.apiKey).toBe('');
    await userEvent.type(screen.getByLabelText('Ключ устройства'), '  k3y-abc  ');
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(client.settings.value.apiKey).toBe('k3y-abc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refused key is wrong or revoked', () => {
    renderDevice(<DeviceKeyForm kind="tv" refused />);
    expect(screen.getByText('Это табло ещё не подключено к электронной очереди.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('неверен или отозван');
  });
});

describe('adoptKeyFromAddress', () => {
  it('stores the key of ?key= and takes it out of the address', () => {
    const { client } = createTestClient();
    clients.push(client);
    const replaced: string[] = [];
    const history = { replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void replaced.push(String(url)) };
    expect(adoptKeyFromAddress(client, { href: 'http://abitura.test/queue/kiosk?lang=ar&key=abc123#top' }, history)).toBe(true);
    expect(client.settings.value.apiKey).toBe('abc123');
    expect(replaced).toEqual(['/queue/kiosk?lang=ar#top']);
    expect(adoptKeyFromAddress(client, { href: 'http://abitura.test/queue/kiosk' }, history)).toBe(false);
    expect(adoptKeyFromAddress(client, { href: 'http://abitura.test/queue/kiosk?key=%20' }, history)).toBe(false);
    expect(replaced).toHaveLength(1);
  });
});

describe('useLiveView', () => {
  function Board({ topic }: { topic: string | null }) {
    const view = useLiveView(topic, 'Board/Get', {});
    return (
      <p>
        {view.data ? `calls ${view.data.calls.length}` : 'none'} {view.error ? `error ${String(view.error.data)}` : ''}
      </p>
    );
  }

  it('reads the view, polls it without a socket, and keeps it when a later read fails', async () => {
    // Only the poll's interval is faked: the stub server's promises run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer: 'ok' | 'down' = 'ok';
    const board = { calls: [{ code: 'А-001', desk: 'Окно 1', at: '2026-11-26T10:00:00.000Z' }], recent: [], waiting: [], serverTime: '2026-11-26T10:00:00.000Z' };
    const test = renderDevice(<Board topic="queue.board" />, {
      respond: respondWith({ 'Board/Get': () => (answer === 'ok' ? ok(board) : fail('INTERNAL')) }),
    });
    await screen.findByText(/calls 1/);
    expect(test.requests.map((request) => request.action)).toEqual(['Board/Get']);
    answer = 'down';
    // API_ONLY never has a socket, so the view polls; the next read fails and the calls stay.
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(screen.getByText(/calls 1 error INTERNAL/)).toBeTruthy());
    expect(test.requests.map((request) => request.action)).toEqual(['Board/Get', 'Board/Get']);
    vi.useRealTimers();
  });

  it('shows nothing and reads nothing while the topic is unknown', async () => {
    const test = renderDevice(<Board topic={null} />);
    await act(async () => {});
    expect(screen.getByText(/none/)).toBeTruthy();
    expect(test.requests).toHaveLength(0);
  });
});
