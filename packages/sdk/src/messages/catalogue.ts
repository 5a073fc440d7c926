import type { ErrorCode } from '../types.js';

/**
 * The error catalogue of SPEC section 8: the Russian sentences the SDK shows or logs.
 * Apps localize by error code; these are the default (Russian) texts.
 */
export const MESSAGES = {
  requestFailed: 'Произошла ошибка при отправке запроса',
  emptyResponse: 'Ошибка отправки запроса',
  admissionHttp: (status: number) => `Ошибка запроса: ${status}`,
  updating: 'Обновление данных...',
  updated: 'Данные обновлены',
  copied: 'Успешно скопировано',
  copyFailed: 'Ошибка копирования',
  templateMissing: 'Не найден шаблон для значения',
  profileLoadFailed: 'Ошибка загрузки профиля',
  referenceLoadFailed: 'Ошибка загрузки справочника',
  slowRequest: (action: string, ms: number) => `Медленный запрос ${action}: ${Math.round(ms)} мс`,
  switchedToHttp: 'Нет связи по WebSocket: запросы идут через HTTP',
  liveRestored: 'Связь восстановлена',
  sessionEnded: 'Сеанс завершён: войдите снова',
  configUnparsable: 'Не удалось прочитать настройки соединения: используются значения по умолчанию',
} as const;

/** Default Russian sentence for each error code a reply may carry. */
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
  TRANSPORT_ERROR: MESSAGES.requestFailed,
  TIMEOUT: 'Сервер не ответил вовремя. Повторите попытку.',
  EMPTY_RESPONSE: MESSAGES.emptyResponse,
  CONNECTION_CLOSED: 'Соединение с сервером прервано.',
  LOGGED_OUT: 'Сеанс завершён.',
  CLIENT_CLOSED: 'Клиент закрыт.',
};
