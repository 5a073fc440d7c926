import { createMemoryConfigStore } from '@abitura/sdk';
import { createPrefs, DeviceUiProvider } from '@abitura/ui/device';
import { createTestClient } from '@abitura/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kioskResources } from '../kioskResources.js';
import { TicketQr } from './TicketQr.js';

const encoder = vi.hoisted(() => ({ fail: false }));

vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const toString = async (text: string, options: unknown) => {
    if (encoder.fail) throw new Error('Data too long');
    return (actual['toString'] as (text: string, options: unknown) => Promise<string>)(text, options);
  };
  return { ...actual, toString, default: { ...actual, toString } };
});

afterEach(() => {
  encoder.fail = false;
});

function renderQr(onSettled: () => void) {
  const { client } = createTestClient({ subsystem: 'kiosk' });
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language: 'fr' })) });
  render(
    <DeviceUiProvider client={client} resources={kioskResources} prefs={prefs}>
      <TicketQr address="https://abitura.test/tickets/x/qr" code="А-007" onSettled={onSettled} />
    </DeviceUiProvider>,
  );
  return client;
}

describe('TicketQr', () => {
  it('says it is preparing the code, then shows it as an image named for the ticket', async () => {
    const settled = vi.fn();
    const client = renderQr(settled);
    expect(screen.getByText('Préparation du code QR…')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Code QR : lien vers la page du ticket А-007' })).toBeTruthy();
    expect(settled).toHaveBeenCalledTimes(1);
    client.close();
  });

  it('tells the visitor to remember the number when the code cannot be made, and still settles', async () => {
    encoder.fail = true;
    const settled = vi.fn();
    const client = renderQr(settled);
    expect((await screen.findByRole('alert')).textContent).toBe('Le code QR n’a pas pu être créé. Retenez votre numéro de ticket.');
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('img')).toBeNull();
    client.close();
  });
});
