/**
 * The console's work on the site, one piece at a time on this server: a
 * preview of the draft, a publish, or a roll back. Each runs in the
 * background with its steps as they happen (the build's own, then the
 * switch), so the Site tab can show how far it got; it ends done, with
 * what it made, or failed, with why, having changed nothing.
 */

import type { Job, JobKind } from '../../src/staff-shared/site-versions.ts';

export type { Job, JobKind } from '../../src/staff-shared/site-versions.ts';

export type JobResult = NonNullable<Job['result']>;

/** The work to do: it says each step, and resolves with what it made or throws why not. */
export type JobWork = (step: (text: string) => void) => Promise<JobResult>;

export function publishingJobs(now: () => Date = () => new Date()) {
  let last: Job | null = null;
  let serial = 0;

  return {
    /** The job running now, or the last one to end (null before the first). */
    latest: (): Job | null => last,
    running: (): Job | null => (last?.state === 'running' ? last : null),

    /** Starts `work` unless a job is running (then null: one at a time). */
    start(kind: JobKind, by: string, work: JobWork): Job | null {
      if (last?.state === 'running') return null;
      const job: Job = {
        id: ++serial,
        kind,
        by,
        startedAt: now().toISOString(),
        state: 'running',
        steps: [],
        finishedAt: null,
        error: null,
        result: null,
      };
      last = job;
      const step = (text: string) => job.steps.push({ text, at: now().toISOString() });
      work(step).then(
        (result) => {
          job.result = result;
          job.state = 'done';
          job.finishedAt = now().toISOString();
        },
        (error: unknown) => {
          job.error = error instanceof Error ? error.message : String(error);
          job.state = 'failed';
          job.finishedAt = now().toISOString();
        },
      );
      return job;
    },
  };
}

export type PublishingJobs = ReturnType<typeof publishingJobs>;
