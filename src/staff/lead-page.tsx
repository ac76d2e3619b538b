import type { MouseEvent } from 'react';
import type { Lead } from '@/staff-shared/lead';
import { getJson } from './api';
import { leadListCopy as copy, type MailDelivery } from './copy';
import { type ListQuery, listAddress } from './lead-address';
import { LeadCard } from './lead-card';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Props = {
  reference: string;
  query: ListQuery;
  guard: Guard;
  onNavigate: (address: string) => void;
  onStatus: (text: string) => void;
};

/**
 * A lead's own page, /staff/registrations/<reference>: everything the list
 * knows of the person, with the stage, holds, note and actions; "Back to
 * the list" returns to the search, filters, sort and page it came from.
 */
export function LeadPage({ reference, query, guard, onNavigate, onStatus }: Props) {
  const { data, problem, reload } = useLoaded(
    guard,
    () =>
      getJson<{ lead: Lead | null; delivery: MailDelivery }>(
        `registrations/${encodeURIComponent(reference)}`,
      ),
    reference,
  );
  const back = listAddress(query);
  return (
    <div className={styles.leadPage}>
      <p>
        <a
          href={back}
          className={styles.backLink}
          onClick={(event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onNavigate(back);
          }}
        >
          {copy.back}
        </a>
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {data === null && !problem && <p>{copy.loading}</p>}
      {data?.lead === null && <p>{copy.notFound}</p>}
      {data?.lead && (
        <LeadCard
          key={data.lead.id}
          lead={data.lead}
          delivery={data.delivery}
          guard={guard}
          onChanged={reload}
          onStatus={onStatus}
        />
      )}
    </div>
  );
}
