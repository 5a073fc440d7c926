import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Client } from '@abitura/sdk';
import { NoticeHost } from '../notices/NoticeHost.js';
import { createNoticeCenter, type NoticeCenter } from '../notices/noticeCenter.js';
import { createTestClient } from '../sdk/testing/testClient.js';
import { createTestI18n, renderWithProviders, type TestLanguage } from '../sdk/testing/testI18n.js';
import { CopyButton, type CopyButtonProps } from './CopyButton.js';

let client: Client;
let center: NoticeCenter;

afterEach(() => {
  cleanup();
  client.close();
  center.dispose();
});

async function setup(props: CopyButtonProps, lng: TestLanguage = 'ru') {
  center = createNoticeCenter();
  ({ client } = createTestClient({ notify: center.notify }));
  renderWithProviders(
    <>
      <CopyButton {...props} />
      <NoticeHost center={center} />
    </>,
    { client, i18n: await createTestI18n(lng) },
  );
  return userEvent.setup();
}

describe('CopyButton', () => {
  it("copies the text and the notice says 'Успешно скопировано'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const onCopied = vi.fn();
    const user = await setup({ text: '123-456-789 01', clipboard: { writeText }, onCopied });
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(writeText).toHaveBeenCalledWith('123-456-789 01');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MESSAGES.copied));
    expect(onCopied).toHaveBeenCalledWith(true);
  });

  it("shows 'Ошибка копирования' as an error when the clipboard refuses", async () => {
    const writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    const user = await setup({ text: () => 'value at click time', label: 'Копировать номер', clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Копировать номер' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.copyFailed));
  });

  it('reads the value at click time and names itself in the current language', async () => {
    let value = 'first';
    const writeText = vi.fn(() => Promise.resolve());
    const user = await setup({ text: () => value, clipboard: { writeText } }, 'ar');
    value = 'second';
    await user.click(screen.getByRole('button', { name: 'نسخ' }));
    expect(writeText).toHaveBeenCalledWith('second');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('تم النسخ بنجاح'));
  });
});
