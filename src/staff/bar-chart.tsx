import { useLayoutEffect, useRef, useState } from 'react';
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

/** Room for one label along the bottom, in CSS pixels. */
const LABEL_ROOM = 44;

/** The SVG's width on the screen, followed as it changes, so it is drawn one unit to a pixel. */
function useDrawnWidth() {
  const ref = useRef<SVGSVGElement>(null);
  const [value, setValue] = useState<number>(CHART.width);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const measure = () => {
      const drawn = Math.round(svg.getBoundingClientRect().width);
      if (drawn > 0) setValue(drawn);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  return { ref, value };
}

/** A bar chart drawn as SVG from the data, scaling to its box; its figures are in a table beside it. */
export function BarChart({ label, groups, series, stacked = false }: Props) {
  const width = useDrawnWidth();
  const layout = barLayout(
    series.map((s) => s.values),
    { stacked, width: width.value },
  );
  // Every label when they fit (about 44 px each); otherwise every other one, and so on.
  const fit = Math.max(1, Math.floor((width.value - CHART.left) / LABEL_ROOM));
  const every = Math.max(1, Math.ceil(groups.length / fit));
  return (
    <figure className={styles.chart}>
      <svg
        ref={width.ref}
        viewBox={`0 0 ${width.value} ${CHART.height}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        {layout.ticks.map((tick) => (
          <g key={tick} className={styles.chartTick}>
            <line
              x1={CHART.left}
              x2={width.value - CHART.right}
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
