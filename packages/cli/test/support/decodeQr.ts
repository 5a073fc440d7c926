import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a PNG's QR code holds, read back with a real decoder (jsQR); null when none is found. */
export function decodeQrPng(file: string): { text: string | null; width: number } {
  const image = PNG.sync.read(readFileSync(file));
  const found = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height);
  return { text: found?.data ?? null, width: image.width };
}
