/**
 * The Site tab's publishing: a preview of the saved draft (its changed
 * pages, opened on the console's origin), Publish (its changes listed,
 * then the passkey asked for again), the work's steps as they happen, and
 * the history of published versions, each with who, when and what it
 * changed, and a "Roll back" button on every version but the live one.
 */
import { startAuthentication } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { newTabNote } from '@/content/facts';
import type { SiteFactChange } from '@/content/site-facts-diff';
import { londonTime } from '@/staff-shared/london-time';
import type { Job, LiveVersion, SiteVersion } from '@/staff-shared/site-versions';
import { getJson, postJson, problemText } from './api';
import type { Guard } from './session';
import styles from './site-publish.module.css';

type Props = {
  guard: Guard;
  live: LiveVersion | null;
  history: SiteVersion[];
  job: Job | null;
  /** The saved draft's revision, when there is a saved draft to publish. */
  revision: number | null;
  /** What the saved draft changes from what is published. */
  changes: SiteFactChange[];
  /** True while the form holds changes not yet saved. */
  unsaved: boolean;
  /** Reads the tab again (after a publish or a roll back). */
  onChanged: () => void;
};

const POLL_MS = 1000;
const shown = (text: string) => (text === '' ? 'nothing' : `“${text}”`);
const pageName = (path: string) => (path === '/' ? 'Home page' : path);

function ChangeList({ changes }: { changes: readonly SiteFactChange[] }) {
  return (
    <ul className={styles.changes}>
      {changes.map((c) => (
        <li key={c.path}>
          {c.label.replace(/^Site › /, '')}: {shown(c.from)} to {shown(c.to)}
        </li>
      ))}
    </ul>
  );
}

/** The explicit yes an action asks for, beside a way out. */
function YesOrCancel(props: { yes: string; onYes: () => void; onCancel: () => void }) {
  const button = `${buttons.button} ${buttons.small}`;
  return (
    <div className={styles.buttons}>
      <button type="button" className={`${button} ${buttons.primary}`} onClick={props.onYes}>
        {props.yes}
      </button>
      <button type="button" className={`${button} ${buttons.secondary}`} onClick={props.onCancel}>
        Cancel
      </button>
    </div>
  );
}

function JobSteps({ job }: { job: Job }) {
  const what = { preview: 'Preview', publish: 'Publish', rollback: 'Roll back' }[job.kind];
  return (
    <section className={styles.job} aria-labelledby="site-job">
      <h3 id="site-job">
        {what}{' '}
        {job.state === 'running' ? 'under way' : job.state === 'done' ? 'finished' : 'failed'}
      </h3>
      <ol aria-live="polite">
        {job.steps.map((s) => (
          <li key={`${s.at}${s.text}`}>{s.text}</li>
        ))}
      </ol>
      {job.state === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>Nothing was changed: the site still shows what it showed before.</p>
          <pre>{job.error}</pre>
        </div>
      )}
    </section>
  );
}

