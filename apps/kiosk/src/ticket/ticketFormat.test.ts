import { describe, expect, it } from 'vitest';
import { createDeviceText } from '@abitura/ui/device';
import { kioskResources } from '../kioskResources.js';
import { formatIssuedAt, ticketPageAddress, waitText } from './ticketFormat.js';

describe('formatIssuedAt', () => {
  it('shows the Moscow date and time in each language', () => {
    const iso = '2026-11-26T21:30:00.000Z';
    // 21:30 UTC is already the next day in Moscow (UTC+3).
    expect(formatIssuedAt(iso, 'ru')).toBe('27.11.2026, 00:30');
    expect(formatIssuedAt(iso, 'en')).toBe('27/11/2026, 00:30');
    expect(formatIssuedAt(iso, 'fr')).toContain('27/11/2026');
    expect(formatIssuedAt(iso, 'ar')).toMatch(/27.*11.*2026/);
    expect(formatIssuedAt(iso, 'ar')).toMatch(/00:30/);
  });
});

describe('ticketPageAddress', () => {
  it('points at the phone ticket page of the token', () => {
    expect(ticketPageAddress('https://abitura.test', '6f1c1f4e-8a4e-4d0b-9d4f-2b0c8e5a7d11')).toBe('https://abitura.test/tickets/6f1c1f4e-8a4e-4d0b-9d4f-2b0c8e5a7d11/qr');
  });
});

describe('waitText', () => {
  it('says minutes under an hour, hours and minutes from an hour on, in the receipt\'s language', () => {
    const ru = createDeviceText(kioskResources, 'ru', 'kiosk');
    expect([0, 1, 12, 60, 63, 608].map((minutes) => waitText(minutes, ru))).toEqual([
      'вас скоро вызовут',
      'около 1 минуты',
      'около 12 минут',
      'около 1 ч',
      'около 1 ч 5 мин',
      'около 10 ч 10 мин',
    ]);
    expect(waitText(608, createDeviceText(kioskResources, 'en', 'kiosk'))).toBe('about 10 h 10 min');
  });
});
