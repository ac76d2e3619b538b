import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { registrationFieldCopy, registrationMessages } from '@/content/registration-form';
import { RegistrationForm } from '@/features/registration/registration-form';
import { useAppStore } from '@/store/app-store';

beforeEach(() => {
  sessionStorage.clear();
  useAppStore.setState({ registrationStatus: 'form' });
});

// Rendered in jsdom and driven as a visitor would: CPU work, up to 0.6 s a test
// in a full run here and several times that on a busy machine, so room of its own.
describe('the registration form in the browser', { timeout: 30_000 }, () => {
  it('refuses a name holding an invisible formatting character, naming the field', async () => {
    const user = userEvent.setup();
    // No endpoint of its own (as on a static host): nothing here reaches a server.
    render(<RegistrationForm endpoint="https://forms.example.net/f/abc" />);
    await user.type(
      screen.getByRole('textbox', { name: registrationFieldCopy.name.label }),
      'Ivy \u202egnp.exe',
    );
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(registrationFieldCopy.email.label) }),
      'ivy@example.org',
    );
    await user.click(screen.getByRole('button', { name: /register/i }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(registrationMessages.invisibleCharacters('Full name'));
  });
});
