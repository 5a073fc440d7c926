export { copyToClipboard } from './copyToClipboard.js';
export type { ClipboardWriter, CopyToClipboardOptions } from './copyToClipboard.js';
export { COPY_FAILURE_MESSAGE, COPY_SUCCESS_MESSAGE } from './messages.js';
