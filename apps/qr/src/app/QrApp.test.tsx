import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryConfigStore } from '@abitura/sdk';
import { createPrefs, DeviceUiProvider } from '@abitura/ui/device';
import { createTestClient } from '@abitura/ui/testing';
import { renderQr } from '../testing/renderQr.js';
import { appResources } from './appResources.js';
import { LoadFailureBoundary } from './LoadFailure.js';
import { isScannerPath } from './QrApp.js';

describe('the QR app', () => {
  it('sends other addresses to a not-found page', async () => {
    const { requests } = renderQr('/tickets/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(document.title).toBe('Страница не найдена');
    expect(requests).toEqual([]);
  });

  it('keeps the chosen language in the preferences', async () => {
    const { prefs } = renderQr('/nowhere', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'ar');
    expect(prefs.prefs.value.language).toBe('ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الصفحة غير موجودة');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('option', { name: 'English' }).getAttribute('lang')).toBe('en');
  });

  it('tells the scanner addresses from the public ones', () => {
    expect(['/qr', '/qr/', '/front-pages/scanner', '/front-pages/scanner/'].every(isScannerPath)).toBe(true);
    expect(['/tickets/x/qr', '/front-pages/tickets/qr', '/qrx', '/'].some(isScannerPath)).toBe(false);
  });

  it('offers a reload when a page chunk fails to arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, reload });
    const { client } = createTestClient();
    const Broken = () => {
      throw new Error('Failed to fetch dynamically imported module');
    };
    render(
      <DeviceUiProvider client={client} resources={appResources} prefs={createPrefs({ store: createMemoryConfigStore() })}>
        <LoadFailureBoundary>
          <Broken />
        </LoadFailureBoundary>
      </DeviceUiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Страница не загрузилась' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalled();
    client.close();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
