import { type RefObject, useEffect, useRef } from 'react';
import { ExternalWidget } from '@/components/external-widget/external-widget';
import { registrationWidget } from '@/components/external-widget/widgets';
import { thirdParty } from '@/config/third-party-env';
import { registerForm } from '@/content/register';
import { RegistrationForm } from '@/features/registration/registration-form';
import { RegistrationReceived } from '@/features/registration/registration-received';
import { useAppStore } from '@/store/app-store';
import { selectRegistrationStatus, selectSentRegistration } from '@/store/registration-slice';

/**
 * The registration form widget (or, when it is off or fails, the site's own
 * form), or the "registration received" state once the widget reports
 * completion (the completion hook: see use-external-widget.ts) or the own
 * form has been sent. Focus follows the switch so keyboard and screen
 * reader users land on what replaced the content they were in.
 */
export function RegistrationPanel({
  formHeadingRef,
}: {
  formHeadingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const status = useAppStore(selectRegistrationStatus);
  const sent = useAppStore(selectSentRegistration);
  const markReceived = useAppStore((s) => s.markRegistrationReceived);
  const registerAnother = useAppStore((s) => s.registerAnotherUnit);
  const receivedHeading = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(status);

  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    if (status === 'received') receivedHeading.current?.focus();
    else formHeadingRef.current?.focus();
  }, [status, formHeadingRef]);

  if (status === 'received') {
    return (
      <RegistrationReceived
        headingRef={receivedHeading}
        onRegisterAnother={registerAnother}
        sent={sent}
      />
    );
  }
  return (
    <ExternalWidget
      widget={registrationWidget}
      label={registerForm.widgetLabel}
      loadingText={registerForm.loading}
      fallback={<RegistrationForm endpoint={thirdParty.registrationEndpoint} />}
      onComplete={() => markReceived()}
    />
  );
}
