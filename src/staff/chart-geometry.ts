/**
 * The drawing maths of the overview's bar charts, with no React in it: a
 * scale from counts to heights with round ticks, and where each bar of each
 * group goes. Units are the SVG's own (its viewBox), drawn as wide as the
 * chart is on the screen, so one unit is one CSS pixel and its text is the
 * size the stylesheet says at any width.
 */
export const CHART = {
  width: 640,
  height: 240,
  /** Room for the axis labels, left and below. */
  left: 36,
  bottom: 44,
  top: 8,
  right: 8,
  /** Share of a group's slot left empty between groups. */
  groupGap: 0.25,
} as const;

/** A round step for about four ticks: 1, 2 or 5 times a power of ten. */
export function tickStep(max: number): number {
  if (max <= 4) return 1;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return step ?? 10 * power;
}

/** Ticks from 0 to the first round value at or above `max`. */
export function ticks(max: number): number[] {
  const step = tickStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

export type Bar = { x: number; y: number; width: number; height: number };

/**
 * Each series' bar in each group: groups side by side along the x axis,
 * series side by side within a group (or stacked, one on another).
 */
export function barLayout(
  series: readonly (readonly number[])[],
  { stacked = false, width = CHART.width }: { stacked?: boolean; width?: number } = {},
): { bars: Bar[][]; ticks: number[]; y: (value: number) => number; groupX: (i: number) => number } {
  const groups = Math.max(0, ...series.map((s) => s.length));
  const totals = Array.from({ length: groups }, (_, g) =>
    stacked
      ? series.reduce((sum, s) => sum + (s[g] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s[g] ?? 0)),
  );
  const scale = ticks(Math.max(1, ...totals));
  const top = scale.at(-1) ?? 1;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = (width - CHART.left - CHART.right) / Math.max(1, groups);
  const inner = slot * (1 - CHART.groupGap);
  const barWidth = stacked ? inner : inner / Math.max(1, series.length);
  const y = (value: number) => CHART.top + plotHeight * (1 - value / top);
  const groupX = (g: number) => CHART.left + slot * g + (slot - inner) / 2;
  const bars = series.map((values, s) =>
    values.map((value, g) => {
      const below = stacked ? series.slice(0, s).reduce((sum, v) => sum + (v[g] ?? 0), 0) : 0;
      const height = (plotHeight * value) / top;
      return {
        x: groupX(g) + (stacked ? 0 : barWidth * s),
        y: y(below + value),
        width: barWidth,
        height,
      };
    }),
  );
  return { bars, ticks: scale, y, groupX: (g) => groupX(g) + inner / 2 };
}
