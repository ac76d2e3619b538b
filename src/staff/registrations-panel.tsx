import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { storageTypeLabels } from '@/content/registration-form';
import { unitSizes } from '@/features/registration/registration-schema';
import type { Lead } from '@/staff-shared/lead';
import { leadStageLabels, leadStages } from '@/staff-shared/lead-stage';
import { getJson, postJson, problemText } from './api';
import type { MailDelivery } from './copy';
import { LeadCard } from './lead-card';
import { PanelMessages } from './panel-messages';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Page = { leads: Lead[]; total: number; pageSize: number; delivery: MailDelivery };
type PurgePreview = {
  before: string;
  registrations: number;
  emails: number;
  first: string | null;
  last: string | null;
};
type Filter = { q: string; type: string; size: string; verified: string; stage: string };
const EMPTY: Filter = { q: '', type: '', size: '', verified: '', stage: '' };

const day = (iso: string | null) => (iso ?? '').slice(0, 10);
const purgeQuestion = (p: PurgePreview) =>
  `Delete ${p.registrations} registration${p.registrations === 1 ? '' : 's'} received before ${day(p.before)} (from ${day(p.first)} to ${day(p.last)}) and ${p.emails} email${p.emails === 1 ? '' : 's'} they caused?`;

const sizeLabel = (size: string) => (size === 'not-sure' ? 'Not sure yet' : `${size} sq ft`);

export function RegistrationsPanel({ guard }: { guard: Guard }) {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const query = new URLSearchParams({ ...filter, page: String(page) }).toString();
  const { data, problem, reload } = useLoaded(
    guard,
    () => getJson<Page>(`registrations?${query}`),
    query,
  );
  const [confirmPurge, setConfirmPurge] = useState<PurgePreview | null>(null);

  async function lookBeforePurge() {
    try {
      const preview = await guard(() => getJson<PurgePreview>('registrations/purge-preview'));
      if (preview && preview.registrations === 0)
        setStatus(
          `Nothing to purge: no registration was received before ${preview.before.slice(0, 10)}.`,
        );
      else setConfirmPurge(preview ?? null);
    } catch (error) {
      setStatus(problemText(error));
    }
  }

  async function purge() {
    setConfirmPurge(null);
    try {
      const result = await guard(() =>
        postJson<{ registrations: number; messages: number; before: string }>(
          'registrations/purge',
        ),
      );
      if (result)
        setStatus(
          `Purged ${result.registrations} registration(s) received before ${result.before.slice(0, 10)}, and ${result.messages} message(s).`,
        );
      reload();
    } catch (error) {
      setStatus(problemText(error));
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const change = (name: keyof Filter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  return (
    <section aria-labelledby="registrations-heading">
      <h1 id="registrations-heading">Registrations</h1>
      <form
        className={styles.filters}
        aria-label="Find registrations"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilter(draft);
        }}
      >
        <label>
          Search by name, email, phone or reference
          <input type="search" value={draft.q} onChange={change('q')} maxLength={100} />
        </label>
        <label>
          Storage type
          <select value={draft.type} onChange={change('type')}>
            <option value="">Any</option>
            {Object.entries(storageTypeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Size
          <select value={draft.size} onChange={change('size')}>
            <option value="">Any</option>
            {unitSizes.map((size) => (
              <option key={size} value={size}>
                {sizeLabel(size)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Verified
          <select value={draft.verified} onChange={change('verified')}>
            <option value="">Either</option>
            <option value="yes">Verified</option>
            <option value="no">Not verified</option>
          </select>
        </label>
        <label>
          Stage
          <select value={draft.stage} onChange={change('stage')}>
            <option value="">Any</option>
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {leadStageLabels[stage]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}>
          Search
        </button>
      </form>
      <div className={styles.toolbar}>
        <a
          className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
          href="/api/staff/registrations/export"
          download
        >
          Download the CSV export
        </a>
        {confirmPurge ? (
          <span className={styles.confirm}>
            {purgeQuestion(confirmPurge)}
            <button
              type="button"
              className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
              onClick={purge}
            >
              Yes, purge them
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
              onClick={() => setConfirmPurge(null)}
            >
              Cancel
            </button>
          </span>
        ) : (
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
            onClick={lookBeforePurge}
          >
            Purge what is past retention…
          </button>
        )}
      </div>
      <PanelMessages status={status} problem={problem} />
      {data && (
        <>
          <p>
            {data.total} registration{data.total === 1 ? '' : 's'}
            {pages > 1 ? `, page ${page} of ${pages}` : ''}, newest first.
          </p>
          <ul className={styles.cards}>
            {data.leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  delivery={data.delivery}
                  guard={guard}
                  onChanged={reload}
                  onStatus={setStatus}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className={styles.toolbar}>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </button>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
