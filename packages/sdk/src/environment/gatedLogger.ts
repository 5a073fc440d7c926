import type { ReadonlySignal } from '@preact/signals-core';
import type { ConnectionSettings } from '../config/connectionSettings.js';
import type { Logger } from '../types.js';

/** Passes info through only with enableLogs and errors only with enableErrors, read at call time. */
export function createGatedLogger(base: Logger, settings: ReadonlySignal<ConnectionSettings>): Logger {
  return {
    info(message, context) {
      if (settings.peek().enableLogs) base.info(message, context);
    },
    error(message, context) {
      if (settings.peek().enableErrors) base.error(message, context);
    },
  };
}
