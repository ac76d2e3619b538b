import styles from '@/features/services/shared/numbered-steps.module.css';

export type Step = { readonly title: string; readonly text?: string };

/** An ordered list of steps with large numbers. Steps with a text get a heading; short ones are a line. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          {step.text ? (
            <>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </>
          ) : (
            <p className={styles.line}>{step.title}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
