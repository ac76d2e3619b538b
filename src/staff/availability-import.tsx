import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { postFile } from './api';
import styles from './staff.module.css';

type Change = { id: string; available: boolean; row: number; status: string };
type Skipped = { row: number; name: string };
type Preview = { rows: number; changes: Change[]; missing: string[]; skipped: Skipped[] };

const word = (available: boolean) => (available ? 'available' : 'not available');

/**
 * The management system's export, uploaded, previewed and then applied. With
 * the box ticked, units the plan does not have (containers, safety deposit
 * boxes in a whole export) are skipped and listed, as the command line's
 * --ignore-unknown does.
 */
export function AvailabilityImport({
  run,
  onApplied,
}: {
  /** Runs an action, what goes wrong shown by the panel. */
  run: (action: () => Promise<void>) => Promise<void>;
  onApplied: (status: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [skipUnknown, setSkipUnknown] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const upload = (path: string, chosen: File) =>
    postFile<Preview>(`${path}${skipUnknown ? '?ignoreUnknown=true' : ''}`, chosen);

  const showPreview = () =>
    run(async () => {
      if (file) setPreview(await upload('availability/preview', file));
    });

  const apply = () =>
    run(async () => {
      if (!file) return;
      const done = await upload('availability/import', file);
      setPreview(null);
      const skipped = done.skipped.length > 0 ? ` ${done.skipped.length} row(s) skipped.` : '';
      onApplied(`Applied: ${done.changes.length} unit(s) changed.${skipped}`);
    });

  return (
    <>
      <div className={styles.toolbar}>
        <label>
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </label>
        <label className={styles.inlineCheck}>
          <input
            type="checkbox"
            checked={skipUnknown}
            onChange={(e) => {
              setSkipUnknown(e.target.checked);
              setPreview(null);
            }}
          />
          Skip units not on the plan
        </label>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
          disabled={!file}
          onClick={showPreview}
        >
          Preview changes
        </button>
      </div>
      {preview && (
        <div className={styles.card}>
          <h3>What will change</h3>
          {preview.changes.length === 0 ? (
            <p>Nothing: every unit in the file already has that availability.</p>
          ) : (
            <ul>
              {preview.changes.map((c) => (
                <li key={c.id}>
                  {c.id}: now {word(c.available)} (row {c.row}: “{c.status}”)
                </li>
              ))}
            </ul>
          )}
          {preview.missing.length > 0 && (
            <p>
              {preview.missing.length} unit(s) on the plan are not in the file and stay as they are.
            </p>
          )}
          {preview.skipped.length > 0 && (
            <>
              <h4>Skipped: not on the plan</h4>
              <ul aria-label="Rows skipped">
                {preview.skipped.map((s) => (
                  <li key={s.row}>
                    row {s.row}: {s.name}
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.changes.length > 0 && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
              onClick={apply}
            >
              Apply these changes
            </button>
          )}
        </div>
      )}
    </>
  );
}
