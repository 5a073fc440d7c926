/**
 * The back camera for the scanner. Browsers give a camera only on secure pages (https or
 * localhost) and after the person allows it; every way this fails is named, so the page can say
 * why and offer typing the code instead.
 */

export interface MediaDevicesLike {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
}

/** unsupported: no camera API (an old browser, or a page not on https); denied: not allowed; absent: no camera; failed: anything else (busy camera). */
export type CameraProblem = 'unsupported' | 'denied' | 'absent' | 'failed';

export type CameraResult = { ok: true; stream: MediaStream } | { ok: false; problem: CameraProblem };

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
};

export function defaultMediaDevices(): MediaDevicesLike | null {
  const devices = globalThis.navigator?.mediaDevices as MediaDevicesLike | undefined;
  return typeof devices?.getUserMedia === 'function' ? devices : null;
}

export async function openCamera(devices: MediaDevicesLike | null): Promise<CameraResult> {
  if (devices === null) return { ok: false, problem: 'unsupported' };
  try {
    return { ok: true, stream: await devices.getUserMedia(CAMERA_CONSTRAINTS) };
  } catch (error) {
    const name = error instanceof Error || (typeof error === 'object' && error !== null) ? String((error as { name?: unknown }).name) : '';
    if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return { ok: false, problem: 'denied' };
    if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return { ok: false, problem: 'absent' };
    return { ok: false, problem: 'failed' };
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
