/**
 * A real SMTP server in this process, for tests and the bench: it receives
 * what nodemailer sends to smtp://127.0.0.1:<port> and keeps each message,
 * parsed by mailparser. `refuse(true)` makes it turn every connection away,
 * as a mail server that is down or overloaded does; `hold(true)` reads each
 * message and never answers it, as a mail server that has stopped responding
 * (the sender's connection ends first). `beforeAccept(hook)` reads each
 * message whole and answers it only once the hook's promise resolves: a test
 * can do something at the last moment before the acceptance (take the
 * database away) and let the sender carry on after it.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  url: string;
  messages: ParsedMail[];
  /** Each accepted message's envelope recipients (RCPT TO), in order of arrival. */
  envelopes: string[][];
  /** Connections turned away so far. */
  refused: () => number;
  refuse(on: boolean): void;
  /** Messages whose DATA has begun to arrive, answered or not. */
  started: () => number;
  hold(on: boolean): void;
  beforeAccept(hook: ((mail: ParsedMail) => Promise<void>) | null): void;
  close(): Promise<void>;
};

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let refusing = false;
  let refused = 0;
  let holding = false;
  let started = 0;
  let beforeAccept: ((mail: ParsedMail) => Promise<void>) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      refused++;
      const error = new Error('Service not available, try again later') as Error & {
        responseCode: number;
      };
      error.responseCode = 421;
      callback(error);
    },
    onData(stream, session, callback) {
      started++;
      const held = holding;
      const hook = beforeAccept;
      simpleParser(stream)
        .then(async (mail) => {
          if (held) return;
          await hook?.(mail);
          envelopes.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that abandons a send cuts its connection (a reset): that is the sender's business.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    envelopes,
    refused: () => refused,
    refuse(on) {
      refusing = on;
    },
    started: () => started,
    hold(on) {
      holding = on;
    },
    beforeAccept(hook) {
      beforeAccept = hook;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
