/**
 * The footer's year is the build year in the prerendered HTML; the footer is
 * never hydrated, so the visitor's year is written in here, without React.
 */
export function showCurrentYear() {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
