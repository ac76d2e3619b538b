/**
 * Numbers as the site writes them, the way `toLocaleString('en-GB')` does
 * ("1,250", "2.5", "1,250.50"), without Intl. The first Intl call on a page
 * sets up the browser's locale data: 40 to 70 ms on the benchmark machine,
 * several times that on a mid-range phone, and every page with an island
 * made one as it started. A unit test holds this to Intl's output.
 */
export function formatNumber(
  n: number,
  { maximumFractionDigits = 0, minimumFractionDigits = 0 } = {},
): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const [whole, fraction] = rounded(Math.abs(n), maximumFractionDigits);
  const digits = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${digits ? `.${digits}` : ''}`;
}

/**
 * `abs` rounded half up to `places` decimal places, as whole and fraction
 * digits. Like Intl, it rounds the shortest decimal that reads back as the
 * number (0.15 is "0.15", so it rounds to 0.2), not the binary value.
 */
function rounded(abs: number, places: number): [string, string] {
  const text = String(abs);
  // Exponent form: below 1e-6 (nothing at the places the site asks for) or from 1e21.
  if (text.includes('e')) return abs < 1 ? ['0', ''] : [abs.toFixed(0), ''];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, places)}`;
  const up = (fraction[places] ?? '0') >= '5';
  const all = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const split = all.length - places;
  return [all.slice(0, split) || '0', all.slice(split)];
}
