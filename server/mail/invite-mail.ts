/**
 * The invite's message, sent at once by the command that made it: over SMTP
 * when SMTP_URL is set, or else written as an .eml file in MAIL_DIR (folder
 * 0700, file 0600). It never goes through the outbox, so the link's secret
 * is in no table and no backup. The recipient goes to nodemailer as an
 * address object, never as a string built from input.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type MailConfig, senderDomain } from './config.ts';
import { dkimOption } from './transport.ts';

export type InviteMessage = {
  to: string;
  link: string;
  expiresAt: string;
  siteName: string;
};

/** Where the invite went: the SMTP server accepted it, or the file it was written to. */
export type InviteDelivery = { by: 'smtp' } | { by: 'file'; file: string };

export function inviteMail(message: InviteMessage, from: string) {
  return {
    from,
    to: { name: '', address: message.to },
    subject: `Your sign-in to the ${message.siteName} console`,
    text: [
      `You have been invited to the ${message.siteName} console.`,
      '',
      'Open this link on the device you will sign in with, and create a passkey:',
      message.link,
      '',
      `The link works once, until ${message.expiresAt} (UTC). If it has run out, ask for a new invite.`,
    ].join('\n'),
    messageId: `<${randomUUID()}@${senderDomain(from)}>`,
  };
}

export async function sendInvite(
  message: InviteMessage,
  mail: Pick<MailConfig, 'smtpUrl' | 'from' | 'mailDir'> & Partial<Pick<MailConfig, 'dkim'>>,
): Promise<InviteDelivery> {
  const composed = inviteMail(message, mail.from);
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
      ...dkimOption(mail.dkim),
    });
    try {
      await transport.sendMail(composed);
    } finally {
      transport.close();
    }
    return { by: 'smtp' };
  }
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...dkimOption(mail.dkim),
  });
  const info = await composer.sendMail(composed);
  mkdirSync(mail.mailDir, { recursive: true, mode: 0o700 });
  const file = join(mail.mailDir, `staff-invite-${randomUUID()}.eml`);
  writeFileSync(file, info.message as Buffer, { mode: 0o600 });
  return { by: 'file', file };
}
