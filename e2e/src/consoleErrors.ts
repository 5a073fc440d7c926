/**
 * Collects every console error and uncaught page error of a browser context. A journey fails on
 * any of them: nothing is allow-listed. (A failed resource load is a console error in Chromium
 * too, so a missing asset or an HTTP error answer fails the journey as well.)
 */
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

export interface ConsoleProblem {
  kind: 'console.error' | 'pageerror';
  page: string;
  text: string;
}

export class ConsoleErrorCollector {
  readonly problems: ConsoleProblem[] = [];

  watch(context: BrowserContext): void {
    context.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const location = message.location();
      const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
      this.problems.push({ kind: 'console.error', page: message.page()?.url() ?? '', text: `${message.text()}${where}` });
    });
    context.on('weberror', (error) => {
      const problem = error.error();
      this.problems.push({ kind: 'pageerror', page: error.page()?.url() ?? '', text: problem.stack ?? problem.message });
    });
  }

  report(): string {
    return this.problems.map((problem) => `- ${problem.kind} on ${problem.page}: ${problem.text}`).join('\n');
  }
}
