import { describe, expect, it } from 'vitest';
import { readDraft, readDraftTouched, writeDraft } from '@/features/registration/draft-storage';
import { fillEmptyFields, pickFields } from '@/features/registration/fill-empty-fields';
import {
  emptyDraft,
  type RegistrationDraft,
  type RegistrationField,
} from '@/features/registration/registration-schema';

const draft: RegistrationDraft = {
  ...emptyDraft,
  name: 'Draft Name',
  email: 'draft@example.org',
  storageType: 'container',
  message: 'From the draft',
  marketingOptIn: true,
};
const none = new Set<RegistrationField>();

describe('filling the form on the visitor’s behalf', () => {
  it('fills only fields that are still empty, and never overwrites what was typed', () => {
    const typed = {
      ...emptyDraft,
      name: 'Alexandra Early-Typer',
      storageType: 'business' as const,
    };
    const touched = new Set<RegistrationField>(['name', 'storageType']);
    expect(fillEmptyFields(typed, touched, [draft])).toEqual({
      ...draft,
      name: 'Alexandra Early-Typer',
      storageType: 'business',
    });
  });

  it('leaves a field the visitor touched and cleared empty', () => {
    const touched = new Set<RegistrationField>(['email']);
    expect(fillEmptyFields(emptyDraft, touched, [draft]).email).toBe('');
  });

  it('takes each field from the first source that has it: the link before the draft', () => {
    const link = { storageType: 'business' as const };
    const filled = fillEmptyFields(emptyDraft, none, [link, draft]);
    expect(filled.storageType).toBe('business');
    expect(filled.name).toBe('Draft Name');
  });

  it('takes a unit only with its size, and only when no size was chosen', () => {
    const link = { unitId: '2-C-1', unitSize: '25' as const };
    expect(fillEmptyFields(emptyDraft, none, [link, draft])).toMatchObject(link);
    const chosen = { ...emptyDraft, unitSize: '50' as const };
    const touched = new Set<RegistrationField>(['unitSize']);
    expect(fillEmptyFields(chosen, touched, [link])).toMatchObject({ unitId: '', unitSize: '50' });
    const sizeOnlyLink = { unitSize: '100' as const };
    const unitDraft = { ...emptyDraft, unitId: '2-G-2', unitSize: '50' as const };
    expect(fillEmptyFields(emptyDraft, none, [sizeOnlyLink, unitDraft])).toMatchObject({
      unitId: '',
      unitSize: '100',
    });
  });

  it('puts what the visitor chose earlier in the tab before a link, and the link before the rest', () => {
    writeDraft({ ...draft, unitId: '2-G-2', unitSize: '50' }, ['storageType', 'name']);
    const stored = readDraft() ?? emptyDraft;
    expect(readDraftTouched()).toEqual(new Set(['name', 'storageType']));
    const own = pickFields(stored, readDraftTouched());
    const link = { storageType: 'business' as const, unitId: '2-C-1', unitSize: '25' as const };
    expect(fillEmptyFields(emptyDraft, none, [own, link, stored])).toMatchObject({
      name: 'Draft Name',
      storageType: 'container',
      unitId: '2-C-1',
      unitSize: '25',
      message: 'From the draft',
    });
  });
});
