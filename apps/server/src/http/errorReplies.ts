export const HTTP_BODY_LIMIT = 256 * 1024;

export const envelopeError = (code: string, message: string) => ({ success: false, message, data: code });

/** What was wrong with a body that could not be parsed, in words a person can act on. */
const BODY_PROBLEMS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Отправьте тело в формате JSON с заголовком Content-Type: application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое: отправьте JSON-объект {action, params, token, requestId}.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON (ключи __proto__ и constructor.prototype не допускаются).',
};

/**
 * The status and envelope that answer an error met while serving a request: too large, a body
 * that cannot be read, or, for anything else, INTERNAL (status 500, which the caller logs).
 */
export function errorReply(error: { code?: string; statusCode?: number }): { statusCode: number; body: object } {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, body: envelopeError('PAYLOAD_TOO_LARGE', `Запрос больше ${HTTP_BODY_LIMIT / 1024} КБ.`) };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const problem = BODY_PROBLEMS[error.code ?? ''] ?? 'Некорректный запрос: тело должно быть JSON-объектом {action, params, token, requestId}.';
    // INVALID_PARAMS always carries issues (DESIGN section 2), here about the body as a whole.
    return { statusCode: error.statusCode, body: { ...envelopeError('INVALID_PARAMS', problem), issues: [{ path: '(body)', message: problem }] } };
  }
  return { statusCode: 500, body: envelopeError('INTERNAL', 'Внутренняя ошибка сервера. Повторите попытку позже.') };
}
