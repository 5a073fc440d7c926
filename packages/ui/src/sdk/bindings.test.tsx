import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { signal } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@abitura/sdk';
import { ClientProvider, useClient } from './clientContext.js';
import { useConnection } from './useConnection.js';
import { useReference } from './useReference.js';
import { useSession } from './useSession.js';
import { useSignalValue } from './useSignalValue.js';
import { createTestClient, flushPromises, TEST_SESSION, TestSocket } from './testing/testClient.js';

let clients: Client[] = [];
function track(client: Client): Client {
  clients.push(client);
  return client;
}

beforeEach(() => {
  TestSocket.instances = [];
});
afterEach(() => {
  cleanup();
  for (const client of clients) client.close();
  clients = [];
});

describe('useSignalValue', () => {
  it('re-renders when the signal changes and not before', () => {
    const count = signal(1);
    let renders = 0;
    function Counter() {
      renders += 1;
      return <output>{useSignalValue(count)}</output>;
    }
    render(<Counter />);
    expect(screen.getByRole('status').textContent).toBe('1');
    const before = renders;
    act(() => {
      count.value = 2;
    });
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(renders).toBe(before + 1);
    act(() => {
      count.value = 2;
    });
    expect(renders).toBe(before + 1);
  });
});

describe('useClient', () => {
  it('fails loudly outside a ClientProvider', () => {
    function Orphan() {
      useClient();
      return null;
    }
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    try {
      expect(() => render(<Orphan />)).toThrow(/ClientProvider/);
    } finally {
      window.removeEventListener('error', swallow);
    }
  });
});

describe('useSession', () => {
  function Who() {
    const session = useSession();
    return (
      <p>
        {session.authenticated ? session.user?.fullName : 'anonymous'}|{session.can('viewAccessPanel') ? 'panel' : 'no-panel'}|
        {session.token === null ? 'no-token' : 'token'}
      </p>
    );
  }

  it('follows sign-in and sign-out of the real client', async () => {
    const { client } = createTestClient({
      respond: (envelope) =>
        envelope.action === 'User/AccountLogin'
          ? { success: true, message: '', data: TEST_SESSION }
          : { success: true, message: '', data: null },
    });
    track(client);
    render(
      <ClientProvider client={client}>
        <Who />
      </ClientProvider>,
    );
    expect(screen.getByText(/anonymous\|no-panel\|no-token/)).toBeTruthy();

    await act(async () => {
      await client.login('petrova', 'secret-password');
    });
    expect(screen.getByText(/Петрова Мария\|panel\|token/)).toBeTruthy();

    await act(async () => {
      await client.logout();
    });
    expect(screen.getByText(/anonymous\|no-panel\|no-token/)).toBeTruthy();
  });

  it('starts signed in from stored session data', () => {
    const { client } = createTestClient({ signedIn: true });
    track(client);
    render(
      <ClientProvider client={client}>
        <Who />
      </ClientProvider>,
    );
    expect(screen.getByText(/Петрова Мария\|panel\|token/)).toBeTruthy();
  });
});

describe('useConnection', () => {
  function Status() {
    const { state, fallback, mode, status } = useConnection();
    return <p>{[state, String(fallback), mode, status].join(' ')}</p>;
  }

  it('shows API_ONLY as the normal HTTP path, then follows the socket after a mode change', async () => {
    const { client } = createTestClient();
    track(client);
    render(
      <ClientProvider client={client}>
        <Status />
      </ClientProvider>,
    );
    expect(screen.getByText('idle false API_ONLY api')).toBeTruthy();

    act(() => {
      expect(client.updateSettings({ communicationMode: 'WS_WITH_API_FALLBACK' })).toEqual({ ok: true });
    });
    expect(screen.getByText('connecting false WS_WITH_API_FALLBACK connecting')).toBeTruthy();

    // An anonymous socket needs no token check: open means authenticated.
    await act(async () => {
      TestSocket.last.open();
      await flushPromises();
    });
    expect(screen.getByText('authenticated false WS_WITH_API_FALLBACK online')).toBeTruthy();
  });

  it('shows the HTTP fallback when the socket fails before it is up', async () => {
    const { client } = createTestClient({ settings: { communicationMode: 'WS_WITH_API_FALLBACK' } });
    track(client);
    render(
      <ClientProvider client={client}>
        <Status />
      </ClientProvider>,
    );
    expect(screen.getByText('connecting false WS_WITH_API_FALLBACK connecting')).toBeTruthy();
    act(() => TestSocket.last.drop());
    expect(screen.getByText('closed true WS_WITH_API_FALLBACK fallback')).toBeTruthy();
  });
});

describe('useReference', () => {
  const okrugs = [
    { value: 1, label: 'ЦАО' },
    { value: 2, label: 'САО' },
  ];

  function Okrugs({ id }: { id: string }) {
    const list = useReference<{ value: number; label: string }>('okrugs', { action: 'Reference/Okrugs' });
    return (
      <section aria-label={id}>
        {list.status}:{list.items.map((item) => item.label).join(',')}:{list.error ?? 'ok'}
        <button type="button" onClick={list.reload}>
          reload-{id}
        </button>
      </section>
    );
  }

  it('loads once for every component that asks and re-renders when the list arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, requests } = createTestClient({
      respond: async () => {
        await gate;
        return { success: true, message: '', data: okrugs };
      },
    });
    track(client);
    render(
      <ClientProvider client={client}>
        <Okrugs id="a" />
        <Okrugs id="b" />
      </ClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'a' }).textContent).toContain('loading::ok');
    await act(async () => {
      release();
      await flushPromises();
    });
    await waitFor(() => expect(screen.getByRole('region', { name: 'b' }).textContent).toContain('loaded:ЦАО,САО:ok'));
    expect(screen.getByRole('region', { name: 'a' }).textContent).toContain('loaded:ЦАО,САО:ok');
    expect(requests.filter((envelope) => envelope.action === 'Reference/Okrugs')).toHaveLength(1);
  });

  it('reports a refused list as loaded-empty with its error, and reload asks again', async () => {
    let refuse = true;
    const { client, requests } = createTestClient({
      respond: () => (refuse ? { success: false, message: 'нет прав', data: 'ACCESS_DENIED' } : { success: true, message: '', data: okrugs }),
    });
    track(client);
    render(
      <ClientProvider client={client}>
        <Okrugs id="a" />
      </ClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'a' }).textContent).toContain('loaded::ACCESS_DENIED'));
    refuse = false;
    await act(async () => {
      screen.getByRole('button', { name: 'reload-a' }).click();
      await flushPromises();
    });
    await waitFor(() => expect(screen.getByRole('region', { name: 'a' }).textContent).toContain('loaded:ЦАО,САО:ok'));
    expect(requests).toHaveLength(2);
  });
});
