/**
 * Collects every console error and uncaught page error of a browser context. A journey fails on
 * any of them (a failed resource load is a console error in Chromium too, so a missing asset or
 * an HTTP error answer fails the journey as well), with one exception, below.
 */
import type { BrowserContext, ConsoleMessage, WebError } from '@playwright/test';

/**
 * The SDK's slow-request report, e.g. "[abitura] Медленный запрос User/AccountLogin: 3611 мс".
 * SPEC section 8 has slow requests (over 3 s on the WebSocket, 5 s over HTTP) logged as errors,
 * so the console gets one whenever the machine is slow: sign-in hashes the password with scrypt
 * at production strength (DESIGN section 5), and on a 2-core machine running two journeys, the
 * server and the rest of `npm test` it can cross 3 s. Failing on it would make the journeys assert
 * wall-clock time, which tests must not (DESIGN section 7). They are kept as `slow` annotations on
 * the test instead, so the report still shows them. Only this exact shape is let through.
 */
export const SLOW_REQUEST_REPORT = /^\[abitura\] Медленный запрос [A-Za-z]+\/[A-Za-z]+: \d+ мс(\s|$)/;

export interface ConsoleProblem {
  kind: 'console.error' | 'pageerror';
  page: string;
  text: string;
}

export class ConsoleErrorCollector {
  readonly problems: ConsoleProblem[] = [];
  /** Slow-request reports (see SLOW_REQUEST_REPORT): recorded, not failed. */
  readonly slowRequests: string[] = [];

  /** Starts watching; the returned function stops it (for a context that outlives the test). */
  watch(context: BrowserContext): () => void {
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      if (SLOW_REQUEST_REPORT.test(message.text())) {
        this.slowRequests.push(message.text());
        return;
      }
      const location = message.location();
      const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
      this.problems.push({ kind: 'console.error', page: message.page()?.url() ?? '', text: `${message.text()}${where}` });
    };
    const onWebError = (error: WebError) => {
      const problem = error.error();
      this.problems.push({ kind: 'pageerror', page: error.page()?.url() ?? '', text: problem.stack ?? problem.message });
    };
    context.on('console', onConsole);
    context.on('weberror', onWebError);
    return () => {
      context.off('console', onConsole);
      context.off('weberror', onWebError);
    };
  }

  report(): string {
    return this.problems.map((problem) => `- ${problem.kind} on ${problem.page}: ${problem.text}`).join('\n');
  }
}
