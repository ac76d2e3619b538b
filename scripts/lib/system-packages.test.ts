// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_TEST_TIMEOUT } from './run-script.ts';
import { installCommand, planInstall } from './system-packages.ts';

const need = { name: 'ffmpeg', purpose: 'encoding the videos', packages: ['ffmpeg'] };

describe('planInstall', () => {
  it('never installs outside CI, even as root, and prints the command', () => {
    const plan = planInstall(need, { env: {}, uid: 0 });
    expect(plan).toEqual({
      install: false,
      explanation: expect.stringContaining('sudo apt-get update && sudo apt-get install -y ffmpeg'),
    });
  });

  it('never installs without root, even on CI', () => {
    const plan = planInstall(need, { env: { CI: 'true' }, uid: 1000 });
    expect(plan.install).toBe(false);
    expect(!plan.install && plan.explanation).toContain('needs root');
  });

  it('on CI as root, says what it will install before the apt-get steps', () => {
    const plan = planInstall(need, { env: { CI: '1' }, uid: 0 });
    expect(plan).toEqual({
      install: true,
      announcement: expect.stringContaining('Installing the Debian package ffmpeg with apt-get'),
      steps: [
        ['update', '-qq'],
        ['install', '-y', '-qq', 'ffmpeg'],
      ],
    });
  });

  it('treats an empty CI as not CI', () => {
    expect(planInstall(need, { env: { CI: '' }, uid: 0 }).install).toBe(false);
  });

  it('lists every package in the command', () => {
    expect(installCommand(['a', 'b'])).toBe('sudo apt-get update && sudo apt-get install -y a b');
  });
});

describe('npm run media where ffmpeg is missing, outside CI', () => {
  it(
    'prints the command and installs nothing',
    () => {
      // A PATH holding only Node hides any ffmpeg (and apt-get) on this machine,
      // so the script stops before it would touch public/media.
      const bin = mkdtempSync(join(tmpdir(), 'only-node-'));
      symlinkSync(process.execPath, join(bin, 'node'));
      const run = spawnSync(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/media/render-media.ts'],
        {
          env: { ...process.env, CI: '', PATH: bin },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(run.stderr).toContain('ffmpeg is needed for encoding the videos and was not found.');
      expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y ffmpeg');
      expect(run.stdout).not.toContain('Installing');
      expect(run.status).toBe(1);
      rmSync(bin, { recursive: true });
    },
    SCRIPT_TEST_TIMEOUT,
  );
});
