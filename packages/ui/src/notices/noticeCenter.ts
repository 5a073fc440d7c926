import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Clock, type Notice, type NoticeLevel, type NoticeSink } from '@abitura/sdk';

/** A notice as the center holds it: the SDK's notice plus a stable id for rendering and closing. */
export interface NoticeEntry extends Notice {
  readonly id: number;
}

export interface NoticeCenterOptions {
  /** Timers, so tests run under fake time. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** How long a non-sticky notice stays once it is visible. @default 6000 */
  autoHideMs?: number;
  /** How many notices show at once; the rest wait their turn. @default 3 */
  maxVisible?: number;
  /**
   * Levels that stay until the person closes them. Errors need acknowledging; warnings and the rest
   * describe a passing state (the connection indicator keeps showing a lasting one).
   * @default ['error']
   */
  stickyLevels?: readonly NoticeLevel[];
  /** Waiting notices beyond this are dropped, oldest first, so a burst cannot grow without end. @default 50 */
  maxQueued?: number;
}

export interface NoticeCenter {
  /** Every notice not yet closed, oldest first (visible ones first). */
  readonly notices: ReadonlySignal<readonly NoticeEntry[]>;
  /** The notices on screen now: the first `maxVisible` of `notices`. */
  readonly visible: ReadonlySignal<readonly NoticeEntry[]>;
  /** The SDK's NoticeSink: pass it as `createClient({ notify: center.notify })`. */
  readonly notify: NoticeSink;
  dismiss(id: number): void;
  clear(): void;
  /** Stops every timer (the app or a test is done with the center). */
  dispose(): void;
}

/**
 * The notice queue behind the snackbars (SPEC section 8). A notice with the same `key` as one
 * already held replaces it in place, so "Обновление данных..." becomes "Данные обновлены" instead
 * of stacking; a notice without a key is keyed by its level and text, so copying three times
 * shows one "Успешно скопировано". Auto-hide starts when a notice becomes visible, so a notice
 * that waited behind others still gets its full time on screen.
 */
export function createNoticeCenter(options: NoticeCenterOptions = {}): NoticeCenter {
  const clock = options.clock ?? systemClock;
  const autoHideMs = options.autoHideMs ?? 6_000;
  const maxVisible = Math.max(1, options.maxVisible ?? 3);
  const sticky = new Set<NoticeLevel>(options.stickyLevels ?? ['error']);
  const maxQueued = Math.max(maxVisible, options.maxQueued ?? 50);

  const notices = signal<readonly NoticeEntry[]>([]);
  const visible = computed(() => notices.value.slice(0, maxVisible));
  const timers = new Map<number, unknown>();
  let nextId = 1;

  const dedupeKey = (notice: Notice) => (typeof notice.key === 'string' ? notice.key : `${notice.level}\u0000${notice.message}`);

  function stopTimer(id: number): void {
    if (!timers.has(id)) return;
    clock.clearTimeout(timers.get(id));
    timers.delete(id);
  }

  /** Brings timers in line with what is on screen: one per visible, non-sticky notice. */
  function syncTimers(): void {
    const shown = new Map(visible.peek().map((entry) => [entry.id, entry]));
    for (const id of [...timers.keys()]) {
      const entry = shown.get(id);
      if (!entry || sticky.has(entry.level)) stopTimer(id);
    }
    for (const entry of shown.values()) {
      if (sticky.has(entry.level) || timers.has(entry.id)) continue;
      timers.set(
        entry.id,
        clock.setTimeout(() => {
          timers.delete(entry.id);
          dismiss(entry.id);
        }, autoHideMs),
      );
    }
  }

  function notify(notice: Notice): void {
    const incoming = toEntry(notice, 0);
    const key = dedupeKey(incoming);
    const current = notices.peek();
    const at = current.findIndex((entry) => dedupeKey(entry) === key);
    let next: NoticeEntry[];
    if (at >= 0) {
      const id = current[at]!.id;
      // The same id keeps the snackbar in place; its time on screen starts again.
      stopTimer(id);
      next = current.map((entry, index) => (index === at ? { ...incoming, id } : entry));
    } else {
      next = [...current, { ...incoming, id: nextId++ }];
      while (next.length > maxQueued) next.splice(maxVisible, 1);
    }
    notices.value = next;
    syncTimers();
  }

  function dismiss(id: number): void {
    stopTimer(id);
    const current = notices.peek();
    if (!current.some((entry) => entry.id === id)) return;
    notices.value = current.filter((entry) => entry.id !== id);
    syncTimers();
  }

  function clearTimers(): void {
    for (const id of [...timers.keys()]) stopTimer(id);
  }

  return {
    notices,
    visible,
    notify,
    dismiss,
    clear() {
      batch(() => {
        clearTimers();
        notices.value = [];
      });
    },
    dispose: clearTimers,
  };
}

const LEVELS: readonly NoticeLevel[] = ['success', 'info', 'warning', 'error'];

function toEntry(notice: Notice, id: number): NoticeEntry {
  // Copied field by field, and shaped defensively: the sink is called from deep inside the SDK,
  // where a throw here would break a request rather than just lose a notice.
  const level = LEVELS.includes(notice.level) ? notice.level : 'info';
  const message = String(notice.message ?? '');
  return typeof notice.key === 'string' ? { id, level, message, key: notice.key } : { id, level, message };
}
