import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import { sizeHelpCopy as copy } from '@/content/size-guide';
import styles from '@/features/size-picker/size-help.module.css';

/** "Still not sure…": a way on to the calculator or to a person. */
export function SizeHelp() {
  return (
    <section className="section" aria-labelledby={`${copy.id}-heading`}>
      <div className={`container ${styles.help}`}>
        <h2 id={`${copy.id}-heading`} className={styles.title}>
          {copy.title}
        </h2>
        <p className="lead">{copy.text}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.calculator} variant="secondary">
            {copy.calculator}
          </ButtonLink>
          <ButtonLink to={paths.register} variant="outline">
            {copy.expert}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
