/**
 * Serves the production build (dist/) with the production headers, and takes
 * registrations at /api/registrations (see scripts/server/). On SIGINT
 * or SIGTERM it stops taking connections, finishes the requests in flight,
 * then exits; a second signal exits at once.
 *
 * Environment: PORT, HOST, DIST_DIR; TRUST_PROXY=1 behind a reverse proxy
 * that sets X-Forwarded-For, -Proto and -Host (see lib/forwarded.ts);
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM) to serve HTTPS; DATABASE_URL
 * (PostgreSQL) or REGISTRATIONS_DB (SQLite) for the registrations, and
 * SMTP_URL, MAIL_FROM, STAFF_EMAIL, MAIL_DIR for the registration emails
 * (scripts/server/mail-config.ts); STAFF_ORIGIN for the owner's console at
 * /staff (scripts/server/staff-server.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { trustProxyFrom } from './lib/forwarded.ts';
import { closeGracefully, startStaticServer } from './lib/static-server.ts';
import { startRegistrations } from './server/registration-server.ts';
import { startStaffConsole } from './server/staff-server.ts';

const root = resolve(process.env.DIST_DIR || 'dist');
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';
const { TLS_CERT_FILE, TLS_KEY_FILE } = process.env;
const SHUTDOWN_LIMIT_MS = 10_000;

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const tls =
  TLS_CERT_FILE && TLS_KEY_FILE
    ? { cert: readFileSync(TLS_CERT_FILE), key: readFileSync(TLS_KEY_FILE) }
    : undefined;

let trustProxy = false;
try {
  trustProxy = trustProxyFrom(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const registrations = await startRegistrations(root).catch((error: Error) => {
  console.error(`Registrations could not be opened: ${error.message}`);
  process.exit(1);
});

const staff = await startStaffConsole(root, registrations).catch((error: Error) => {
  console.error(`The staff console could not be opened: ${error.message}`);
  process.exit(1);
});

startStaticServer(root, port, host, {
  tls,
  trustProxy,
  handle: async (req, res) => {
    // Tells the pages that /api/availability is answered here (src/features/floor-plan/live-availability.ts).
    if (req.method === 'GET' || req.method === 'HEAD')
      res.setHeader('Server-Timing', 'live;desc="availability"');
    return (await staff.handle(req, res)) || registrations.handle(req, res);
  },
  postPaths: [registrations.path],
}).then(
  (server) => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const scheme = tls ? 'https' : 'http';
    console.log(`Serving ${root} at ${scheme}://${host}:${actualPort}/ (Ctrl+C to stop)`);
    console.log(`Registrations: POST ${registrations.path}`);
    for (const line of registrations.startupLines) console.log(line);
    if (registrations.humanCheckWarning) console.warn(registrations.humanCheckWarning);
    console.log(`Staff console: ${staff.origin}/staff (passkeys for ${staff.origin})`);
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(1);
      stopping = true;
      console.log(`${signal}: stopping after the requests in flight.`);
      // The mail worker stops alongside, so the two together fit a host's stop timeout.
      Promise.all([closeGracefully(server, SHUTDOWN_LIMIT_MS), registrations.stopMail()])
        .then(() => staff.close())
        .then(() => registrations.close())
        .then(() => {
          console.log('Stopped.');
          process.exit(0);
        });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: Error) => {
    console.error(`Could not start the server on port ${port}: ${error.message}`);
    process.exit(1);
  },
);
