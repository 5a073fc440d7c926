import { describe, expect, it } from 'vitest';
import { ADMISSION_SUCCESS_CODES, isAdmissionSuccess, toAdmissionReply } from './reply.js';
import { httpErrorMessage } from './messages.js';

describe('admission replies', () => {
  it('counts 200, 201 and 202 as success and nothing else', () => {
    expect(ADMISSION_SUCCESS_CODES).toEqual([200, 201, 202]);
    for (const code of [200, 201, 202]) expect(isAdmissionSuccess(code)).toBe(true);
    for (const code of [0, 199, 203, 204, 400, 500]) expect(isAdmissionSuccess(code)).toBe(false);
  });

  it('reads a reply and keeps its data as is', () => {
    expect(toAdmissionReply({ message: 'ok', page_code: 200, data: { a: 1 }, extra: true })).toEqual({ message: 'ok', page_code: 200, data: { a: 1 } });
    expect(toAdmissionReply({ message: 5, page_code: ' 404 ' })).toEqual({ message: '', page_code: 404, data: null });
  });

  it('formats the HTTP error message', () => {
    expect(httpErrorMessage(503)).toBe('Ошибка запроса: 503');
  });
});
