/**
 * Installing Debian packages for a script (Chromium for the browser tests,
 * ffmpeg for the media), the way hosts expect: only on a CI machine (CI set)
 * running as root, and only after saying what will be installed. Anywhere
 * else the script prints the exact command and leaves the machine alone.
 */
import { spawnSync } from 'node:child_process';

export type SystemPackageNeed = {
  /** What is missing, as a person would name it: "Chromium". */
  name: string;
  /** What it is needed for: "the browser tests". */
  purpose: string;
  /** The Debian packages that provide it. */
  packages: readonly string[];
};

type Context = { env: NodeJS.ProcessEnv; uid: number | undefined };

export type InstallPlan =
  | { install: true; announcement: string; steps: string[][] }
  | { install: false; explanation: string };

/** The command a person runs to install the packages themselves. */
export function installCommand(packages: readonly string[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
}

/** Whether to install, and what to say: pure, so every case is tested. */
export function planInstall(need: SystemPackageNeed, { env, uid }: Context): InstallPlan {
  const missing = `${need.name} is needed for ${need.purpose} and was not found.`;
  const why = !env.CI
    ? 'System packages are installed automatically only on CI (with CI set).'
    : uid !== 0
      ? 'Installing system packages needs root.'
      : null;
  if (why) {
    return {
      install: false,
      explanation: `${missing}\n${why} Install it with:\n  ${installCommand(need.packages)}`,
    };
  }
  return {
    install: true,
    announcement: `${missing}\nInstalling the Debian package${need.packages.length > 1 ? 's' : ''} ${need.packages.join(', ')} with apt-get (CI, running as root).`,
    steps: [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...need.packages],
    ],
  };
}

/**
 * Makes sure `isPresent()` holds, installing the packages where allowed.
 * Returns false, having printed the command to run, when it does not.
 */
export function ensureSystemPackages(
  need: SystemPackageNeed,
  isPresent: () => boolean,
  context: Context = { env: process.env, uid: process.getuid?.() },
): boolean {
  if (isPresent()) return true;
  const plan = planInstall(need, context);
  if (!plan.install) {
    console.error(plan.explanation);
    return false;
  }
  console.log(plan.announcement);
  const env = { ...context.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of plan.steps) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) break;
  }
  if (isPresent()) return true;
  console.error(
    `Installing ${need.name} failed. Install it with:\n  ${installCommand(need.packages)}`,
  );
  return false;
}
