/**
 * Serves the production build (dist/) locally with the production headers,
 * and takes registrations at /api/registrations (see scripts/server/).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';
import { startRegistrations } from './server/registration-server.ts';

const root = resolve(process.env.DIST_DIR || 'dist');
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const registrations = await startRegistrations(root);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    registrations.store.close();
    process.exit(0);
  });
}

startStaticServer(root, port, host, {
  handle: registrations.handle,
  postPaths: [registrations.path],
}).then(
  () => {
    console.log(`Serving ${root} at http://${host}:${port}/ (Ctrl+C to stop)`);
    console.log(`Registrations: POST ${registrations.path}, stored in ${registrations.store.path}`);
  },
  (error: Error) => {
    console.error(`Could not start the server on port ${port}: ${error.message}`);
    process.exit(1);
  },
);
