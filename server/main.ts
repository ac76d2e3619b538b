/**
 * The bundled server: two listeners in one process, on one database pool.
 *
 * - The public site on PORT (default 4173): the production build (dist/)
 *   with the production headers, registrations at /api/registrations, the
 *   live availability at /api/availability, the unsubscribe page at
 *   /unsubscribe/<token> and the news confirmation page at
 *   /confirm-news/<token> (server/public/). It answers 404
 *   to every console address and reads no session cookie.
 * - The owner's console on STAFF_PORT (default 4174), at its own origin
 *   STAFF_ORIGIN (default http://localhost:<STAFF_PORT>): its page, its
 *   assets and /api/staff/ only (server/console/listener.ts).
 *
 * The public listener serves the version of the site published from the
 * console once there is one (server/site/), following a publish on any
 * server sharing the database within SITE_POLL_MS.
 *
 * The environment is read once, by server/config.ts, before anything else:
 * a setting that cannot work (a bad value, a DATABASE_URL that cannot be
 * read, a mail folder that cannot be written, a proxy trusted with no
 * console origin) stops the start with one line naming it. It refuses to
 * start when the two would share a port or an origin. On
 * SIGINT or SIGTERM it stops taking connections, finishes the requests in
 * flight, then exits; a second signal exits at once.
 *
 * Environment: PORT, STAFF_PORT, STAFF_ORIGIN, HOST, DIST_DIR; TRUST_PROXY=1
 * behind a reverse proxy that sets X-Forwarded-For, -Proto and -Host (see
 * lib/forwarded.ts); TLS_CERT_FILE and TLS_KEY_FILE (PEM) to serve HTTPS on
 * both; DATABASE_URL (PostgreSQL) or REGISTRATIONS_DB (SQLite) for the
 * registrations, and SMTP_URL, MAIL_FROM, STAFF_EMAIL, MAIL_DIR for the
 * emails (server/mail/config.ts); server/config.ts lists them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oneLine } from '../scripts/lib/cli-args.ts';
import { readSiteFactsOrThrow } from '../scripts/lib/site-facts-file.ts';
import { site } from '../src/content/site.ts';
import { checkMailDir, readServerConfig, type ServerConfig } from './config.ts';
import { createConsoleApp } from './console/listener.ts';
import { relyingParty } from './console/passkeys.ts';
import { checkConsoleOrigin, openStaffConsole } from './console/setup.ts';
import { builtSiteOrigin } from './http/same-site.ts';
import { staticMailContent } from './mail/mail-content.ts';
import {
  AVAILABILITY_PATH,
  availabilityRoutes,
  LIVE_DATA_HEADER,
} from './public/availability-route.ts';
import { consentRoutes } from './public/consent-routes.ts';
import { readBuiltLayout } from './public/live-availability.ts';
import { startRegistrations } from './public/registrations.ts';
import { closeGracefully, createSiteApp, listen, openSiteFiles } from './public/static-files.ts';
import { unsubscribeRoutes } from './public/unsubscribe-routes.ts';
import { type LiveSite, liveSite } from './site/live-site.ts';
import { publishingJobs } from './site/publishing.ts';
import { siteBuilds } from './site/site-builds.ts';
import { openDatabase } from './store/database.ts';
import { siteVersionStore } from './store/site-versions.ts';

const SHUTDOWN_LIMIT_MS = 10_000;

/** Every console address; the public listener answers them with its 404 page. */
const CONSOLE_PREFIXES = ['/staff', '/api/staff'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration, checked: whatever is wrong is printed as one line, as the staff commands print it. */
function readConfig(): ServerConfig {
  try {
    const read = readServerConfig();
    checkMailDir(read.mail);
    return read;
  } catch (error) {
    return fail(oneLine(error));
  }
}

const config = readConfig();
const { distDir: root, host, ports, trustProxy } = config;

if (!existsSync(join(root, 'index.html')))
  fail(`No build found in ${root}. Run "npm run build" first.`);

/** A PEM file TLS_CERT_FILE or TLS_KEY_FILE names, or one line saying it cannot be read. */
function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    return fail(
      `${variable} (${file}) could not be read (${(error as NodeJS.ErrnoException).code}): set TLS_CERT_FILE and TLS_KEY_FILE to PEM files this server's user can read.`,
    );
  }
}

const tls = config.tls
  ? {
      cert: readPem('TLS_CERT_FILE', config.tls.certFile),
      key: readPem('TLS_KEY_FILE', config.tls.keyFile),
    }
  : undefined;
const scheme = tls ? 'https' : 'http';

