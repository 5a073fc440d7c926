import { MESSAGES } from '../messages/catalogue.js';

/** The clipboard notices, drawn from the SDK's error catalogue (SPEC section 8). */
export const COPY_SUCCESS_MESSAGE = MESSAGES.copied;
export const COPY_FAILURE_MESSAGE = MESSAGES.copyFailed;
