import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '@/features/registration/draft-storage';
import { emptyDraft } from '@/features/registration/registration-schema';
import { useRegistrationForm } from '@/features/registration/use-registration-form';
import { useAppStore } from '@/store/app-store';

let seen: ReturnType<typeof useRegistrationForm>['values'] | null = null;

/**
 * The form's state, with a keystroke that reaches React in the same commit
 * as the form's first render, before its effects have run: what happens on a
 * slow phone when typing goes on while the form hydrates.
 */
function TypedDuringHydration() {
  const form = useRegistrationForm('/api/registrations');
  const { update } = form;
  useLayoutEffect(() => update({ name: 'Alexandra Early-Typer' }), [update]);
  seen = form.values;
  return null;
}

beforeEach(() => {
  sessionStorage.clear();
  seen = null;
  useAppStore.setState({ registrationStatus: 'form' });
});

describe('the registration draft kept in the tab', () => {
  it('survives a keystroke that comes before the form has read it', async () => {
    writeDraft({ ...emptyDraft, name: 'Old Draft Name', message: 'Boxes from the draft' }, [
      'name',
      'message',
    ]);
    render(<TypedDuringHydration />);
    await waitFor(() => expect(seen?.message).toBe('Boxes from the draft'));
    expect(seen?.name).toBe('Alexandra Early-Typer');
    // And the draft a reload restores holds both.
    expect(readDraft()).toMatchObject({
      name: 'Alexandra Early-Typer',
      message: 'Boxes from the draft',
    });
  });
});
