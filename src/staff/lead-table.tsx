import type { MouseEvent } from 'react';
import type { Lead } from '@/staff-shared/lead';
import { firstOrder, type LeadSortKey } from '@/staff-shared/lead-sort';
import { leadStageLabels } from '@/staff-shared/lead-stage';
import { londonDay, londonTime } from '@/staff-shared/london-time';
import { personLabels } from '@/staff-shared/person-label';
import { leadListCopy as copy, sizeLabel } from './copy';
import { type ListQuery, leadAddress } from './lead-address';
import styles from './staff.module.css';

const COLUMNS: readonly LeadSortKey[] = [
  'name',
  'size',
  'stage',
  'received',
  'verified',
  'contacted',
];
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type Props = {
  leads: readonly Lead[];
  query: ListQuery;
  caption: string;
  onSort: (sort: LeadSortKey) => void;
  onOpen: (address: string) => void;
};

/**
 * The registrations, one row each, sortable by column (the server sorts):
 * each header a button with `aria-sort`, pressed again to turn the order
 * round. Each name opens the lead's own page. On a phone each row stacks
 * as a short block, its cells labelled.
 */
export function LeadTable({ leads, query, caption, onSort, onOpen }: Props) {
  const labels = personLabels(new Map(leads.map((l) => [l.id, l.name])));
  const open = (address: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(address);
  };
  return (
    <table className={`${styles.table} ${styles.leadTable}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              aria-sort={query.sort === column ? ARIA_SORT[query.order] : 'none'}
            >
              <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
                {copy.columns[column]}
                <span aria-hidden="true" className={styles.sortMark}>
                  {query.sort === column ? (query.order === 'asc' ? '▲' : '▼') : ''}
                </span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => {
          const address = leadAddress(lead.id, query);
          return (
            <tr key={lead.id}>
              <th scope="row">
                <a href={address} onClick={open(address)}>
                  {labels.get(lead.id) ?? lead.name}
                </a>
              </th>
              <td data-label={copy.columns.size}>{sizeLabel(lead.unitSize)}</td>
              <td data-label={copy.columns.stage}>{leadStageLabels[lead.stage]}</td>
              <td data-label={copy.columns.received}>{londonTime(lead.createdAt)}</td>
              <td data-label={copy.columns.verified}>{lead.verified ? copy.yes : copy.no}</td>
              <td data-label={copy.columns.contacted}>
                {lead.contactedAt ? londonDay(lead.contactedAt) : copy.notYet}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The order after a header is pressed: the same column turns round; another starts its own way. */
export const nextSort = (query: ListQuery, sort: LeadSortKey): Pick<ListQuery, 'sort' | 'order'> =>
  query.sort === sort
    ? { sort, order: query.order === 'asc' ? 'desc' : 'asc' }
    : { sort, order: firstOrder[sort] };
