import { Section } from '@/components/section/section';
import { businessIndustries } from '@/content/business';
import styles from '@/features/services/business/industry-groups.module.css';

/** The industry lists: each industry and what it typically stores. */
export function IndustryGroups() {
  return (
    <Section id="industries" title={businessIndustries.title} intro={businessIndustries.intro}>
      <ul className={styles.grid}>
        {businessIndustries.groups.map((group) => (
          <li key={group.industry} className={styles.group}>
            <h3 className={styles.title}>{group.industry}</h3>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
