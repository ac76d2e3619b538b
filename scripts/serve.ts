/** Serves the production build (dist/) locally with the production headers. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const root = resolve(process.env.DIST_DIR || 'dist');
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

startStaticServer(root, port, host).then(
  () => console.log(`Serving ${root} at http://${host}:${port}/ (Ctrl+C to stop)`),
  (error: Error) => {
    console.error(`Could not start the server on port ${port}: ${error.message}`);
    process.exit(1);
  },
);
