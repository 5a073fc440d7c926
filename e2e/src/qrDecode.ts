/**
 * Reads a QR code as a phone camera would: from the pixels on screen. The element's screenshot
 * (PNG) is decoded by pngjs and the code read by jsQR, so what the test checks is what the
 * rendered picture holds, not what the page meant to draw.
 */
import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image, or null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  return code?.data ?? null;
}

/** The text of the QR code `element` shows, waiting until it is drawn and readable. */
export async function readQrCode(element: Locator): Promise<string> {
  await expect(element).toBeVisible();
  const read: { text: string | null } = { text: null };
  await expect
    .poll(
      async () => {
        read.text = decodeQrPng(await element.screenshot({ animations: 'disabled' }));
        return read.text;
      },
      { message: 'a readable QR code in the picture' },
    )
    .not.toBeNull();
  return read.text ?? '';
}
