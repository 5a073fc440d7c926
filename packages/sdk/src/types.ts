/** The small environment interfaces the SDK takes as injected dependencies (DESIGN.md section 6.2). */

export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  level: NoticeLevel;
  message: string;
  /** Stable key so a UI can replace rather than stack repeated notices. */
  key?: string;
}

/** Where the SDK sends notices meant for a person (the snackbar in the apps, stderr in the CLI). */
export type NoticeSink = (notice: Notice) => void;

/** Logging seam; `enableLogs` and `enableErrors` decide what reaches it. */
export interface Logger {
  info(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

/** Time seam so timing logic runs under fake timers in tests. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Navigation seam used for the forced redirect to /login. */
export interface Navigator {
  navigate(path: string): void;
}

/** The subset of Web Storage the session uses (localStorage in browsers, memory in Node). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}
