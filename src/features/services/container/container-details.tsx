import { CheckList } from '@/components/check-list/check-list';
import { type ContainerOption, containerViewerCopy as copy } from '@/content/containers';
import styles from '@/features/services/container/container-showcase.module.css';

/** Dimensions, floor space, description, capacity and comparison of the container shown. */
export function ContainerDetails({ option }: { option: ContainerOption }) {
  return (
    <div className={styles.details}>
      <h3 className={styles.name}>{option.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.dimensionsLabel}</dt>
          <dd>{option.dimensions}</dd>
        </div>
        <div>
          <dt>{copy.floorSpaceLabel}</dt>
          <dd>{copy.floorSpace(option.sqft)}</dd>
        </div>
      </dl>
      <p>{option.description}</p>
      <h4 className={styles.capacityHeading}>{copy.capacityHeading}</h4>
      <CheckList items={option.capacity} />
      <p className={styles.comparison}>{option.comparison}</p>
    </div>
  );
}
