/**
 * The Site tab: the owner's facts (company, contact, hours, prices…) as a
 * form generated from their one schema, with the published value beside
 * each, checked as they type by the same rules the build and the server
 * use. "Save draft" keeps the changes on the server for every member of
 * staff; a save from an older draft than the latest is refused, naming who
 * changed what and when, and what was typed stays. What is typed is also
 * kept in this browser until it is saved, so a reload loses nothing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { siteFactChanges } from '@/content/site-facts-diff';
import { siteFactLabel } from '@/content/site-facts-fields';
import { parseSiteFacts } from '@/content/site-facts-parse';
import { siteFactsSchema, siteFactsTopics } from '@/content/site-facts-schema';
import type { Job, LiveVersion, SiteVersion } from '@/staff-shared/site-versions';
import { ApiError, getJson, postJson, problemText } from './api';
import type { Guard } from './session';
import { Field, type FieldContext, fieldId } from './site-form';
import styles from './site-form.module.css';
import { SitePublish } from './site-publish';
import { type SchemaNode, valueAt, withValueAt } from './site-schema-walk';

type Draft = {
  facts: unknown;
  revision: number;
  savedBy: string;
  savedAt: string;
  changed: string[];
};
type SiteAnswer = {
  published: Record<string, unknown>;
  draft: Draft | null;
  live: LiveVersion | null;
  history: SiteVersion[];
  canPublish: boolean;
  job: Job | null;
};
type Problem = { path: string; label: string; message: string };

/** What this browser keeps of unsaved typing: the facts and the draft revision they started from. */
const KEPT = 'site-facts-unsaved';
type Kept = { baseRevision: number; facts: Record<string, unknown> };

function readKept(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as Kept | null;
    return kept && typeof kept.baseRevision === 'number' && kept.facts ? kept : null;
  } catch {
    return null;
  }
}

const topicsSchema = siteFactsSchema as unknown as SchemaNode;
/** The topics the form shows, one at a time ("unconfirmed" is kept by each field's own note). */
const TOPICS: readonly string[] = siteFactsTopics.filter((t) => t !== 'unconfirmed');
const topicLabel = (topic: string) => siteFactLabel(topic).split(' › ').pop() ?? topic;
const changes = (n: number) => (n === 1 ? '1 change' : `${n === 0 ? 'No' : n} changes`);
const topicOf = (path: string) => path.split('.')[0] ?? '';

/** Shows the field at `path` (its topic first), and puts the focus on it. */
function focusField(path: string, show: (topic: string) => void) {
  show(topicOf(path));
  requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());
}

/** "tel:+441514960123" for "0151 496 0123": the phone's link follows the number as shown. */
const telHref = (display: string) => {
  const digits = display.replace(/\D/g, '');
  return digits.startsWith('0') ? `tel:+44${digits.slice(1)}` : `tel:+${digits}`;
};

function withChange(facts: Record<string, unknown>, path: string, value: unknown) {
  let next = withValueAt(facts, path, value) as Record<string, unknown>;
  // Only a number that reads as one moves the link; otherwise the number alone is refused.
  const href = typeof value === 'string' ? telHref(value) : '';
  if (path === 'contact.phone.display' && /^tel:\+44\d{9,11}$/.test(href))
    next = withValueAt(next, 'contact.phone.href', href) as Record<string, unknown>;
  // A fact left unknown is one still to confirm; one given a value is confirmed.
  const unconfirmed = new Set((next.unconfirmed as string[] | undefined) ?? []);
  if (value === null) unconfirmed.add(path);
  else unconfirmed.delete(path);
  return { ...next, unconfirmed: [...unconfirmed] };
}

