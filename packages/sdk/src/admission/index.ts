export { createAdmissionClient } from './admissionClient.js';
export type { AdmissionCallOptions, AdmissionClient, AdmissionClientOptions, AdmissionHttpResponse, AdmissionPost } from './admissionClient.js';
export { ADMISSION_SUCCESS_CODES, isAdmissionSuccess, toAdmissionReply } from './reply.js';
export type { AdmissionReply } from './reply.js';
export { EMPTY_RESPONSE_MESSAGE, INVALID_JSON_LOG_MESSAGE, REQUEST_FAILED_MESSAGE, httpErrorMessage } from './messages.js';
