import { describe, it, expect, vi } from 'vitest';
import { verifyRouteAccess } from './verifyAccess.js';
import type { CheckAccessCall } from './verifyAccess.js';

const replying = (success: boolean, message: unknown): CheckAccessCall => vi.fn(async () => ({ success, message, data: null }));

describe('verifyRouteAccess', () => {
  it('calls User/CheckAccess with the permission', async () => {
    const call = replying(true, true);
    await verifyRouteAccess(call, 'viewHomepage');
    expect(call).toHaveBeenCalledWith('User/CheckAccess', { permission: 'viewHomepage' });
  });

  it.each([true, 'true', '1'])('grants on a successful reply with message %j', async (message) => {
    await expect(verifyRouteAccess(replying(true, message), 'p')).resolves.toBe(true);
  });

  it.each([false, 'false', '0', 0, 1, 'TRUE', '', null, undefined, {}, 'Доступ запрещён'])('denies on message %j', async (message) => {
    await expect(verifyRouteAccess(replying(true, message), 'p')).resolves.toBe(false);
  });

  it('denies when success is false, whatever the message', async () => {
    await expect(verifyRouteAccess(replying(false, true), 'p')).resolves.toBe(false);
  });

  it('denies on a rejected, throwing or empty call', async () => {
    await expect(verifyRouteAccess(() => Promise.reject(new Error('offline')), 'p')).resolves.toBe(false);
    await expect(
      verifyRouteAccess(() => {
        throw new Error('sync');
      }, 'p'),
    ).resolves.toBe(false);
    await expect(verifyRouteAccess(async () => null as unknown as { success: boolean; message: unknown; data: unknown }, 'p')).resolves.toBe(false);
  });
});
