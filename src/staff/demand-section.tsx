import type { SizeDemand } from '@/staff-shared/overview';
import { BarChart } from './bar-chart';
import { overviewCopy as copy } from './copy';
import styles from './staff.module.css';
import { StaffTable } from './staff-table';

/** Demand by size step against the plan: a chart and the same figures as a table. */
export function DemandSection({
  sizes,
  notSure,
}: {
  sizes: readonly SizeDemand[];
  notSure: number;
}) {
  return (
    <section aria-labelledby="demand-heading">
      <h2 id="demand-heading">{copy.demandHeading}</h2>
      {/* Two panels, each on its own scale: a handful of registrations beside 126 units
          on one scale would draw the registrations too short to see. */}
      <div className={styles.chartPair}>
        <BarChart
          label={copy.askedChart}
          groups={sizes.map((s) => String(s.sqft))}
          series={[{ name: copy.asked, values: sizes.map((s) => s.asked), tone: 'accent' }]}
        />
        <BarChart
          label={copy.unitsChart}
          groups={sizes.map((s) => String(s.sqft))}
          series={[
            { name: copy.units, values: sizes.map((s) => s.units), tone: 'brand' },
            { name: copy.available, values: sizes.map((s) => s.available), tone: 'soft' },
          ]}
        />
      </div>
      <StaffTable
        caption={copy.demandTable}
        columns={[copy.sizeColumn, copy.asked, copy.units, copy.available]}
      >
        {sizes.map((s) => (
          <tr key={s.sqft}>
            <th scope="row">{s.sqft} sq ft</th>
            <td>{s.asked}</td>
            <td>{s.units}</td>
            <td>{s.available}</td>
          </tr>
        ))}
      </StaffTable>
      <p>{copy.notSure(notSure)}</p>
    </section>
  );
}
