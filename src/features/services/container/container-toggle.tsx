import { type ContainerId, containerIds, containerOptions } from '@/content/containers';
import styles from '@/features/services/container/container-showcase.module.css';

type ContainerToggleProps = {
  label: string;
  selected: ContainerId;
  onSelect: (id: ContainerId) => void;
};

/** Two toggle buttons, 10ft and 20ft; the pressed one is the container shown. */
export function ContainerToggle({ label, selected, onSelect }: ContainerToggleProps) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">{label}</legend>
      {containerIds.map((id) => (
        <button
          key={id}
          type="button"
          className={styles.toggleButton}
          aria-pressed={id === selected}
          onClick={() => onSelect(id)}
        >
          {containerOptions[id].name}
        </button>
      ))}
    </fieldset>
  );
}
