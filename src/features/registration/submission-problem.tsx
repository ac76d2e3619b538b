import { submissionProblems } from '@/content/registration-form';
import { site } from '@/content/site';
import { facilityToday } from '@/features/registration/move-in-dates';
import styles from '@/features/registration/registration-form.module.css';
import type { RegistrationDraft } from '@/features/registration/registration-schema';
import { fieldLabels, validateRegistration } from '@/features/registration/registration-schema';
import { sentLines } from '@/features/registration/sent-lines';
import type { SubmitProblem } from '@/features/registration/submit-registration';

const messages: Record<SubmitProblem, string> = {
  offline: submissionProblems.offline,
  server: submissionProblems.server,
  'rate-limited': submissionProblems.rateLimited,
  refused: submissionProblems.refused,
};

/** An email to the team carrying what the visitor typed, for when sending fails. */
export function mailtoRegistration(values: RegistrationDraft): string {
  const checked = validateRegistration(values, facilityToday());
  const lines = checked.ok
    ? sentLines(checked.value)
    : [{ label: fieldLabels.name, value: values.name }];
  const body = [submissionProblems.emailIntro, '', ...lines.map((l) => `${l.label}: ${l.value}`)];
  const query = `subject=${encodeURIComponent(submissionProblems.emailSubject)}&body=${encodeURIComponent(body.join('\n'))}`;
  return `mailto:${site.email}?${query}`;
}

type SubmissionProblemProps = {
  problem: SubmitProblem;
  values: RegistrationDraft;
  onRetry: () => void;
};

/** What went wrong with sending, a retry, and the same registration by email instead. */
export function SubmissionProblem({ problem, values, onRetry }: SubmissionProblemProps) {
  return (
    <div className={styles.problem} role="alert">
      <h3>{submissionProblems.problemTitle}</h3>
      <p>{messages[problem]}</p>
      <div className={styles.problemActions}>
        {problem !== 'refused' && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {submissionProblems.retry}
          </button>
        )}
        <a href={mailtoRegistration(values)}>{submissionProblems.emailInstead}</a>
      </div>
    </div>
  );
}
