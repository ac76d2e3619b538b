/**
 * The year the site was built; the client writes in the visitor's year
 * (src/app/current-year.ts), since the footer is never hydrated.
 */
export function CurrentYear() {
  return <span data-current-year="">{__BUILD_YEAR__}</span>;
}
