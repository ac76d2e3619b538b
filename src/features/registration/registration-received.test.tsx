import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receivedText } from '@/content/registration-form';
import { RegistrationReceived } from '@/features/registration/registration-received';
import type { SentRegistration } from '@/store/registration-slice';

const sent = (confirmation: SentRegistration['confirmation']): SentRegistration => ({
  lines: [{ label: 'Full name', value: 'Alex' }],
  contact: { name: 'Alex', email: 'alex@example.com', phone: '' },
  confirmation,
});

const show = (s: SentRegistration | null) =>
  render(<RegistrationReceived headingRef={null} onRegisterAnother={() => {}} sent={s} />);

describe('RegistrationReceived', () => {
  it('says a confirmation is on its way only when the server queued one', () => {
    show(sent('email'));
    expect(
      screen.getByText(
        /A confirmation is on its way to alex@example\.com\. Our team will contact you within 24 hours/,
      ),
    ).toBeInTheDocument();
  });

  it('promises only the reply when no email is sent', () => {
    show(sent('none'));
    expect(screen.getByText(receivedText('none'))).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).toBeNull();
  });
});
