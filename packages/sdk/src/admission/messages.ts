import { MESSAGES } from '../messages/catalogue.js';

/** The admission client's texts, drawn from the SDK's error catalogue (SPEC section 8). */
export const REQUEST_FAILED_MESSAGE = MESSAGES.requestFailed;
export const EMPTY_RESPONSE_MESSAGE = MESSAGES.emptyResponse;
export const httpErrorMessage = MESSAGES.admissionHttp;

/** Logged when the reply body is not JSON. */
export const INVALID_JSON_LOG_MESSAGE = 'Не удалось разобрать JSON ответа сервиса приёма';
