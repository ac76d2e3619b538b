/**
 * How a queued message leaves: over SMTP with nodemailer when SMTP_URL is
 * set, otherwise as an .eml file in MAIL_DIR (folder 0700, files 0600). The
 * file is named after the outbox row, so a second attempt at the same message
 * replaces its file rather than adding one.
 */
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import nodemailer from 'nodemailer';
import type { QueuedMessage } from '../store/outbox-message.ts';
import type { DkimKey } from './config.ts';

export type MailTransport = {
  /**
   * Resolves once the mail server accepted the message (or the file is
   * written). When `signal` aborts first, the send is abandoned: the
   * connection is closed and the promise rejects (code EABORT).
   */
  send(message: QueuedMessage, signal?: AbortSignal): Promise<void>;
  close(): void;
};

const mailOptions = (message: QueuedMessage) => ({
  from: message.from,
  to: message.to,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  subject: message.subject,
  text: message.text,
  ...(message.html ? { html: message.html } : {}),
  // The same on every attempt: a receiving system that sees it twice can tell it is one message.
  messageId: message.messageId,
  // RFC 8058 one-click unsubscribe: nodemailer writes List-Unsubscribe from
  // the address, and List-Id (RFC 2919) from the list's id and name.
  ...(message.listUnsubscribe
    ? {
        list: {
          unsubscribe: { url: message.listUnsubscribe },
          ...(message.listId
            ? { id: { url: message.listId.id, comment: message.listId.name } }
            : {}),
        },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }
    : {}),
});

/** Signs every message with DKIM when the owner's key is configured (server/mail/config.ts). */
export const dkimOption = (dkim: DkimKey | null | undefined) => (dkim ? { dkim } : {});

export function smtpTransport(url: string, dkim: DkimKey | null = null): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    ...dkimOption(dkim),
    pool: true,
    maxConnections: 4,
    // Together well under the worker's lease (server/mail/config.ts).
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // An abandoned send (server/mail/worker.ts) cuts its connection at once, mid-message or not.
    socketCloseTimeout: 0,
  });
  return {
    async send(message, signal) {
      await transport.sendMail({ ...mailOptions(message), ...(signal ? { signal } : {}) });
    },
    close: () => transport.close(),
  };
}

export function fileTransport(
  dir: string,
  report: (line: string) => void = console.log,
  dkim: DkimKey | null = null,
): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...dkimOption(dkim),
  });
  return {
    async send(message, signal) {
      const info = await composer.sendMail(mailOptions(message));
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${message.id}.eml`);
      // Written whole under another name, then renamed: a reader never sees half a message.
      const partial = `${file}.partial`;
      writeFileSync(partial, info.message as Buffer, { mode: 0o600 });
      if (signal?.aborted) {
        unlinkSync(partial);
        throw Object.assign(new Error('Message writing abandoned'), { code: 'EABORT' });
      }
      renameSync(partial, file);
      const shown = relative(process.cwd(), file);
      report(`Mail written to ${shown.startsWith('..') ? file : shown}`);
    },
    close: () => composer.close(),
  };
}

/** Deletes the .eml files of these outbox messages, if any were written; returns how many. */
export function removeMailFiles(dir: string, messageIds: readonly string[]): number {
  let removed = 0;
  for (const id of messageIds) {
    try {
      unlinkSync(join(dir, `${id}.eml`));
      removed++;
    } catch {
      // Never written (sent over SMTP, or not yet sent).
    }
  }
  return removed;
}
