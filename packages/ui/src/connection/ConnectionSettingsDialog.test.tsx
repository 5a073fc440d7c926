import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONNECTION_SETTINGS, type Client } from '@abitura/sdk';
import { createTestClient, TestSocket } from '../sdk/testing/testClient.js';
import { createTestI18n, renderWithProviders, type TestLanguage } from '../sdk/testing/testI18n.js';
import { ConnectionSettingsDialog } from './ConnectionSettingsDialog.js';

let client: Client;

beforeEach(() => {
  TestSocket.instances = [];
  ({ client } = createTestClient());
});
afterEach(() => {
  cleanup();
  client.close();
});

async function open(lng: TestLanguage = 'ru') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ConnectionSettingsDialog open onClose={onClose} />, { client, i18n: await createTestI18n(lng) });
  const dialog = screen.getByRole('dialog');
  return { user, onClose, dialog };
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('ConnectionSettingsDialog', () => {
  it('shows every wsConfig field with the saved values and the connection state', async () => {
    const { dialog } = await open();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Настройки соединения' })).toBe(dialog);
    expect(screen.getByRole('combobox', { name: 'Режим связи' }).textContent).toContain('Только HTTP (API)');
    expect(input('Интервал переподключения').value).toBe('10000');
    expect(input('Интервал проверки связи').value).toBe('58800');
    expect(input('Журнал сообщений').checked).toBe(false);
    expect(input('Журнал ошибок').checked).toBe(true);
    expect(input('Сетевые ошибки в уведомлениях').checked).toBe(false);
    expect(input('Переходить на HTTP при сбое WebSocket').checked).toBe(true);
    expect(input('Ключ API').type).toBe('password');
    expect(screen.getByText('Через HTTP')).toBeTruthy();
  });

  it('saves the changed fields and closes', async () => {
    const { user, onClose } = await open();
    await user.clear(input('Интервал переподключения'));
    await user.type(input('Интервал переподключения'), '15000');
    await user.click(input('Журнал сообщений'));
    await user.click(input('Сетевые ошибки в уведомлениях'));
    await user.type(input('Ключ API'), 'kiosk-7');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(client.settings.value).toEqual({
      ...DEFAULT_CONNECTION_SETTINGS,
      communicationMode: 'API_ONLY',
      wsReconnectInterval: 15_000,
      enableLogs: true,
      showNetErrorsInSnackbar: true,
      apiKey: 'kiosk-7',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks a mode from the translated list', async () => {
    const { user } = await open('en');
    await user.click(screen.getByRole('combobox', { name: 'Communication mode' }));
    await user.click(screen.getByRole('option', { name: 'WebSocket only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(client.settings.value.communicationMode).toBe('WS_ONLY');
    expect(TestSocket.instances).toHaveLength(1);
  });

  it('shows the problems, keeps the input and saves nothing when a field is bad', async () => {
    const { user, onClose } = await open();
    await user.clear(input('Интервал проверки связи'));
    await user.type(input('Интервал проверки связи'), '500');
    await user.click(input('Журнал сообщений'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(screen.getByRole('alert').textContent).toContain('Настройки не сохранены');
    expect(screen.getByText('Введите целое число миллисекунд от 1000 до 3600000')).toBeTruthy();
    expect(input('Интервал проверки связи').value).toBe('500');
    expect(client.settings.value).toEqual({ ...DEFAULT_CONNECTION_SETTINGS, communicationMode: 'API_ONLY' });
    expect(onClose).not.toHaveBeenCalled();

    await user.type(input('Интервал проверки связи'), '00');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(client.settings.value).toMatchObject({ wsPingInterval: 50_000, enableLogs: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before resetting to the defaults; cancel keeps the settings', async () => {
    client.updateSettings({ apiKey: 'secret', wsPingInterval: 20_000 });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Сбросить по умолчанию' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Сбросить настройки соединения?' });
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(client.settings.value.apiKey).toBe('secret');

    await user.click(screen.getByRole('button', { name: 'Сбросить по умолчанию' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Сбросить' }));
    expect(client.settings.value).toEqual(DEFAULT_CONNECTION_SETTINGS);
    expect(input('Ключ API').value).toBe('');
    expect(input('Интервал проверки связи').value).toBe('58800');
    expect(screen.getByRole('dialog', { name: 'Настройки соединения' })).toBeTruthy();
  });

  it('shows and hides the API key', async () => {
    const { user } = await open('fr');
    await user.click(screen.getByRole('button', { name: 'Afficher la clé' }));
    expect(input('Clé API').type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Masquer la clé' }));
    expect(input('Clé API').type).toBe('password');
  });

  it('cancels without saving and follows the live connection while open', async () => {
    client.updateSettings({ communicationMode: 'WS_WITH_API_FALLBACK' });
    const { user, onClose } = await open('ar');
    expect(screen.getByText('جارٍ الاتصال…')).toBeTruthy();
    act(() => TestSocket.last.open());
    await act(async () => {});
    expect(screen.getByText('متصل (WebSocket)')).toBeTruthy();
    await user.type(input('مفتاح API'), 'x');
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(client.settings.value.apiKey).toBe('');
  });
});
