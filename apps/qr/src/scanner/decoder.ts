/**
 * Reads a QR code from a video frame. The browser's BarcodeDetector where it exists (Android,
 * macOS, ChromeOS) and knows QR codes; otherwise jsQR on a canvas copy of the frame, loaded only
 * then, so phones with a native detector never download it. Both come in as arguments, so tests
 * pass stand-ins.
 */

export interface DetectedBarcode {
  rawValue: string;
}

export interface BarcodeDetectorLike {
  detect(source: unknown): Promise<DetectedBarcode[]>;
}

export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

export type JsQr = (data: Uint8ClampedArray, width: number, height: number, options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' }) => { data: string } | null;

export interface Canvas2dLike {
  drawImage(source: unknown, x: number, y: number, width: number, height: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray; width: number; height: number };
}

export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d', options?: { willReadFrequently?: boolean }): Canvas2dLike | null;
}

/** What a frame is read from: a playing <video> (its intrinsic size is the camera's). */
export interface FrameSource {
  readonly videoWidth: number;
  readonly videoHeight: number;
}

export interface FrameDecoder {
  readonly engine: 'native' | 'jsqr';
  /** The text of the QR code in the frame, or null when there is none (or the frame is not ready). */
  decode(source: FrameSource): Promise<string | null>;
}

export interface DecoderDeps {
  /** null: do not use one. @default globalThis.BarcodeDetector */
  barcodeDetector?: BarcodeDetectorClass | null;
  /** @default import('jsqr') */
  loadJsQr?: () => Promise<JsQr>;
  /** @default document.createElement('canvas') */
  createCanvas?: () => CanvasLike;
}

/** jsQR's time grows with the pixels; a QR code held up to the camera reads fine at this size. */
export const MAX_SCAN_SIDE = 640;

const loadJsQrModule = (): Promise<JsQr> => import('jsqr').then((module) => module.default as unknown as JsQr);

function nativeDetector(): BarcodeDetectorClass | null {
  return (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

async function supportsQr(Detector: BarcodeDetectorClass): Promise<boolean> {
  if (typeof Detector.getSupportedFormats !== 'function') return true;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

export async function createFrameDecoder(deps: DecoderDeps = {}): Promise<FrameDecoder> {
  const Detector = deps.barcodeDetector === undefined ? nativeDetector() : deps.barcodeDetector;
  if (Detector !== null && (await supportsQr(Detector))) {
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      engine: 'native',
      async decode(source) {
        if (source.videoWidth === 0) return null;
        const found = await detector.detect(source);
        return found.find((code) => code.rawValue !== '')?.rawValue ?? null;
      },
    };
  }

  const jsQr = await (deps.loadJsQr ?? loadJsQrModule)();
  const canvas = (deps.createCanvas ?? (() => document.createElement('canvas') as unknown as CanvasLike))();
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    engine: 'jsqr',
    async decode(source) {
      const { videoWidth, videoHeight } = source;
      if (context === null || videoWidth === 0 || videoHeight === 0) return null;
      const scale = Math.min(1, MAX_SCAN_SIDE / Math.max(videoWidth, videoHeight));
      const width = Math.round(videoWidth * scale);
      const height = Math.round(videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(source, 0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      // Printed tickets are dark on light; inverted codes are not ours, so the second pass is skipped.
      return jsQr(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data || null;
    },
  };
}
