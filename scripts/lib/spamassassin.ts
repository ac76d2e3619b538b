/**
 * SpamAssassin's score of email files, with its local rules only (no
 * network tests), all in one run: it takes seconds to start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SPAMASSASSIN = '/usr/bin/spamassassin';

export const spamAssassinInstalled = () => existsSync(SPAMASSASSIN);

export type SpamScore = { score: number; rules: string[] };

/** Each file's score and the rules that scored, in the order given. */
export function spamScores(files: readonly string[]): SpamScore[] {
  const run = spawnSync(SPAMASSASSIN, ['--local', '--test-mode', ...files], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`spamassassin failed: ${run.stderr}`);
  const reports = run.stdout.split(/^Content analysis details:/m).slice(1);
  if (reports.length !== files.length)
    throw new Error(`spamassassin read ${reports.length} of ${files.length} messages`);
  return reports.map((report) => ({
    score: Number(/^\s*\((-?[\d.]+) points/.exec(report)?.[1]),
    // The table of rules ends at the first blank line after its heading.
    rules: [
      ...(report.split(/\r?\n\s*\r?\n/)[1] ?? '').matchAll(/^\s*(-?[\d.]+) ([A-Z][A-Z0-9_]+)\s/gm),
    ]
      .filter((m) => Number(m[1]) !== 0)
      .map((m) => `${m[2]} ${m[1]}`),
  }));
}
