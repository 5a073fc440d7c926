import { describe, expect, it, vi } from 'vitest';
import type { Logger, Notice } from '../types.js';
import { createAdmissionClient } from './admissionClient.js';
import type { AdmissionHttpResponse, AdmissionPost } from './admissionClient.js';

function respond(body: string, status = 200): AdmissionHttpResponse {
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) };
}

function setup(post: AdmissionPost, extra: { apiBase?: string; headers?: () => Record<string, string> } = {}) {
  const notices: Notice[] = [];
  const logger = { info: vi.fn<Logger['info']>(), error: vi.fn<Logger['error']>() };
  const postSpy = vi.fn(post);
  const client = createAdmissionClient({ post: postSpy, notify: (notice) => notices.push(notice), logger, ...extra });
  return { client, notices, logger, post: postSpy };
}

const ok = (reply: unknown): AdmissionPost => () => Promise.resolve(respond(JSON.stringify(reply)));

describe('createAdmissionClient', () => {
  it('posts todo and JSON params form-urlencoded to {apiBase}/admission with the client headers', async () => {
    const { client, post } = setup(ok({ message: '', page_code: 200, data: [] }), {
      apiBase: 'https://abitura.example/api/',
      headers: () => ({ 'X-Subsystem': 'staff', Authorization: 'Bearer key', 'content-type': 'text/plain' }),
    });
    await client.call('getApplications', { personId: 5, name: 'Анна & Co' });

    const [url, body, headers] = post.mock.calls[0] ?? [];
    expect(url).toBe('https://abitura.example/api/admission');
    expect(body?.get('todo')).toBe('getApplications');
    expect(JSON.parse(body?.get('params') ?? '')).toEqual({ personId: 5, name: 'Анна & Co' });
    expect(body?.toString()).toContain('todo=getApplications&params=');
    expect(headers).toEqual({
      'X-Subsystem': 'staff',
      Authorization: 'Bearer key',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it("defaults apiBase to '/api', params to '{}' and reads headers at each call", async () => {
    let subsystem = 'kiosk';
    const { client, post } = setup(ok({ message: '', page_code: 200, data: null }), { headers: () => ({ 'X-Subsystem': subsystem }) });
    await client.call('ping');
    subsystem = 'tv';
    await client.call('ping', null);
    expect(post.mock.calls[0]?.[0]).toBe('/api/admission');
    expect(post.mock.calls[0]?.[1].get('params')).toBe('{}');
    expect(post.mock.calls[0]?.[2]['X-Subsystem']).toBe('kiosk');
    expect(post.mock.calls[1]?.[1].get('params')).toBe('null');
    expect(post.mock.calls[1]?.[2]['X-Subsystem']).toBe('tv');
  });

  it.each([200, 201, 202])('shows the message as a success notice on page_code %i and resolves the reply', async (pageCode) => {
    const { client, notices } = setup(ok({ message: 'Заявление принято', page_code: pageCode, data: { id: 1 } }));
    await expect(client.call('apply', { id: 1 })).resolves.toEqual({ message: 'Заявление принято', page_code: pageCode, data: { id: 1 } });
    expect(notices).toEqual([{ level: 'success', message: 'Заявление принято' }]);
  });

  it.each([400, 404, 409, 500])('shows the message as a warning on page_code %i and still resolves the reply', async (pageCode) => {
    const { client, notices } = setup(ok({ message: 'Заявление уже подано', page_code: pageCode, data: null }));
    await expect(client.call('apply')).resolves.toEqual({ message: 'Заявление уже подано', page_code: pageCode, data: null });
    expect(notices).toEqual([{ level: 'warning', message: 'Заявление уже подано' }]);
  });

  it('shows no notice for an empty or blank message', async () => {
    for (const message of ['', '   ']) {
      const { client, notices } = setup(ok({ message, page_code: 200, data: 1 }));
      await expect(client.call('read')).resolves.toMatchObject({ page_code: 200, data: 1 });
      expect(notices).toEqual([]);
    }
  });

  it('reads a numeric-string page code, a missing message as empty and missing data as null', async () => {
    const { client, notices } = setup(ok({ page_code: '201' }));
    await expect(client.call('create')).resolves.toEqual({ message: '', page_code: 201, data: null });
    expect(notices).toEqual([]);
  });

  it("shows 'Ошибка запроса: {status}' on a non-OK HTTP status and resolves null", async () => {
    const { client, notices, logger } = setup(() => Promise.resolve(respond('Service Unavailable', 503)));
    await expect(client.call('apply', { secret: 'x' })).resolves.toBeNull();
    expect(notices).toEqual([{ level: 'error', message: 'Ошибка запроса: 503' }]);
    expect(logger.error).toHaveBeenCalledWith('Ошибка запроса: 503', { todo: 'apply', status: 503 });
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('secret');
  });

  it.each(['', '  \n'])("shows 'Ошибка отправки запроса' on an empty body %j and resolves null", async (body) => {
    const { client, notices, logger } = setup(() => Promise.resolve(respond(body)));
    await expect(client.call('apply')).resolves.toBeNull();
    expect(notices).toEqual([{ level: 'error', message: 'Ошибка отправки запроса' }]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs unparsable JSON, reads it as {} and so resolves null with the empty-response notice', async () => {
    const { client, notices, logger } = setup(() => Promise.resolve(respond('<html>502 Bad Gateway</html>')));
    await expect(client.call('apply')).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith('Не удалось разобрать JSON ответа сервиса приёма', expect.objectContaining({ todo: 'apply' }));
    expect(notices).toEqual([{ level: 'error', message: 'Ошибка отправки запроса' }]);
  });

  it.each([
    ['an object without page_code', { message: 'Готово', data: 1 }],
    ['a fractional page code', { message: '', page_code: 200.5 }],
    ['a non-numeric page code', { message: '', page_code: 'OK' }],
    ['an array', [1, 2]],
    ['null', null],
    ['a bare number', 200],
  ])('treats %s as an empty response', async (_label, reply) => {
    const { client, notices } = setup(ok(reply));
    await expect(client.call('apply')).resolves.toBeNull();
    expect(notices).toEqual([{ level: 'error', message: 'Ошибка отправки запроса' }]);
  });

  it("shows 'Произошла ошибка при отправке запроса' when the post rejects, and resolves null", async () => {
    const { client, notices, logger } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call('apply')).resolves.toBeNull();
    expect(notices).toEqual([{ level: 'error', message: 'Произошла ошибка при отправке запроса' }]);
    expect(logger.error).toHaveBeenCalledWith('Произошла ошибка при отправке запроса', { todo: 'apply', error: 'TypeError: Failed to fetch' });
  });

  it('treats a body that fails to stream as a request failure', async () => {
    const { client, notices } = setup(() => Promise.resolve({ ok: true, status: 200, text: () => Promise.reject(new Error('aborted')) }));
    await expect(client.call('apply')).resolves.toBeNull();
    expect(notices).toEqual([{ level: 'error', message: 'Произошла ошибка при отправке запроса' }]);
  });

  it('treats params that cannot be serialized as a request failure without posting', async () => {
    const { client, notices, post } = setup(ok({ message: '', page_code: 200 }));
    await expect(client.call('apply', { big: 1n })).resolves.toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(notices).toEqual([{ level: 'error', message: 'Произошла ошибка при отправке запроса' }]);
  });

  it('treats a throwing headers() as a request failure', async () => {
    const { client, notices } = setup(ok({ message: '', page_code: 200 }), {
      headers: () => {
        throw new Error('no config');
      },
    });
    await expect(client.call('apply')).resolves.toBeNull();
    expect(notices).toEqual([{ level: 'error', message: 'Произошла ошибка при отправке запроса' }]);
  });

  it('never rejects, even when the notice sink throws, and works without a logger', async () => {
    const client = createAdmissionClient({
      post: ok({ message: 'Готово', page_code: 200, data: 1 }),
      notify: () => {
        throw new Error('snackbar gone');
      },
    });
    await expect(client.call('apply')).resolves.toEqual({ message: 'Готово', page_code: 200, data: 1 });

    const logger = { info: vi.fn<Logger['info']>(), error: vi.fn<Logger['error']>() };
    const failing = createAdmissionClient({
      post: () => Promise.reject(new Error('offline')),
      notify: () => {
        throw new Error('snackbar gone');
      },
      logger,
    });
    await expect(failing.call('apply')).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith('Notice sink failed', { error: 'Error: snackbar gone' });
  });
});
