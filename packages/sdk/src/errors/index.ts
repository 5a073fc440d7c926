export { SdkError } from './sdkError.js';
export { TransportError } from './transportError.js';
export { TimeoutError } from './timeoutError.js';
export { ConnectionClosedError } from './connectionClosedError.js';
export { ActionError } from './actionError.js';
export { ValidationError } from './validationError.js';
export { errorFromReply } from './errorFromReply.js';
