import type { StateCreator } from 'zustand';
import type { ConfirmationChannel } from '@/content/registration-form';
import type { AppState } from '@/store/app-store';

/**
 * The register page shows either the registration form (the third-party
 * widget or the site's own form) or the "registration received"
 * confirmation. Either the widget's completion event (see
 * src/components/external-widget/widgets.ts) or the own form's successful
 * submission switches it on; "Register Another Unit" goes back to the form.
 */
export type RegistrationStatus = 'form' | 'received';

/** What the own form sent, as label and value lines, and the contact details to keep. */
export type SentRegistration = {
  readonly lines: readonly { readonly label: string; readonly value: string }[];
  readonly contact: { readonly name: string; readonly email: string; readonly phone: string };
  /** Whether the server queued a confirmation email to contact.email. */
  readonly confirmation: ConfirmationChannel;
};

export type RegistrationSlice = {
  registrationStatus: RegistrationStatus;
  /** The last registration the own form sent (null after a widget completion). */
  sentRegistration: SentRegistration | null;
  markRegistrationReceived: (sent?: SentRegistration) => void;
  registerAnotherUnit: () => void;
};

export const createRegistrationSlice: StateCreator<AppState, [], [], RegistrationSlice> = (
  set,
) => ({
  registrationStatus: 'form',
  sentRegistration: null,
  markRegistrationReceived: (sent) =>
    set({ registrationStatus: 'received', sentRegistration: sent ?? null }),
  // The sent registration stays, so the form can offer the same contact details again.
  registerAnotherUnit: () => set({ registrationStatus: 'form' }),
});

export const selectRegistrationStatus = (s: AppState) => s.registrationStatus;
export const selectSentRegistration = (s: AppState) => s.sentRegistration;
