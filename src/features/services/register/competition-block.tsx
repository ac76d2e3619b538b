import { SocialIcon } from '@/components/footer/social-icon';
import { TermsNote } from '@/components/terms-link/terms-link';
import { registerCompetition } from '@/content/register';
import styles from '@/features/services/register/competition-block.module.css';
import { NumberedSteps } from '@/features/services/shared/numbered-steps';

const steps = registerCompetition.steps.map((title) => ({ title }));

/** The competition: win free storage by following, sharing and registering. */
export function CompetitionBlock() {
  return (
    <section className="section section--tint" aria-labelledby="competition-heading">
      <div className="container">
        <p className="eyebrow">{registerCompetition.eyebrow}</p>
        <h2 id="competition-heading">{registerCompetition.title}</h2>
        <h3 className={styles.subheading}>{registerCompetition.stepsHeading}</h3>
        <NumberedSteps steps={steps} />
        <h3 className={styles.subheading}>{registerCompetition.socialHeading}</h3>
        <ul className={styles.social}>
          {registerCompetition.social.map(({ network, href }) => (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <SocialIcon network={network} />
                <span>{network}</span>
                <span className="visually-hidden">{registerCompetition.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{registerCompetition.note}</p>
        <TermsNote offer={registerCompetition.terms} />
      </div>
    </section>
  );
}
