import { ERROR_MESSAGES } from '@abitura/contracts/wire';

/**
 * The Russian sentences the SDK itself shows or logs, beside the error catalogue of SPEC section 8
 * (ERROR_MESSAGES in @abitura/contracts, which the server answers with too). Apps localize by
 * error code; these are the default (Russian) texts.
 */
export const MESSAGES = {
  requestFailed: ERROR_MESSAGES.TRANSPORT_ERROR,
  emptyResponse: ERROR_MESSAGES.EMPTY_RESPONSE,
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
