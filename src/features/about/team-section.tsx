import { ResponsiveImage } from '@/components/media/responsive-image';
import { Section } from '@/components/section/section';
import { aboutTeam as copy } from '@/content/about';
import { media } from '@/content/media';
import { team } from '@/content/team';
import styles from '@/features/about/about.module.css';

const SIZES = '(min-width: 768px) 320px, 100vw';

/** The three team members: portrait, name, title and a line about their role. */
export function TeamSection() {
  return (
    <Section {...copy} centred>
      <ul className={styles.team}>
        {team.map((member) => (
          <li key={member.id} className={styles.member}>
            <ResponsiveImage
              image={media.team[member.id]}
              sizes={SIZES}
              className={styles.portrait}
            />
            <h3 className={styles.memberName}>{member.name}</h3>
            <p className={styles.memberTitle}>{member.title}</p>
            <p className={styles.memberBio}>{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
