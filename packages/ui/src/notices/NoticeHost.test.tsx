import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@abitura/sdk';
import { createTestI18n, renderWithProviders } from '../sdk/testing/testI18n.js';
import { createNoticeCenter, type NoticeCenter } from './noticeCenter.js';
import { NoticeHost } from './NoticeHost.js';

let center: NoticeCenter;

beforeEach(() => {
  vi.useFakeTimers();
  center = createNoticeCenter();
});
afterEach(() => {
  cleanup();
  center.dispose();
  vi.useRealTimers();
});

describe('NoticeHost', () => {
  it('shows SDK notices in Russian with role status, and errors with role alert', async () => {
    renderWithProviders(<NoticeHost center={center} />, { i18n: await createTestI18n('ru') });
    act(() => {
      center.notify({ level: 'info', message: MESSAGES.updating, key: 'queue-drain' });
      center.notify({ level: 'error', message: MESSAGES.requestFailed, key: 'request-failed' });
    });
    expect(screen.getByRole('status').textContent).toContain('Обновление данных...');
    expect(screen.getByRole('alert').textContent).toContain('Произошла ошибка при отправке запроса');
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeTruthy();
  });

  it('translates catalogue notices and shows other text as it came', async () => {
    renderWithProviders(<NoticeHost center={center} />, { i18n: await createTestI18n('en') });
    act(() => {
      center.notify({ level: 'warning', message: MESSAGES.slowRequest('User/ReadRoles', 5_400), key: 'slow-request' });
      center.notify({ level: 'success', message: MESSAGES.copied });
      center.notify({ level: 'success', message: 'Звонок зарегистрирован' });
    });
    const texts = screen.getAllByRole('status').map((element) => element.textContent);
    expect(texts).toEqual(['Slow request User/ReadRoles: 5400 ms', 'Copied to the clipboard', 'Звонок зарегистрирован']);
  });

  it('updates a keyed notice in place instead of stacking a second one', async () => {
    renderWithProviders(<NoticeHost center={center} />, { i18n: await createTestI18n('fr') });
    act(() => center.notify({ level: 'info', message: MESSAGES.updating, key: 'queue-drain' }));
    act(() => center.notify({ level: 'success', message: MESSAGES.updated, key: 'queue-drain' }));
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]!.textContent).toContain('Données mises à jour');
  });

  it('closes with its button; a click elsewhere or Escape leaves an error on screen', async () => {
    renderWithProviders(
      <>
        <button type="button">elsewhere</button>
        <NoticeHost center={center} />
      </>,
      { i18n: await createTestI18n('ru') },
    );
    act(() => center.notify({ level: 'error', message: MESSAGES.copyFailed }));
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Ошибка копирования');

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides a success notice after 6 s and shows at most three', async () => {
    renderWithProviders(<NoticeHost center={center} />, { i18n: await createTestI18n('ar') });
    act(() => {
      for (const n of [1, 2, 3, 4]) center.notify({ level: 'success', message: `Готово ${n}` });
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual(['Готово 4']);
    expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeTruthy();
  });
});
