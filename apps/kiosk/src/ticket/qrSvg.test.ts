import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('qrcode');
  vi.resetModules();
});

describe('qrSvg', () => {
  it('draws an SVG QR code of the text', async () => {
    const { qrSvg } = await import('./qrSvg.js');
    const svg = await qrSvg('https://abitura.test/tickets/x/qr');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('fill="#ffffff"');
  });

  it('tries to load the encoder again after a failed load (the server was unreachable)', async () => {
    vi.doMock('qrcode', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadQrEncoder, qrSvg } = await import('./qrSvg.js');
    await expect(loadQrEncoder()).rejects.toThrow();
    const toString = async (text: string) => `<svg>${text}</svg>`;
    vi.doMock('qrcode', () => ({ toString, default: { toString } }));
    await expect(qrSvg('back')).resolves.toBe('<svg>back</svg>');
  });
});
