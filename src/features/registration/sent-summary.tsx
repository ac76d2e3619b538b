import { registrationSent } from '@/content/registration-form';
import type { SentRegistration } from '@/store/registration-slice';

/** What the visitor sent, under the "registration received" confirmation. */
export function SentSummary({ sent }: { sent: SentRegistration }) {
  return (
    <>
      <h4>{registrationSent.summaryTitle}</h4>
      <dl>
        {sent.lines.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
