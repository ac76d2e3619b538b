/**
 * Vitest's global set-up: builds the registration form's server bundle
 * (lib/form-bundle.ts) once per run, for the tests that start the server on
 * a site of their own. Each links its site's bundle folder to this one
 * (`linkFormBundle` in lib/serve-process.ts) instead of building it again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { formBundleDir } from './build-folders.ts';
import { buildFormBundle } from './form-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the form's server bundle built for this run. */
    formBundleDir: string;
  }
}

export default async function setup(project: TestProject) {
  const parent = await mkdtemp(join(tmpdir(), 'form-bundle-'));
  const site = join(parent, 'site');
  await buildFormBundle(site);
  project.provide('formBundleDir', formBundleDir(site));
  return () => rm(parent, { recursive: true, force: true });
}
