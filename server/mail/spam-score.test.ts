// @vitest-environment node
/**
 * Every kind of email the server sends, as it writes it, scores under 1.0
 * with SpamAssassin's local rules (5.0 marks spam; anything above 0 is a
 * phrase or header its rules hold against us). Where SpamAssassin is not
 * installed (scripts/ensure-spamassassin.ts says how), the test says it was
 * not run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spamAssassinInstalled, spamScores } from '../../scripts/lib/spamassassin.ts';
import { installCommand } from '../../scripts/lib/system-packages.ts';
import { site } from '../../src/content/site.ts';
import { writeEveryMessage } from './every-message.ts';

const dir = mkdtempSync(join(tmpdir(), 'spam-score-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const installed = spamAssassinInstalled();
if (!installed)
  console.warn(
    `The spam-score test was not run: SpamAssassin is not installed (${installCommand(['spamassassin'])}).`,
  );

describe('every kind of email', () => {
  it.skipIf(!installed)(
    'scores under 1.0 with SpamAssassin’s local rules',
    async () => {
      const host = new URL(site.origin).hostname.replace(/^www\./, '');
      const files = await writeEveryMessage(
        dir,
        { from: `"${site.brand}" <hello@${host}>`, staffEmail: `office@${host}`, dkim: null },
        site.origin,
      );
      expect(Object.keys(files).sort()).toEqual([
        'announcement',
        'announcement-test',
        'hold-offer',
        'staff-alert',
        'staff-invite',
        'staff-notification',
        'visitor-confirmation',
      ]);
      const scores = spamScores(Object.values(files));
      const scored = Object.fromEntries(Object.keys(files).map((kind, i) => [kind, scores[i]]));
      for (const [kind, result] of Object.entries(scored))
        expect(result?.score, `${kind}: ${result?.rules.join(', ')}`).toBeLessThan(1);
    },
    60_000,
  );
});
