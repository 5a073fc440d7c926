/**
 * The QR encoder (`qrcode`, about 10 KB gzip) is loaded only when a ticket is shown, so it is not
 * part of the kiosk's first download; the app asks for it early, once the server answered, so a
 * ticket never waits for it.
 */
import type * as QrCode from 'qrcode';

type QrModule = typeof QrCode;

let loading: Promise<QrModule> | null = null;

export function loadQrEncoder(): Promise<QrModule> {
  loading ??= import('qrcode').then(
    // qrcode is CommonJS: depending on the bundler its functions sit on the namespace or on `default`.
    (module) => ((module as { default?: QrModule }).default ?? module),
    (error: unknown) => {
      // A failed chunk load (server unreachable) must not stick: the next ticket tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** An SVG QR code of `text`, black on white with a quiet zone, for screen and receipt alike. */
export async function qrSvg(text: string): Promise<string> {
  const qr = await loadQrEncoder();
  return qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}
