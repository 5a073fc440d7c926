import { describe, expect, it } from 'vitest';
import { parseTicketToken } from './ticketToken.js';

const TOKEN = '3f2a9c1e-7b4d-4e8a-9c0b-1d2e3f4a5b6c';

describe('parseTicketToken', () => {
  it('reads a bare UUID, in any case and with spaces around', () => {
    expect(parseTicketToken(TOKEN)).toBe(TOKEN);
    expect(parseTicketToken(`  ${TOKEN.toUpperCase()}\n`)).toBe(TOKEN);
  });

  it('reads the ticket address a QR code holds, with or without the origin', () => {
    expect(parseTicketToken(`https://abitura.example/tickets/${TOKEN}/qr`)).toBe(TOKEN);
    expect(parseTicketToken(`http://10.0.0.5:8080/tickets/${TOKEN}/qr/`)).toBe(TOKEN);
    expect(parseTicketToken(`/tickets/${TOKEN}/qr`)).toBe(TOKEN);
    expect(parseTicketToken(`https://abitura.example/tickets/${TOKEN.toUpperCase()}/qr?utm=1#x`)).toBe(TOKEN);
  });

  it('reads ?token= of the front-pages address', () => {
    expect(parseTicketToken(`https://abitura.example/front-pages/tickets/qr?token=${TOKEN}`)).toBe(TOKEN);
    expect(parseTicketToken(`/front-pages/tickets/qr?lang=ar&token=${TOKEN}`)).toBe(TOKEN);
  });

  it('refuses anything else', () => {
    for (const junk of [
      '',
      '   ',
      'hello',
      'А-007',
      '00000000-0000-0000-0000-000000000000',
      `${TOKEN}x`,
      TOKEN.slice(1),
      `https://abitura.example/tickets/${TOKEN}`,
      `https://abitura.example/tickets/${TOKEN}/qr/extra`,
      `https://abitura.example/tickets/not-a-uuid/qr`,
      `https://abitura.example/tickets/%E0%A4%A/qr`,
      `https://abitura.example/front-pages/tickets/qr?token=abc`,
      `javascript:alert('${TOKEN}')`,
      `mailto:${TOKEN}@example.com`,
      `WIFI:S:college;T:WPA;P:secret;;`,
      `https://abitura.example/?token=${TOKEN}#${'x'.repeat(3000)}`,
    ]) {
      expect(parseTicketToken(junk), junk).toBeNull();
    }
  });
});
