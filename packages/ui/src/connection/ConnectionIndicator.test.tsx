import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@abitura/sdk';
import { connectionStatus } from '../sdk/connectionStatus.js';
import { createTestClient, flushPromises, TestSocket } from '../sdk/testing/testClient.js';
import { createTestI18n, renderWithProviders } from '../sdk/testing/testI18n.js';
import { ConnectionIndicator } from './ConnectionIndicator.js';

let client: Client;

beforeEach(() => {
  TestSocket.instances = [];
});
afterEach(() => {
  cleanup();
  client.close();
});

describe('ConnectionIndicator', () => {
  it('follows the socket: connecting, online, then HTTP fallback', async () => {
    ({ client } = createTestClient({ settings: { communicationMode: 'WS_WITH_API_FALLBACK' } }));
    renderWithProviders(<ConnectionIndicator />, { client, i18n: await createTestI18n('ru') });
    expect(screen.getByText('Подключение…')).toBeTruthy();

    await act(async () => {
      TestSocket.last.open();
      await flushPromises();
    });
    expect(screen.getByText('На связи (WebSocket)')).toBeTruthy();

    // A drop after authentication probes first; a failed probe socket means fallback.
    act(() => TestSocket.last.drop());
    act(() => TestSocket.last.drop());
    expect(screen.getByText('Резерв: HTTP')).toBeTruthy();
  });

  it('says offline in WS_ONLY when the socket fails, and HTTP when chosen', async () => {
    ({ client } = createTestClient({ settings: { communicationMode: 'WS_ONLY', autoSwitchToApiOnWsFail: false } }));
    renderWithProviders(<ConnectionIndicator />, { client, i18n: await createTestI18n('en') });
    act(() => TestSocket.last.drop());
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => void client.updateSettings({ communicationMode: 'API_ONLY' }));
    expect(screen.getByText('Over HTTP')).toBeTruthy();
  });

  it('becomes a labelled button when it opens something', async () => {
    ({ client } = createTestClient());
    const onClick = vi.fn();
    renderWithProviders(<ConnectionIndicator onClick={onClick} />, { client, i18n: await createTestI18n('ru') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Соединение: Через HTTP' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('connectionStatus', () => {
  it('ranks the mode, then authentication, then fallback', () => {
    expect(connectionStatus('authenticated', false, 'API_ONLY')).toBe('api');
    expect(connectionStatus('authenticated', true, 'WS_ONLY')).toBe('online');
    expect(connectionStatus('closed', true, 'WS_WITH_API_FALLBACK')).toBe('fallback');
    expect(connectionStatus('open', false, 'WS_ONLY')).toBe('connecting');
    expect(connectionStatus('idle', false, 'WS_ONLY')).toBe('offline');
  });
});
