/**
 * Whether the visitor changed a prerendered form control before React took
 * the page over, judged against the page's own markup: an input's value
 * attribute, a box's checked attribute, a list's selected option. Returns the
 * control's value (or a checkbox's ticked state) when changed, undefined when
 * not. A list rendered by the browser's scripts has no selected option in its
 * markup and so never counts as changed.
 */
export function changedValue(control: Element): string | boolean | undefined {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return control.checked && !control.defaultChecked ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const initial = Array.from(control.options).find((option) => option.defaultSelected);
    return initial && control.value !== initial.value ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    return control.value !== control.defaultValue ? control.value : undefined;
  }
  return undefined;
}
