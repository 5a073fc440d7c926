import type { ErrorCode } from './types.js';

/**
 * The error catalogue of SPEC section 8: the default Russian sentence for each error code a reply
 * may carry. The server answers with it and the SDK shows it; apps localize by code.
 */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  TOKEN_INACTIVE: 'Сеанс истёк или завершён. Войдите снова.',
  ACCESS_DENIED: 'Недостаточно прав для этого действия.',
  INVALID_PARAMS: 'Проверьте введённые данные.',
  UNKNOWN_ACTION: 'Неизвестное действие.',
  NOT_FOUND: 'Запись не найдена.',
  CONFLICT: 'Конфликт: запрос с этим идентификатором уже выполнен с другими данными.',
  RATE_LIMITED: 'Слишком много запросов. Подождите немного и повторите.',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос.',
  INTERNAL: 'Внутренняя ошибка сервера. Повторите попытку позже.',
  TRANSPORT_ERROR: 'Произошла ошибка при отправке запроса',
  TIMEOUT: 'Сервер не ответил вовремя. Повторите попытку.',
  EMPTY_RESPONSE: 'Ошибка отправки запроса',
  CONNECTION_CLOSED: 'Соединение с сервером прервано.',
  LOGGED_OUT: 'Сеанс завершён.',
  CLIENT_CLOSED: 'Клиент закрыт.',
};
