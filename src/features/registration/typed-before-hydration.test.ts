import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from '@/features/registration/typed-before-hydration';

/** The form as the prerendered page has it: values in the markup's attributes. */
function prerenderedForm() {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="name" value="">
    <input name="email" type="email" value="">
    <input type="radio" name="storageType" value="personal" checked>
    <input type="radio" name="storageType" value="business">
    <select name="unitSize"><option value="50">50</option><option value="not-sure" selected>Not sure</option></select>
    <textarea name="message"></textarea>
    <input type="checkbox" name="marketingOptIn" value="yes">
    <input name="website" value="">`;
  return form;
}
const control = <T extends Element>(form: HTMLFormElement, selector: string) =>
  form.querySelector(selector) as T;

describe('what the visitor typed before hydration', () => {
  it('is nothing while the form is as the page delivered it', () => {
    expect(typedBeforeHydration(prerenderedForm())).toEqual({});
  });

  it('is every field changed from the markup, with its value', () => {
    const form = prerenderedForm();
    control<HTMLInputElement>(form, '[name=name]').value = 'Alexandra Early-Typer';
    control<HTMLInputElement>(form, '[value=business]').checked = true;
    control<HTMLSelectElement>(form, 'select').value = '50';
    control<HTMLTextAreaElement>(form, 'textarea').value = 'Two bikes';
    control<HTMLInputElement>(form, '[type=checkbox]').checked = true;
    control<HTMLInputElement>(form, '[name=website]').value = 'http://spam.example';
    expect(typedBeforeHydration(form)).toEqual({
      name: 'Alexandra Early-Typer',
      storageType: 'business',
      unitSize: '50',
      unitId: '',
      message: 'Two bikes',
      marketingOptIn: true,
    });
  });
});
