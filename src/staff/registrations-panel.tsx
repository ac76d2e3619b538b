import { useCallback, useEffect, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import type { Lead } from '@/staff-shared/lead';
import { getJson } from './api';
import { leadListCopy as copy, type MailDelivery } from './copy';
import {
  FILTER_FIELDS,
  type ListFilter,
  type ListQuery,
  listAddress,
  queryText,
  readAddress,
} from './lead-address';
import { LeadFilterForm } from './lead-filter-form';
import { LeadPage } from './lead-page';
import { LeadTable, nextSort } from './lead-table';
import { PanelMessages } from './panel-messages';
import { PurgeControl } from './purge-control';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Page = { leads: Lead[]; total: number; pageSize: number; delivery: MailDelivery };

const hereNow = () => readAddress(window.location.pathname, window.location.search);

/**
 * The Registrations tab: the list (search, filters, sort and page in the
 * address), or one lead's own page. Moving between them goes through the
 * browser's history, so Back and a reload land where staff were.
 */
export function RegistrationsPanel({ guard }: { guard: Guard }) {
  const [here, setHere] = useState(hereNow);
  const [status, setStatus] = useState('');
  useEffect(() => {
    const moved = () => setHere(hereNow());
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  const navigate = useCallback((address: string) => {
    window.history.pushState(null, '', address);
    setHere(hereNow());
    window.scrollTo(0, 0);
  }, []);

  if (here.lead)
    return (
      <>
        <PanelMessages status={status} problem="" />
        <LeadPage
          reference={here.lead}
          query={here.query}
          guard={guard}
          onNavigate={navigate}
          onStatus={setStatus}
        />
      </>
    );
  return (
    <LeadList
      query={here.query}
      guard={guard}
      status={status}
      onStatus={setStatus}
      onNavigate={navigate}
    />
  );
}

type ListProps = {
  query: ListQuery;
  guard: Guard;
  status: string;
  onStatus: (text: string) => void;
  onNavigate: (address: string) => void;
};

function LeadList({ query, guard, status, onStatus, onNavigate }: ListProps) {
  const apiQuery = queryText(query);
  const { data, problem, reload } = useLoaded(
    guard,
    () => getJson<Page>(`registrations${apiQuery}`),
    apiQuery,
  );
  const go = (next: Partial<ListQuery>) => onNavigate(listAddress({ ...query, ...next }));
  const filter = Object.fromEntries(FILTER_FIELDS.map((f) => [f, query[f]])) as ListFilter;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="registrations-heading">
      <h1 id="registrations-heading">Registrations</h1>
      <LeadFilterForm
        key={apiQuery}
        filter={filter}
        onSearch={(next) => go({ ...next, page: 1 })}
      />
      <div className={styles.toolbar}>
        <a
          className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
          href="/api/staff/registrations/export"
          download
        >
          Download the CSV export
        </a>
        <PurgeControl guard={guard} onStatus={onStatus} onPurged={reload} />
      </div>
      <PanelMessages status={status} problem={problem} />
      {data && (
        <>
          <LeadTable
            leads={data.leads}
            query={query}
            caption={copy.caption(
              data.total,
              query.page,
              pages,
              copy.sortedBy[query.sort][query.order],
            )}
            onSort={(sort) => go({ ...nextSort(query, sort), page: 1 })}
            onOpen={onNavigate}
          />
          {pages > 1 && (
            <nav aria-label="Pages" className={styles.toolbar}>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                disabled={query.page <= 1}
                onClick={() => go({ page: query.page - 1 })}
              >
                {copy.previous}
              </button>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                disabled={query.page >= pages}
                onClick={() => go({ page: query.page + 1 })}
              >
                {copy.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
