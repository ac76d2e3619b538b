import { useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { openingDraft } from '@/content/announcements';
import {
  type AnnouncementDraft,
  announcementLimits,
  announcementProblems,
} from '@/staff-shared/announcement';
import { announcementCopy as copy } from './copy';
import styles from './staff.module.css';

type Props = {
  initial: AnnouncementDraft;
  editing: boolean;
  onSave: (draft: AnnouncementDraft) => Promise<void>;
};

/** The subject and body of a draft, checked as the server checks them before they are saved. */
export function AnnouncementEditor({ initial, editing, onSave }: Props) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<AnnouncementDraft>>({});
  const id = useId();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found = announcementProblems(draft);
    setProblems(found);
    if (!found.subject && !found.body) await onSave(draft);
  }

  const field = (name: keyof AnnouncementDraft) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby':
      [name === 'body' ? `${id}-hint` : '', problems[name] ? `${id}-${name}-problem` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [name]: e.target.value }),
  });

  return (
    <form className={styles.announcementForm} onSubmit={save} noValidate>
      <h2>{copy.editorHeading(editing)}</h2>
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
        onClick={() => setDraft({ ...openingDraft })}
      >
        {copy.startFromOpening}
      </button>
      <label htmlFor={`${id}-subject`}>{copy.subject}</label>
      <input type="text" maxLength={announcementLimits.subjectMax} {...field('subject')} />
      {problems.subject && (
        <p id={`${id}-subject-problem`} className={styles.problem}>
          {problems.subject}
        </p>
      )}
      <label htmlFor={`${id}-body`}>{copy.body}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {copy.bodyHint}
      </p>
      <textarea rows={12} {...field('body')} />
      {problems.body && (
        <p id={`${id}-body-problem`} className={styles.problem}>
          {problems.body}
        </p>
      )}
      <div className={styles.toolbar}>
        <button type="submit" className={`${buttons.button} ${buttons.small} ${buttons.primary}`}>
          {copy.save}
        </button>
      </div>
    </form>
  );
}
