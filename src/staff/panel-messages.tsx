import styles from './staff.module.css';

/**
 * A panel's outcome line, read out when it changes, and what went wrong,
 * if anything, read out at once.
 */
export function PanelMessages({ status, problem }: { status: string; problem: string }) {
  return (
    <>
      <p role="status" className={styles.notice}>
        {status}
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </>
  );
}
