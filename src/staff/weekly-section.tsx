import type { WeekCount } from '@/staff-shared/overview';
import { BarChart } from './bar-chart';
import { overviewCopy as copy } from './copy';
import { StaffTable } from './staff-table';

/** "23 Nov": a week by the Monday it starts on. */
const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Registrations per week since the first, verified and not: a chart and the same figures as a table. */
export function WeeklySection({ weeks, total }: { weeks: readonly WeekCount[]; total: number }) {
  return (
    <section aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">{copy.weeklyHeading}</h2>
      {weeks.length === 0 ? (
        <p>{copy.noRegistrations}</p>
      ) : (
        <>
          <BarChart
            label={copy.weeklyChart(total, weeks.length)}
            groups={weeks.map((w) => weekLabel(w.week))}
            series={[
              { name: copy.verified, values: weeks.map((w) => w.verified), tone: 'brand' },
              { name: copy.unverified, values: weeks.map((w) => w.unverified), tone: 'accent' },
            ]}
            stacked
          />
          <StaffTable
            caption={copy.weeklyTable}
            columns={[copy.weekColumn, copy.verified, copy.unverified, copy.totalColumn]}
          >
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{weekLabel(w.week)}</th>
                <td>{w.verified}</td>
                <td>{w.unverified}</td>
                <td>{w.verified + w.unverified}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  );
}
