import { describe, expect, it } from 'vitest';
import { classifyFrame, parseReply } from './parseReply.js';

describe('frames and replies', () => {
  it('classifies pings, pongs, system frames, replies and junk', () => {
    expect(classifyFrame('pong')).toEqual({ kind: 'pong' });
    expect(classifyFrame('ping')).toEqual({ kind: 'ping' });
    expect(classifyFrame('{"SYSTEM_CALL":"EVENT","topic":"t","data":1}')).toMatchObject({ kind: 'system' });
    expect(classifyFrame('{"SYSTEM_CALL":"OTHER"}')).toEqual({ kind: 'unknown' });
    expect(classifyFrame('{"success":true,"data":1,"requestId":"r","message":7}')).toEqual({
      kind: 'reply',
      reply: { success: true, data: 1, requestId: 'r', message: '7' },
    });
    expect(classifyFrame('{"success":true,"data":1}')).toEqual({ kind: 'unknown' });
    expect(classifyFrame('{oops')).toEqual({ kind: 'unknown' });
  });

  it('reads reply envelopes and refuses other JSON', () => {
    expect(parseReply('{"success":false,"data":"NOT_FOUND"}')).toEqual({ success: false, data: 'NOT_FOUND', message: '' });
    expect(parseReply('{"data":1}')).toBeNull();
    expect(parseReply('[]')).toBeNull();
    expect(parseReply('null')).toBeNull();
  });
});
