/**
 * A real SMTP server in the test process (smtp-server), for tests that need
 * the messages a server sends: what arrived, parsed (mailparser), and a
 * switch that holds each message's DATA unanswered, as a mail server that
 * has stopped responding would, until it is released.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = {
  url: string;
  received: ParsedMail[];
  /** Messages whose DATA has started arriving, answered or not. */
  started(): number;
  /** While true, each message is read but not answered. */
  hold(holding: boolean): void;
  close(): Promise<void>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let started = 0;
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      started++;
      const held = holding;
      simpleParser(stream).then(
        (mail) => {
          // A held message is never acknowledged: the sender's connection ends first.
          if (held) return;
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    started: () => started,
    hold(value) {
      holding = value;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
