/**
 * Finding PostgreSQL's server programs for the tests that run a real
 * database. Debian's `postgresql` package puts them in
 * /usr/lib/postgresql/<version>/bin, which is not on PATH; POSTGRES_BIN
 * points at another folder holding initdb and pg_ctl (a Homebrew or source
 * install). scripts/ensure-postgres.ts installs the package the way
 * Chromium is installed (lib/system-packages.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SystemPackageNeed } from './system-packages.ts';

export const postgresNeed: SystemPackageNeed = {
  name: 'PostgreSQL',
  purpose: 'the registration store tests on PostgreSQL',
  packages: ['postgresql'],
};

const DEBIAN_ROOT = '/usr/lib/postgresql';
const PROGRAMS = ['initdb', 'pg_ctl', 'postgres'] as const;

const hasPrograms = (bin: string) => PROGRAMS.every((name) => existsSync(join(bin, name)));

/** The folder with initdb, pg_ctl and postgres: POSTGRES_BIN, else Debian's newest version. */
export function findPostgresBin(
  env: Partial<Record<string, string | undefined>> = process.env,
  debianRoot = DEBIAN_ROOT,
): string | null {
  if (env.POSTGRES_BIN) return hasPrograms(env.POSTGRES_BIN) ? env.POSTGRES_BIN : null;
  if (!existsSync(debianRoot)) return null;
  const versions = readdirSync(debianRoot)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(debianRoot, version, 'bin');
    if (hasPrograms(bin)) return bin;
  }
  return null;
}