export function SitePublish(props: Props) {
  const { guard, live, history, revision, changes, unsaved, onChanged } = props;
  const [job, setJob] = useState<Job | null>(props.job);
  const [confirming, setConfirming] = useState<'publish' | number | null>(null);
  const [problem, setProblem] = useState('');
  const running = job?.state === 'running';

  useEffect(() => setJob(props.job), [props.job]);

  const poll = useCallback(async () => {
    const answer = await guard(() => getJson<{ job: Job | null }>('site/job'));
    if (!answer?.job) return;
    setJob(answer.job);
    if (answer.job.state === 'done' && answer.job.kind !== 'preview') onChanged();
  }, [guard, onChanged]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void poll().catch(() => {}), POLL_MS);
    return () => clearInterval(timer);
  }, [running, poll]);

  async function start(work: () => Promise<{ job: Job } | undefined>) {
    setProblem('');
    setConfirming(null);
    try {
      const answer = await guard(work);
      if (answer) setJob(answer.job);
    } catch (error) {
      setProblem(problemText(error));
    }
  }

  const preview = () => start(() => postJson<{ job: Job }>('site/preview', { revision }));
  const publish = () =>
    start(async () => {
      const optionsJSON =
        await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('verify/options');
      const response = await startAuthentication({ optionsJSON });
      return postJson<{ job: Job }>('site/publish', {
        revision,
        serial: live?.serial ?? 0,
        response,
      });
    });
  const rollBack = (version: number) =>
    start(() => postJson<{ job: Job }>('site/rollback', { version, serial: live?.serial ?? 0 }));

  const ready = revision !== null && changes.length > 0 && !unsaved;
  const previewKey = job?.kind === 'preview' && job.state === 'done' ? job.result?.preview : null;
  const button = `${buttons.button} ${buttons.small}`;

  return (
    <section aria-labelledby="site-publishing" className={styles.publishing}>
      <h2 id="site-publishing">Preview and publish</h2>
      <p>
        {live
          ? `The site shows version ${live.version}, live since ${londonTime(live.switchedAt)} (${live.switchedBy}).`
          : 'The site shows the facts it was built with. Nothing has been published from here yet.'}{' '}
        {!ready &&
          (unsaved
            ? 'Save the draft to preview or publish it.'
            : 'Change a field and save the draft to preview or publish it.')}
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className={`${button} ${buttons.secondary}`}
          disabled={!ready || running}
          onClick={preview}
        >
          Preview the draft
        </button>
        <button
          type="button"
          className={`${button} ${buttons.primary}`}
          disabled={!ready || running}
          onClick={() => setConfirming('publish')}
        >
          Publish…
        </button>
      </div>
      {confirming === 'publish' && (
        <section className={styles.confirm} aria-labelledby="publish-confirm">
          <h3 id="publish-confirm">
            Publish {changes.length === 1 ? 'this change' : `these ${changes.length} changes`}?
          </h3>
          <ChangeList changes={changes} />
          <p>
            Every page shows them as soon as the new version is built. Your passkey is asked for.
          </p>
          <YesOrCancel yes="Yes, publish" onYes={publish} onCancel={() => setConfirming(null)} />
        </section>
      )}
      {job && <JobSteps job={job} />}
      {previewKey && (
        <div className={styles.preview}>
          <h3>Pages the draft changes</h3>
          <p>Each is shown on the console’s address only: the public never sees it.</p>
          <ul>
            {(job?.result?.pages ?? []).map((page) => (
              <li key={page}>
                <a
                  href={`/staff/preview/${previewKey}?page=${encodeURIComponent(page)}`}
                  target="_blank"
                  rel="noopener"
                >
                  {pageName(page)} (preview)
                  <span className={styles.visuallyHidden}>{newTabNote}</span>
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href="/staff/preview/off">Close the preview</a>
          </p>
        </div>
      )}
      <h2 id="site-history" className={styles.historyHeading}>
        Published versions
      </h2>
      {history.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ol className={styles.history} aria-labelledby="site-history">
          {history.map((v) => (
            <li key={v.version}>
              <h3>
                Version {v.version}
                {live?.version === v.version && <span className={styles.live}> (live)</span>}
              </h3>
              <p>
                Published by {v.publishedBy} on {londonTime(v.publishedAt)}.
              </p>
              {v.changes.length > 0 ? (
                <ChangeList changes={v.changes} />
              ) : (
                <p>
                  {v.version === 1
                    ? 'The facts the site was built with before the first publish.'
                    : 'No field changed.'}
                </p>
              )}
              {live?.version !== v.version &&
                (confirming === v.version ? (
                  <div className={styles.confirm}>
                    <p>
                      Roll the site back to version {v.version}? Every page shows its facts again
                      straight away; later versions stay in this list.
                    </p>
                    <YesOrCancel
                      yes={`Yes, roll back to version ${v.version}`}
                      onYes={() => rollBack(v.version)}
                      onCancel={() => setConfirming(null)}
                    />
                  </div>
                ) : (
                  <button
                    type="button"
                    className={`${button} ${buttons.secondary}`}
                    disabled={running}
                    onClick={() => setConfirming(v.version)}
                  >
                    Roll back to version {v.version}
                  </button>
                ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
