import { barLayout, CHART } from './chart-geometry';
import styles from './staff.module.css';

export type Series = { name: string; values: readonly number[]; tone: 'brand' | 'accent' | 'soft' };

type Props = {
  /** What the picture shows, for those who cannot see it; the table beside it has the figures. */
  label: string;
  groups: readonly string[];
  series: readonly Series[];
  stacked?: boolean;
};

/** A bar chart drawn as SVG from the data, scaling to its box; its figures are in a table beside it. */
export function BarChart({ label, groups, series, stacked = false }: Props) {
  const layout = barLayout(
    series.map((s) => s.values),
    { stacked },
  );
  // Every label when they fit; otherwise every other one, and so on.
  const every = Math.max(1, Math.ceil(groups.length / 12));
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        {layout.ticks.map((tick) => (
          <g key={tick} className={styles.chartTick}>
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={layout.y(tick)}
              y2={layout.y(tick)}
            />
            <text x={CHART.left - 6} y={layout.y(tick)} dy="0.35em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {series.map((s, i) => (
          <g key={s.name} className={styles[`bar-${s.tone}`]}>
            {layout.bars[i]?.map((bar, g) => (
              <rect key={groups[g]} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            ))}
          </g>
        ))}
        {groups.map((group, g) =>
          g % every === 0 ? (
            <text
              key={group}
              className={styles.chartLabel}
              x={layout.groupX(g)}
              y={CHART.height - CHART.bottom + 18}
              textAnchor="middle"
            >
              {group}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.name}>
            <span className={`${styles.swatch} ${styles[`bar-${s.tone}`]}`} aria-hidden="true" />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
