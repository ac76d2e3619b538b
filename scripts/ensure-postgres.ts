/**
 * The registration store's tests run against a real PostgreSQL as well as
 * SQLite. This finds its programs (POSTGRES_BIN, then Debian's
 * /usr/lib/postgresql/<version>/bin); on CI, as root, it installs the
 * "postgresql" package after saying so; anywhere else it prints the command
 * to run.
 */
import { findPostgresBin, postgresNeed } from './lib/postgres-install.ts';
import { ensureSystemPackages } from './lib/system-packages.ts';

if (!ensureSystemPackages(postgresNeed, () => findPostgresBin() !== null)) {
  console.error('Or point POSTGRES_BIN at a folder holding initdb and pg_ctl.');
  process.exit(1);
}
console.log(`Using PostgreSQL from ${findPostgresBin()}`);