export function SitePanel({ guard, focus }: { guard: Guard; focus?: string }) {
  const [answer, setAnswer] = useState<SiteAnswer | null>(null);
  const [facts, setFacts] = useState<Record<string, unknown> | null>(null);
  const [baseRevision, setBaseRevision] = useState(0);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [stale, setStale] = useState<Draft | null | undefined>(undefined);
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);
  const [topic, setTopic] = useState<string>(TOPICS[0] ?? '');
  const summary = useRef<HTMLElement>(null);

  const load = useCallback(async () => {
    const loaded = await guard(() => getJson<SiteAnswer>('site'));
    if (!loaded) return;
    setAnswer(loaded);
    setStale(undefined);
    const kept = readKept();
    const draftFacts = (loaded.draft?.facts as Record<string, unknown> | null) ?? null;
    if (kept) {
      setFacts(kept.facts);
      setBaseRevision(kept.baseRevision);
      setNotice('Your unsaved changes from before were kept in this browser: they are below.');
    } else {
      setFacts(draftFacts ?? loaded.published);
      setBaseRevision(loaded.draft?.revision ?? 0);
    }
  }, [guard]);

  useEffect(() => {
    load().catch((error: unknown) => setProblem(problemText(error)));
  }, [load]);

  // A field asked for (from the Overview's launch list): its topic shown, the focus on it, once loaded.
  const loaded = facts !== null;
  useEffect(() => {
    if (loaded && focus) focusField(focus, setTopic);
  }, [loaded, focus]);

  const checked = useMemo(() => (facts ? parseSiteFacts(facts) : null), [facts]);
  const problems = useMemo(() => {
    const map = new Map<string, string>();
    const all = checked && !checked.ok ? checked.errors : serverProblems;
    for (const p of all) if (!map.has(p.path)) map.set(p.path, p.message);
    return map;
  }, [checked, serverProblems]);
  const errors: readonly Problem[] = checked && !checked.ok ? checked.errors : [];

  if (problem) return <p className={styles.problem}>{problem}</p>;
  if (!answer || !facts) return <p>Loading the site’s facts…</p>;

  const saved = (answer.draft?.facts as Record<string, unknown> | null) ?? answer.published;
  const unsaved = siteFactChanges(saved, facts);
  const againstPublished = siteFactChanges(answer.published, facts);

  const change = (path: string, value: unknown) => {
    const next = withChange(facts, path, value);
    setFacts(next);
    setServerProblems([]);
    localStorage.setItem(KEPT, JSON.stringify({ baseRevision, facts: next } satisfies Kept));
  };

  const ctx: FieldContext = {
    draft: facts,
    published: answer.published,
    problems,
    unconfirmed: new Set((facts.unconfirmed as string[] | undefined) ?? []),
    onChange: change,
    onConfirm: (path) => {
      const unconfirmed = ((facts.unconfirmed as string[]) ?? []).filter((p) => p !== path);
      const next = { ...facts, unconfirmed };
      setFacts(next);
      localStorage.setItem(KEPT, JSON.stringify({ baseRevision, facts: next } satisfies Kept));
    },
  };

  async function save(from = baseRevision) {
    setNotice('');
    if (errors.length > 0) {
      summary.current?.focus();
      return;
    }
    try {
      const result = await guard(() =>
        postJson<{ draft: Draft }>('site/draft', { baseRevision: from, facts }),
      );
      if (!result) return;
      setAnswer((current) => current && { ...current, draft: result.draft });
      setBaseRevision(result.draft.revision);
      setStale(undefined);
      localStorage.removeItem(KEPT);
      setNotice(`Draft saved (${result.draft.changed.length} changed). It is not published yet.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale((error.body as { draft: Draft | null }).draft);
        setNotice(error.message);
      } else if (error instanceof ApiError && error.status === 400) {
        setServerProblems((error.body as { problems?: Problem[] }).problems ?? []);
        setNotice(error.message);
      } else setNotice(problemText(error));
    }
  }

  return (
    <section aria-labelledby="site-heading">
      <h1 id="site-heading">Site</h1>
      <p>
        The facts the site shows: your company, contact details, opening hours, prices and terms.
        Each field shows what is published now. Changes are checked as you type, by the same rules
        the site is built with, and kept as a draft for everyone on the staff until published.
      </p>
      <p role="status" className={styles.published}>
        {notice}
      </p>
      {errors.length > 0 && (
        <section
          ref={summary}
          tabIndex={-1}
          className={styles.summary}
          aria-labelledby="site-problems"
        >
          <h2 id="site-problems">
            {errors.length === 1 ? 'One field needs' : `${errors.length} fields need`} attention
          </h2>
          <ul>
            {errors.map((e) => (
              <li key={`${e.path}:${e.message}`}>
                <a
                  href={`#${fieldId(e.path)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(e.path, setTopic);
                  }}
                >
                  {e.label}: {e.message}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {stale !== undefined && (
        <div className={styles.summary}>
          <h2>Someone else saved the draft</h2>
          {stale && stale.changed.length > 0 && (
            <ul className={styles.changes}>
              {stale.changed.map((path) => (
                <li key={path}>
                  {siteFactLabel(path)}: now {String(valueAt(stale.facts, path) ?? 'not given')}
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
            onClick={() => save(stale?.revision ?? 0)}
          >
            Save my version over theirs
          </button>
        </div>
      )}
      <nav aria-label="Site topics">
        <ul className={styles.topics}>
          {TOPICS.map((name) => {
            const changed = againstPublished.filter((c) => topicOf(c.path) === name).length;
            const wrong = errors.filter((e) => topicOf(e.path) === name).length;
            return (
              <li key={name}>
                <button
                  type="button"
                  className={styles.topic}
                  aria-current={topic === name ? 'true' : undefined}
                  onClick={() => setTopic(name)}
                >
                  {topicLabel(name)}
                  {wrong > 0 && <span className={styles.wrong}> ({wrong} to fix)</span>}
                  {changed > 0 && wrong === 0 && (
                    <span className={styles.changed}> ({changed} changed)</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field
          key={topic}
          path={topic}
          keyName={topic}
          schema={topicsSchema.entries?.[topic] as SchemaNode}
          ctx={ctx}
        />
        <div className={styles.actions}>
          <p className={styles.published}>
            {unsaved.length === 0
              ? 'No unsaved changes.'
              : `${changes(unsaved.length)} not yet saved.`}{' '}
            {changes(againstPublished.length)} from what is published.
          </p>
          <button
            type="submit"
            className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
            disabled={unsaved.length === 0}
          >
            Save draft
          </button>
        </div>
      </form>
      {answer.canPublish && (
        <SitePublish
          guard={guard}
          live={answer.live}
          history={answer.history}
          job={answer.job}
          revision={answer.draft?.facts ? answer.draft.revision : null}
          changes={siteFactChanges(answer.published, saved)}
          unsaved={unsaved.length > 0}
          onChanged={() => void load().catch((error: unknown) => setProblem(problemText(error)))}
        />
      )}
    </section>
  );
}
