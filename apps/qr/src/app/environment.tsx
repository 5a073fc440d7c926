/**
 * The browser's devices the pages use, as one injected seam (DESIGN.md 6.2): tests pass stand-ins
 * for the vibration motor, Web Audio, the camera and the QR decoders; the app passes nothing and
 * each piece takes the browser's own.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AudioContextLike } from '../shared/sound.js';
import type { BarcodeDetectorClass, CanvasLike, JsQr } from '../scanner/decoder.js';
import type { MediaDevicesLike } from '../scanner/camera.js';

export interface QrEnvironment {
  /** @default navigator.vibrate where the browser has it */
  vibrate?: (pattern: number[]) => unknown;
  /** @default a new AudioContext */
  createAudioContext?: () => AudioContextLike | null;
  /** null: the browser offers no camera API. @default navigator.mediaDevices */
  mediaDevices?: MediaDevicesLike | null;
  /** null: no native detector. @default globalThis.BarcodeDetector */
  barcodeDetector?: BarcodeDetectorClass | null;
  /** @default import('jsqr') */
  loadJsQr?: () => Promise<JsQr>;
  /** @default document.createElement('canvas') */
  createCanvas?: () => CanvasLike;
}

const EnvironmentContext = createContext<QrEnvironment>({});

export function EnvironmentProvider({ value, children }: { value: QrEnvironment; children: ReactNode }) {
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>;
}

export function useEnvironment(): QrEnvironment {
  return useContext(EnvironmentContext);
}
