/** Flat backgrounds behind the isometric drawings: sky, clouds, hills and the river bridge. */
import { palette, shade } from '../palette.ts';

export function sky(width: number, height: number, id = 'sky'): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyHigh}"/><stop offset="1" stop-color="${palette.brandTint}"/></linearGradient></defs>` +
    `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#${id})"/>`
  );
}

export function cloud(x: number, y: number, size: number): string {
  const s = size;
  return (
    `<g fill="${palette.cloud}" opacity="0.9">` +
    `<rect x="${x - s * 1.6}" y="${y}" width="${s * 3.2}" height="${s * 0.7}" rx="${s * 0.35}"/>` +
    `<circle cx="${x - s * 0.5}" cy="${y + s * 0.05}" r="${s * 0.55}"/>` +
    `<circle cx="${x + s * 0.35}" cy="${y - s * 0.1}" r="${s * 0.75}"/>` +
    '</g>'
  );
}

/** Rolling hills as a smooth band starting at baseline y. */
export function hills(
  width: number,
  y: number,
  amplitude: number,
  color: string,
  phase = 0,
): string {
  let d = `M0 ${y + amplitude}`;
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    const yy = y + amplitude * (0.5 + 0.5 * Math.sin(i * 1.3 + phase));
    d += ` L${x.toFixed(1)} ${yy.toFixed(1)}`;
  }
  d += ` L${width} ${y + amplitude * 4} L0 ${y + amplitude * 4} Z`;
  return `<path d="${d}" fill="${color}" stroke="${color}" stroke-width="1" stroke-linejoin="round"/>`;
}

/**
 * A through-arch road bridge in the distance, as a pale silhouette: a nod to
 * the bridge over the Mersey beside the town, drawn from simple shapes.
 */
export function archBridge(x: number, baseline: number, span: number): string {
  const rise = span * 0.22;
  const deck = baseline - span * 0.06;
  const color = shade(palette.skyHigh, -0.18);
  let hangers = '';
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const hx = x + span * t;
    const hy = deck - rise * 4 * t * (1 - t);
    hangers += `<line x1="${hx.toFixed(1)}" y1="${hy.toFixed(1)}" x2="${hx.toFixed(1)}" y2="${deck}" stroke="${color}" stroke-width="${(span * 0.004).toFixed(2)}"/>`;
  }
  const arch = `M${x} ${deck} Q${x + span / 2} ${deck - rise * 2} ${x + span} ${deck}`;
  return (
    `<g>${hangers}<path d="${arch}" fill="none" stroke="${color}" stroke-width="${(span * 0.018).toFixed(1)}"/>` +
    `<rect x="${x - span * 0.35}" y="${deck}" width="${span * 1.7}" height="${span * 0.018}" fill="${color}"/>` +
    `<rect x="${x - span * 0.02}" y="${deck}" width="${span * 0.03}" height="${baseline - deck}" fill="${color}"/>` +
    `<rect x="${x + span * 0.99}" y="${deck}" width="${span * 0.03}" height="${baseline - deck}" fill="${color}"/></g>`
  );
}

/** Sky, a few clouds, far hills with the bridge, and grass up to the horizon line. */
export function landscape(
  width: number,
  height: number,
  horizon: number,
  options: { bridgeX?: number; bridgeSpan?: number } = {},
): string {
  const span = options.bridgeSpan ?? width * 0.3;
  return (
    sky(width, height) +
    cloud(width * 0.18, height * 0.12, width * 0.035) +
    cloud(width * 0.62, height * 0.07, width * 0.028) +
    cloud(width * 0.86, height * 0.2, width * 0.03) +
    (options.bridgeX === undefined
      ? ''
      : archBridge(options.bridgeX, horizon - height * 0.03, span)) +
    hills(width, horizon - height * 0.06, height * 0.04, palette.hillFar, 0.4) +
    hills(width, horizon - height * 0.03, height * 0.03, palette.hill, 2.1) +
    `<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette.grass}"/>`
  );
}
