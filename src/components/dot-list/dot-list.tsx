type DotListProps = {
  /** Names the list, such as "Choose a slide". */
  label: string;
  /** One accessible name per dot, in order. */
  dotLabels: readonly string[];
  /** The dot shown as current (aria-current). */
  index: number;
  /** The id of the region the dots change, when there is one. */
  controls?: string;
  listClassName?: string;
  dotClassName?: string;
  onSelect: (index: number) => void;
};

/** One button per item of a carousel or stepper, the current one marked for assistive tech and CSS. */
export function DotList({
  label,
  dotLabels,
  index,
  controls,
  listClassName,
  dotClassName,
  onSelect,
}: DotListProps) {
  return (
    <ul className={listClassName} aria-label={label}>
      {dotLabels.map((dotLabel, position) => (
        <li key={dotLabel}>
          <button
            type="button"
            className={dotClassName}
            aria-label={dotLabel}
            aria-controls={controls}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => onSelect(position)}
          />
        </li>
      ))}
    </ul>
  );
}
