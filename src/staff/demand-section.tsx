import type { SizeDemand } from '@/staff-shared/overview';
import { BarChart } from './bar-chart';
import { overviewCopy as copy } from './copy';
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
      <BarChart
        label={copy.demandChart}
        groups={sizes.map((s) => String(s.sqft))}
        series={[
          { name: copy.asked, values: sizes.map((s) => s.asked), tone: 'accent' },
          { name: copy.units, values: sizes.map((s) => s.units), tone: 'brand' },
          { name: copy.available, values: sizes.map((s) => s.available), tone: 'soft' },
        ]}
      />
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
