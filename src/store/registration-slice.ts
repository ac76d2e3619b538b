import type { StateCreator } from 'zustand';
import type { AppState } from '@/store/app-store';

/**
 * The register page shows either the registration form (a third-party
 * widget) or the "registration received" confirmation. The confirmation is
 * switched on by the widget's completion event (see
 * src/components/external-widget/widgets.ts); "Register Another Unit" goes back
 * to the form.
 */
export type RegistrationStatus = 'form' | 'received';

export type RegistrationSlice = {
  registrationStatus: RegistrationStatus;
  markRegistrationReceived: () => void;
  registerAnotherUnit: () => void;
};

export const createRegistrationSlice: StateCreator<AppState, [], [], RegistrationSlice> = (
  set,
) => ({
  registrationStatus: 'form',
  markRegistrationReceived: () => set({ registrationStatus: 'received' }),
  registerAnotherUnit: () => set({ registrationStatus: 'form' }),
});

export const selectRegistrationStatus = (s: AppState) => s.registrationStatus;