let consoleOrigin = config.staffOrigin.origin;
try {
  const built = builtSiteOrigin(readFileSync(join(root, 'register', 'index.html'), 'utf8'));
  const publicOrigins = [config.mail.origin, built ?? ''];
  if (ports.port !== 0)
    publicOrigins.push(
      `${scheme}://localhost:${ports.port}`,
      `${scheme}://127.0.0.1:${ports.port}`,
      `${scheme}://${host}:${ports.port}`,
    );
  checkConsoleOrigin(consoleOrigin, publicOrigins);
} catch (error) {
  fail(oneLine(error));
}

// One pool for the process: the registrations, the mail worker and the console share it.
const database = await openDatabase(config.database).catch((error: Error) =>
  fail(`Registrations could not be opened: ${error.message}`),
);
// Every email whose words come from the owner's facts is composed by the live version's mail
// content (its build's bundle), or the repository's until a version is live; the console takes
// the same getter from the registrations.
let live: LiveSite | null = null;
const registrations = await startRegistrations(root, config, database, {
  mailContent: () => live?.live().mail ?? staticMailContent,
  livePages: () => live?.live().pages ?? null,
}).catch((error: Error) => fail(`Registrations could not be opened: ${error.message}`));
// The owner's facts the console's Site tab starts from: checked now, as the build checks them.
try {
  readSiteFactsOrThrow(config.siteFactsDir);
} catch (error) {
  fail((error as Error).message);
}
const layout = await readBuiltLayout(config.layoutFile).catch((error: Error) =>
  fail(`The layout ${config.layoutFile} could not be read: ${oneLine(error)}`),
);
const staff = await openStaffConsole(root, registrations, layout, config, database).catch(
  (error: Error) => fail(`The staff console could not be opened: ${error.message}`),
);

// The site as published from the console: its own build until a version is live, then that
// version's, built (or found on disk) before a request is taken, and followed from then on.
const builds = await siteBuilds(config.site.versionsDir, root, config.site.buildEnvironment);
live = liveSite(
  await openSiteFiles(root),
  readSiteFactsOrThrow(config.siteFactsDir),
  siteVersionStore(staff.staff.db),
  builds,
);
await live
  .sync((step) => console.log(`Building the published version: ${step}`))
  .catch((error: Error) => fail(`The published version could not be served: ${error.message}`));
const stopFollowing = live.follow(config.site.pollMs);
staff.options.publishing = { live, builds, jobs: publishingJobs() };

const siteApp = await createSiteApp(live, {
  tls,
  trustProxy,
  pageHeaders: LIVE_DATA_HEADER,
  notFound: CONSOLE_PREFIXES,
  routes: async (app) => {
    await app.register(registrations.routes);
    await app.register(availabilityRoutes(layout, () => staff.staff.availabilityOverrides()));
    await app.register(
      unsubscribeRoutes({ store: registrations.announcements, pages: registrations.pages }),
    );
    await app.register(
      consentRoutes({ store: registrations.announcements, pages: registrations.pages }),
    );
  },
});
const consoleApp = await createConsoleApp(staff.options, tls);

const [publicServer, consoleServer] = await Promise.all([
  listen(siteApp, ports.port, host).catch((error: Error) =>
    fail(`Could not start the server on port ${ports.port}: ${error.message}`),
  ),
  listen(consoleApp, ports.staffPort, host).catch((error: Error) =>
    fail(`Could not start the console on port ${ports.staffPort}: ${error.message}`),
  ),
]);

const portOf = (server: typeof publicServer) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
if (ports.staffPort === 0 && !config.staffOrigin.configured) {
  // Any free port (tests): the console's origin is known only now, before any request is taken.
  consoleOrigin = `http://localhost:${portOf(consoleServer)}`;
  Object.assign(staff.options.rp, relyingParty(consoleOrigin, site.brand));
}
console.log(`Serving ${root} at ${scheme}://${host}:${portOf(publicServer)}/ (Ctrl+C to stop)`);
console.log(
  `Registrations: POST ${registrations.path}; live availability: GET ${AVAILABILITY_PATH}`,
);
for (const line of registrations.startupLines) console.log(line);
if (registrations.humanCheckWarning) console.warn(registrations.humanCheckWarning);
if (registrations.addressHashWarning) console.warn(registrations.addressHashWarning);
console.log(
  `Staff console: ${consoleOrigin}/staff (its own listener, ${scheme}://${host}:${portOf(consoleServer)}/; passkeys for ${new URL(consoleOrigin).hostname})`,
);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: stopping after the requests in flight.`);
  // The mail worker stops alongside, so the whole fits a host's stop timeout.
  stopFollowing();
  Promise.all([
    closeGracefully(publicServer, SHUTDOWN_LIMIT_MS),
    closeGracefully(consoleServer, SHUTDOWN_LIMIT_MS),
    registrations.stopMail(),
  ])
    .then(() => staff.close())
    .then(() => registrations.close())
    .then(() => database.close())
    .then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
