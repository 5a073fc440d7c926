/** What the global setup hands to the workers (they inherit the runner's environment). */
export const E2E_ENV = Object.freeze({
  /** The server's address, e.g. http://127.0.0.1:41234. */
  url: 'ABITURA_E2E_URL',
  /** The server's DATA_DIR: demo-credentials.json and the mail outbox. */
  dataDir: 'ABITURA_E2E_DATA_DIR',
  /** Set to 1 to write the user guide's screenshots into docs/user-guide/img. */
  screenshots: 'ABITURA_E2E_SCREENSHOTS',
});

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the journeys with \`npx playwright test\` in e2e/, whose global setup starts the server`);
  return value;
}
