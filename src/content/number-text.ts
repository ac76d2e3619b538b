/**
 * Numbers as the site writes them, the way `toLocaleString('en-GB')` does
 * ("1,250", "2.5", "1,250.50"), without Intl. The first Intl call on a page
 * sets up the browser's locale data: 40 to 70 ms on the benchmark machine,
 * several times that on a mid-range phone, and every page with an island
 * made one as it started. A unit test holds this to Intl's output.
 *
 * Like Intl, it rounds half up the shortest decimal that reads back as the
 * number (0.15 is "0.15", so it rounds to 0.2), not the binary value:
 * "0.15e1" is read as exactly 1.5.
 */
export function formatNumber(
  n: number,
  { maximumFractionDigits: places = 0, minimumFractionDigits = 0 } = {},
): string {
  const text = String(Math.abs(n));
  // Not finite, or in exponent form: below 1e-6 (nothing at the places the site asks for) or from 1e21.
  if (!/^[\d.]+$/.test(text)) return Math.abs(n) < 1 ? '0' : String(n);
  const digits = String(Math.round(Number(`${text}e${places}`))).padStart(places + 1, '0');
  const split = digits.length - places;
  const fraction = digits.slice(split).replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const grouped = digits.slice(0, split).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
