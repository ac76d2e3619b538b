// @vitest-environment node
/**
 * DKIM signing from the environment: the three variables, checked at start
 * in one line each, and a signed message as a real SMTP server receives it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../scripts/lib/test-smtp-server.ts';
import { ConfigError, readServerConfig } from '../config.ts';
import { mailConfig } from './config.ts';
import { sendInvite } from './invite-mail.ts';
import { smtpTransport } from './transport.ts';

const dir = mkdtempSync(join(tmpdir(), 'dkim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const keyFile = join(dir, 'dkim.pem');
writeFileSync(
  keyFile,
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }),
  { mode: 0o600 },
);
const dkimEnv = {
  DKIM_DOMAIN: 'widnes-self-storage.co.uk',
  DKIM_SELECTOR: 'mail2026',
  DKIM_PRIVATE_KEY_FILE: keyFile,
};

describe('DKIM signing', () => {
  it('signs each message (the outbox’s and an invite) as the SMTP server receives it', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const mail = mailConfig({ ...dkimEnv, SMTP_URL: smtp.url });
      const transport = smtpTransport(smtp.url, mail.dkim);
      await transport.send({
        kind: 'visitor-confirmation',
        from: 'Widnes Self Storage <hello@widnes-self-storage.co.uk>',
        to: { name: '', address: 'alex@example.org' },
        subject: 'We have your registration',
        text: 'Hello,',
        id: 'm1',
        registrationId: 'r1',
        messageId: '<m1@widnes-self-storage.co.uk>',
        attempts: 0,
        queuedAt: new Date().toISOString(),
        claimedAt: new Date().toISOString(),
      });
      transport.close();
      await sendInvite(
        {
          to: 'sam@example.org',
          link: 'https://staff.example/x',
          expiresAt: 'soon',
          siteName: 'W',
        },
        mail,
      );
      expect(smtp.messages).toHaveLength(2);
      for (const message of smtp.messages) {
        const signature = (
          message.headerLines.find((h) => h.key === 'dkim-signature')?.line ?? ''
        ).replace(/\r?\n\s+/g, ' ');
        expect(signature).toMatch(/\bd=widnes-self-storage\.co\.uk\b/);
        expect(signature).toMatch(/\bs=mail2026\b/);
        expect(signature).toMatch(/\ba=rsa-sha256\b/);
        expect(signature).toMatch(/\bb=[A-Za-z0-9+/]{40,}/);
      }
    } finally {
      await smtp.close();
    }
  });

  it('is off without the variables, and refuses some of them or a file that is not a key, in one line', () => {
    expect(mailConfig({}).dkim).toBeNull();
    const refusal = (env: Record<string, string>) => {
      try {
        readServerConfig(env);
        return 'started';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(refusal({ DKIM_DOMAIN: dkimEnv.DKIM_DOMAIN })).toBe(
      'DKIM_DOMAIN is set without DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE: DKIM signing needs all three (the domain, the selector and the private key’s PEM file), or none.',
    );
    const notKey = join(dir, 'not-a-key.pem');
    writeFileSync(notKey, 'hello');
    expect(refusal({ ...dkimEnv, DKIM_PRIVATE_KEY_FILE: notKey })).toMatch(
      /^DKIM_PRIVATE_KEY_FILE \(.*not-a-key\.pem\) is not a PEM private key: .*mail2026\._domainkey\.widnes-self-storage\.co\.uk\.$/,
    );
    expect(refusal({ ...dkimEnv, DKIM_PRIVATE_KEY_FILE: join(dir, 'missing.pem') })).toMatch(
      /^DKIM_PRIVATE_KEY_FILE \(.*missing\.pem\) could not be read \(ENOENT\)/,
    );
    expect(refusal({ ...dkimEnv, DKIM_DOMAIN: 'not a domain' })).toMatch(/^DKIM_DOMAIN must be /);
  });
});
