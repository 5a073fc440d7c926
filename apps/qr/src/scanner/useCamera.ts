import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useEnvironment } from '../app/environment.js';
import { defaultMediaDevices, openCamera, stopCamera } from './camera.js';
import type { CameraProblem } from './camera.js';
import { createFrameDecoder } from './decoder.js';
import type { DecoderDeps } from './decoder.js';
import { createScanLoop } from './scanLoop.js';
import type { ScanLoop } from './scanLoop.js';

export type CameraStatus = { kind: 'off' } | { kind: 'starting' } | { kind: 'live'; engine: 'native' | 'jsqr' } | { kind: 'problem'; problem: CameraProblem };

/**
 * The camera's life on the page: opened on request, its frames decoded by the scan loop into
 * `onText`, and everything stopped when the page closes or the person switches it off.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>, onText: (text: string) => void) {
  const environment = useEnvironment();
  const [status, setStatus] = useState<CameraStatus>({ kind: 'off' });
  const stream = useRef<MediaStream | null>(null);
  const loop = useRef<ScanLoop | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  /** Bumped by every start and stop, so a camera that opens after a stop is closed at once. */
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current += 1;
    loop.current?.stop();
    loop.current = null;
    stopCamera(stream.current);
    stream.current = null;
    const video = videoRef.current;
    if (video) video.srcObject = null;
    setStatus({ kind: 'off' });
  }, [videoRef]);

  const start = useCallback(async () => {
    const run = ++attempt.current;
    setStatus({ kind: 'starting' });
    const devices = environment.mediaDevices === undefined ? defaultMediaDevices() : environment.mediaDevices;
    const opened = await openCamera(devices);
    if (run !== attempt.current) {
      if (opened.ok) stopCamera(opened.stream);
      return;
    }
    if (!opened.ok) return setStatus({ kind: 'problem', problem: opened.problem });
    stream.current = opened.stream;
    const deps: DecoderDeps = {};
    if (environment.barcodeDetector !== undefined) deps.barcodeDetector = environment.barcodeDetector;
    if (environment.loadJsQr) deps.loadJsQr = environment.loadJsQr;
    if (environment.createCanvas) deps.createCanvas = environment.createCanvas;
    try {
      const video = videoRef.current;
      if (!video) throw new Error('no video element');
      video.srcObject = opened.stream;
      await video.play();
      const decoder = await createFrameDecoder(deps);
      if (run !== attempt.current) return;
      loop.current = createScanLoop(decoder, (text) => onTextRef.current(text));
      loop.current.start(video);
      setStatus({ kind: 'live', engine: decoder.engine });
    } catch {
      if (run !== attempt.current) return;
      stop();
      setStatus({ kind: 'problem', problem: 'failed' });
    }
  }, [environment, stop, videoRef]);

  useEffect(() => stop, [stop]);

  return { status, start, stop };
}
