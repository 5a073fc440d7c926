/**
 * The server's mail, as a person would read it: without SMTP_URL the server writes each message
 * to DATA_DIR/outbox/*.eml (docs/operations.md, Mail).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './env.js';

function messagesTo(address: string): string[] {
  const dir = join(e2eEnv('dataDir'), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((text) => text.split('\r\n').includes(`To: ${address}`));
}

/** The subjects of the messages mailed to `address` so far, oldest first. */
export function subjectsMailedTo(address: string): string[] {
  return messagesTo(address).flatMap((text) => text.split('\r\n').filter((line) => line.startsWith('Subject: ')).slice(0, 1).map((line) => line.slice('Subject: '.length)));
}

/** The path of the newest password-reset link mailed to `address`, waiting for the mail to go out. */
export async function resetLinkMailedTo(address: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const links = messagesTo(address).flatMap((text) => [...text.matchAll(/https?:\/\/[^/\s]+(\/access\/reset-password\/[0-9a-f]{32})/g)].map((match) => match[1]));
        path = links.at(-1);
        return path;
      },
      { message: `a password-reset mail to ${address} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return path as string;
}
