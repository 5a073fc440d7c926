import { describe, expect, it, vi } from 'vitest';
import { CAMERA_CONSTRAINTS, defaultMediaDevices, openCamera, stopCamera } from './camera.js';

const refusing = (name: string) => ({ getUserMedia: () => Promise.reject(Object.assign(new Error(name), { name })) });

describe('openCamera', () => {
  it('asks for the back camera and hands back its stream', async () => {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }, { stop }] } as unknown as MediaStream;
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    expect(await openCamera({ getUserMedia })).toEqual({ ok: true, stream });
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS.video).toMatchObject({ facingMode: 'environment' });
    stopCamera(stream);
    stopCamera(null);
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('names each way of failing', async () => {
    expect(await openCamera(null)).toEqual({ ok: false, problem: 'unsupported' });
    expect(await openCamera(refusing('NotAllowedError'))).toEqual({ ok: false, problem: 'denied' });
    expect(await openCamera(refusing('SecurityError'))).toEqual({ ok: false, problem: 'denied' });
    expect(await openCamera(refusing('NotFoundError'))).toEqual({ ok: false, problem: 'absent' });
    expect(await openCamera(refusing('OverconstrainedError'))).toEqual({ ok: false, problem: 'absent' });
    expect(await openCamera(refusing('NotReadableError'))).toEqual({ ok: false, problem: 'failed' });
    expect(await openCamera({ getUserMedia: () => Promise.reject('odd') })).toEqual({ ok: false, problem: 'failed' });
  });

  it("finds the browser's camera API only where there is one", () => {
    // happy-dom's navigator has no mediaDevices, as a page opened over plain http.
    expect(defaultMediaDevices()).toBeNull();
  });
});
