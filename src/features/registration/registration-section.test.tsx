import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { widgetScriptSelector } from '@/components/external-widget/widget-script';
import { REGISTRATION_COMPLETE_EVENT } from '@/components/external-widget/widgets';
import { thirdParty } from '@/config/third-party-env';
import { registrationReceived } from '@/content/register';
import { RegistrationSection } from '@/features/registration/registration-section';
import { useAppStore } from '@/store/app-store';

const script = () => document.querySelector(widgetScriptSelector('registration'));

beforeEach(() => {
  useAppStore.setState({ registrationStatus: 'form' });
});

describe('RegistrationSection', () => {
  it('loads the registration widget with its form-flow id', () => {
    render(<RegistrationSection />);
    expect(screen.getByRole('region', { name: 'Registration form' })).toBeInTheDocument();
    expect(script()?.getAttribute(thirdParty.registrationFlowAttribute)).toBe(
      thirdParty.registrationFlowId,
    );
  });

  it('switches to "registration received" on the widget’s completion event and back again', async () => {
    render(<RegistrationSection />);
    act(() => {
      window.dispatchEvent(new CustomEvent(REGISTRATION_COMPLETE_EVENT));
    });
    const heading = screen.getByRole('heading', { name: registrationReceived.title });
    expect(heading).toHaveFocus();
    expect(useAppStore.getState().registrationStatus).toBe('received');
    expect(screen.queryByRole('region', { name: 'Registration form' })).toBeNull();
    expect(script()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: registrationReceived.again }));
    expect(useAppStore.getState().registrationStatus).toBe('form');
    expect(screen.getByRole('region', { name: 'Registration form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(script()).not.toBeNull();
  });
});
