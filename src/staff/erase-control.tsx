import { startAuthentication } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { getJson, postJson } from './api';
import { erasePreviewCopy as copy } from './copy';
import styles from './staff.module.css';

type Preview = { address: string | null; registrations: number; emails: number };
export type Erased = { registrations: { id: string; createdAt: string }[]; messages: number };

type Props = {
  leadId: string;
  /** Runs the erase as the card runs every action: guarded, its problems shown, the list reloaded. */
  act: (run: () => Promise<unknown>) => Promise<void>;
  /** Runs the look before it: guarded and its problems shown, with nothing reloaded. */
  peek: (run: () => Promise<unknown>) => Promise<unknown>;
  onErased: (erased: Erased) => void;
  onStatus: (text: string) => void;
};

/**
 * Erase in two steps: first what will go, on the page (the address, how many
 * registrations and emails), with Cancel; only on Erase is the passkey asked
 * for again, with user verification.
 */
export function EraseControl({ leadId, act, peek, onErased, onStatus }: Props) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const headingId = useId();

  const look = () =>
    peek(async () => {
      setPreview(
        await getJson<Preview>(`registrations/erase-preview?id=${encodeURIComponent(leadId)}`),
      );
    });

  const erase = () =>
    act(async () => {
      setPreview(null);
      const optionsJSON =
        await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('verify/options');
      const response = await startAuthentication({ optionsJSON });
      onErased(await postJson<Erased>('registrations/erase', { id: leadId, response }));
    });

  if (!preview)
    return (
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
        onClick={look}
      >
        Erase this person…
      </button>
    );
  return (
    <section aria-labelledby={headingId} className={styles.confirmBox}>
      <p id={headingId} className={styles.confirmHeading}>
        {copy.heading}
      </p>
      <p>{copy.summary(preview)}</p>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
          onClick={erase}
        >
          {copy.confirm}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
          onClick={() => {
            setPreview(null);
            onStatus(copy.cancelled);
          }}
        >
          {copy.cancel}
        </button>
      </div>
    </section>
  );
}
