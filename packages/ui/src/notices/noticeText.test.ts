import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@abitura/sdk';
import { noticeTranslation } from './noticeText.js';

describe('noticeTranslation', () => {
  it('maps the fixed catalogue sentences, whatever key they carry', () => {
    expect(noticeTranslation({ message: MESSAGES.updating, key: 'queue-drain' })).toEqual({ key: 'queue-drain-updating' });
    expect(noticeTranslation({ message: MESSAGES.updated, key: 'queue-drain' })).toEqual({ key: 'queue-drain-updated' });
    expect(noticeTranslation({ message: MESSAGES.emptyResponse, key: 'request-failed' })).toEqual({ key: 'empty-response' });
    expect(noticeTranslation({ message: MESSAGES.requestFailed })).toEqual({ key: 'request-failed' });
    expect(noticeTranslation({ message: MESSAGES.switchedToHttp, key: 'connection' })).toEqual({ key: 'connection-fallback' });
    expect(noticeTranslation({ message: MESSAGES.liveRestored, key: 'connection' })).toEqual({ key: 'connection-restored' });
    expect(noticeTranslation({ message: MESSAGES.copyFailed })).toEqual({ key: 'copy-failed' });
  });

  it('pulls the values out of the catalogue templates', () => {
    expect(noticeTranslation({ message: MESSAGES.slowRequest('User/ReadRoles', 5123.4), key: 'slow-request' })).toEqual({
      key: 'slow-request',
      values: { action: 'User/ReadRoles', ms: '5123' },
    });
    expect(noticeTranslation({ message: MESSAGES.admissionHttp(502) })).toEqual({ key: 'admission-http', values: { status: '502' } });
  });

  it('falls back to the notice key, never to a UI label, and to nothing for server text', () => {
    expect(noticeTranslation({ message: 'что-то своё', key: 'custom-key' })).toEqual({ key: 'custom-key' });
    expect(noticeTranslation({ message: 'x', key: 'label-close' })).toBeNull();
    expect(noticeTranslation({ message: 'Звонок зарегистрирован' })).toBeNull();
  });
});
