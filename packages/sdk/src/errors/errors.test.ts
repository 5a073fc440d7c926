import { describe, expect, it } from 'vitest';
import { ActionError, ConnectionClosedError, errorFromReply, SdkError, TimeoutError, TransportError, ValidationError } from './index.js';

describe('typed errors', () => {
  it('carry their code and context', () => {
    const timeout = new TimeoutError('User/ReadRoles', 6500, 'r1');
    expect(timeout).toBeInstanceOf(SdkError);
    expect(timeout).toMatchObject({ name: 'TimeoutError', code: 'TIMEOUT', action: 'User/ReadRoles', timeoutMs: 6500 });
    const transport = new TransportError('down', 'http', { status: 502 }, { code: 'EMPTY_RESPONSE' });
    expect(transport).toMatchObject({ name: 'TransportError', code: 'EMPTY_RESPONSE', transport: 'http', context: { status: 502, transport: 'http' } });
    expect(new TransportError('down', 'ws').code).toBe('TRANSPORT_ERROR');
    expect(new ConnectionClosedError('r2', 1006)).toMatchObject({ code: 'CONNECTION_CLOSED', requestId: 'r2', closeCode: 1006 });
  });

  it('maps a failed reply to ActionError or ValidationError', () => {
    const denied = errorFromReply('User/ReadRoles', { success: false, message: 'Нет прав', data: 'ACCESS_DENIED', requestId: 'r3' });
    expect(denied).toBeInstanceOf(ActionError);
    expect(denied).toMatchObject({ code: 'ACCESS_DENIED', action: 'User/ReadRoles', requestId: 'r3', message: 'Нет прав' });
    const invalid = errorFromReply('User/ReadRoles', { success: false, message: 'Поля', data: 'INVALID_PARAMS' });
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).issues).toEqual([]);
    expect(errorFromReply('X/y', { success: false, message: '', data: { odd: true } }).code).toBe('INTERNAL');
  });
});
