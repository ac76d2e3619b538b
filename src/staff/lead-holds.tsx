import type { UnitHold } from '@/staff-shared/lead-stage';
import { londonDay } from '@/staff-shared/london-time';
import { getJson } from './api';
import { leadListCopy as copy } from './copy';
import type { Guard } from './session';
import { useLoaded } from './use-loaded';

/** The units held for this lead now, each with its date and who held it; nothing when none is. */
export function LeadHolds({
  leadId,
  guard,
  round,
}: {
  leadId: string;
  guard: Guard;
  round: string;
}) {
  const { data } = useLoaded(
    guard,
    () => getJson<{ holds: UnitHold[] }>('holds'),
    `${leadId}${round}`,
  );
  const holds = (data?.holds ?? []).filter((h) => h.registrationId === leadId);
  if (holds.length === 0) return null;
  return (
    <>
      <dt>{copy.holds}</dt>
      <dd>
        <ul>
          {holds.map((h) => (
            <li key={h.id}>{copy.heldUntil(h.unitId, londonDay(h.heldUntil), h.createdBy)}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}
