import { describe, expect, it, vi } from 'vitest';
import { createFrameDecoder, MAX_SCAN_SIDE } from './decoder.js';
import type { BarcodeDetectorClass, CanvasLike, JsQr } from './decoder.js';

const frame = (videoWidth = 1280, videoHeight = 720) => ({ videoWidth, videoHeight });

function fakeDetector(found: string[], formats = ['qr_code', 'ean_13']) {
  const made: { formats: string[] }[] = [];
  class Detector {
    static getSupportedFormats = () => Promise.resolve(formats);
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    detect = () => Promise.resolve(found.map((rawValue) => ({ rawValue })));
  }
  return { Detector: Detector as unknown as BarcodeDetectorClass, made };
}

function fakeCanvas() {
  const drawn: number[][] = [];
  const canvas: CanvasLike = {
    width: 0,
    height: 0,
    getContext: () => ({
      drawImage: (_source, x, y, width, height) => void drawn.push([x, y, width, height]),
      getImageData: (_x, _y, width, height) => ({ data: new Uint8ClampedArray(width * height * 4), width, height }),
    }),
  };
  return { canvas, drawn };
}

describe('createFrameDecoder', () => {
  it("uses the browser's detector for QR codes where it has one, and never loads jsQR", async () => {
    const { Detector, made } = fakeDetector(['', `https://abitura.example/tickets/x/qr`]);
    const loadJsQr = vi.fn();
    const decoder = await createFrameDecoder({ barcodeDetector: Detector, loadJsQr });
    expect(decoder.engine).toBe('native');
    expect(made).toEqual([{ formats: ['qr_code'] }]);
    expect(await decoder.decode(frame())).toBe('https://abitura.example/tickets/x/qr');
    expect(await decoder.decode(frame(0, 0))).toBeNull();
    expect(loadJsQr).not.toHaveBeenCalled();
    const empty = await createFrameDecoder({ barcodeDetector: fakeDetector([]).Detector });
    expect(await empty.decode(frame())).toBeNull();
  });

  it('falls back to jsQR on a scaled-down canvas copy of the frame', async () => {
    const { Detector } = fakeDetector(['ignored'], ['ean_13']);
    const { canvas, drawn } = fakeCanvas();
    const jsQr = vi.fn<JsQr>(() => ({ data: 'decoded text' }));
    const decoder = await createFrameDecoder({ barcodeDetector: Detector, loadJsQr: () => Promise.resolve(jsQr), createCanvas: () => canvas });
    expect(decoder.engine).toBe('jsqr');
    expect(await decoder.decode(frame(1280, 720))).toBe('decoded text');
    expect(drawn).toEqual([[0, 0, MAX_SCAN_SIDE, 360]]);
    expect(jsQr).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), MAX_SCAN_SIDE, 360, { inversionAttempts: 'dontInvert' });
    expect(await decoder.decode(frame(320, 240))).toBe('decoded text');
    expect([canvas.width, canvas.height]).toEqual([320, 240]);
    jsQr.mockReturnValue(null);
    expect(await decoder.decode(frame())).toBeNull();
    expect(await decoder.decode(frame(0, 0))).toBeNull();
  });

  it('takes jsQR when there is no detector, or one that fails to list its formats', async () => {
    const jsQr: JsQr = () => null;
    const none = await createFrameDecoder({ barcodeDetector: null, loadJsQr: () => Promise.resolve(jsQr), createCanvas: () => fakeCanvas().canvas });
    expect(none.engine).toBe('jsqr');
    class Broken {
      static getSupportedFormats = () => Promise.reject(new Error('no'));
    }
    const broken = await createFrameDecoder({
      barcodeDetector: Broken as unknown as BarcodeDetectorClass,
      loadJsQr: () => Promise.resolve(jsQr),
      createCanvas: () => ({ width: 0, height: 0, getContext: () => null }),
    });
    expect(broken.engine).toBe('jsqr');
    expect(await broken.decode(frame())).toBeNull();
  });

  it('loads the real jsQR by default', async () => {
    const decoder = await createFrameDecoder({ barcodeDetector: null, createCanvas: () => fakeCanvas().canvas });
    expect(decoder.engine).toBe('jsqr');
    expect(await decoder.decode(frame(64, 64))).toBeNull();
  });
});
