import { useMemo } from 'react';
import { unitPathCopy as copy } from '@/content/size-guide';
import { searchUnits } from '@/features/floor-plan/unit-lookup';
import styles from '@/features/floor-plan/unit-search.module.css';
import { useShowUnit } from '@/features/floor-plan/use-show-unit';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectUnitSearch } from '@/store/floor-plan-slice';

const INPUT_ID = 'unit-search';
const LISTBOX_ID = 'unit-search-options';
const HINT_ID = 'unit-search-hint';
const optionId = (id: string) => `unit-search-option-${id}`;
/** "c-4" is C-4 on its floor, and "2-c-4" is 2-C-4. */
const isSameUnit = (id: string, typed: string) => {
  const upper = typed.toUpperCase();
  return id === upper || id.slice(id.indexOf('-') + 1) === upper;
};

/**
 * "Find a unit": an editable combobox with a list of suggestions, after the
 * WAI-ARIA APG pattern (list autocomplete, focus stays in the input and the
 * active option is named by aria-activedescendant). Choosing a unit shows it
 * on the plan and opens it, on whichever floor it is.
 */
export function UnitSearch({ layout }: { layout: Layout }) {
  const { query, open, active } = useAppStore(selectUnitSearch);
  const change = useAppStore((s) => s.changeUnitSearch);
  const showUnitById = useShowUnit(layout);
  const options = useMemo(() => searchUnits(layout.units, query), [layout.units, query]);
  const expanded = open && query.trim() !== '';
  const activeId = expanded ? options[active] : undefined;

  const choose = (id: string) => {
    change({ query: id, open: false, active: -1 });
    showUnitById(id);
  };
  const move = (by: number) => {
    if (options.length === 0) return;
    const from = expanded ? active : -1;
    change({ open: true, active: (from + by + options.length) % options.length });
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(expanded ? -1 : options.length);
    else if (event.key === 'Enter') {
      const typed = query.trim();
      const exact = options.find((id) => isSameUnit(id, typed));
      if (activeId) choose(activeId);
      else if (exact) choose(exact);
      else if (options.length === 1 && options[0]) choose(options[0]);
      else if (options.length === 0 && typed !== '') choose(typed);
      else if (options.length > 1) move(1);
      else return;
    } else if (event.key === 'Escape') {
      change(expanded ? { open: false, active: -1 } : { query: '', active: -1 });
    } else return;
    event.preventDefault();
  };

  return (
    <div className={styles.search}>
      <label htmlFor={INPUT_ID} className={styles.label}>
        {copy.searchLabel}
      </label>
      <div className={styles.field}>
        <input
          id={INPUT_ID}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={activeId ? optionId(activeId) : undefined}
          aria-describedby={HINT_ID}
          value={query}
          onChange={(event) => change({ query: event.currentTarget.value, open: true, active: -1 })}
          onKeyDown={onKeyDown}
          onBlur={() => change({ open: false, active: -1 })}
        />
        <div
          id={LISTBOX_ID}
          role="listbox"
          aria-label={copy.searchLabel}
          className={styles.options}
          hidden={!expanded}
        >
          {options.map((id, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are on the combobox input (aria-activedescendant).
            <div
              key={id}
              id={optionId(id)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={styles.option}
              // Keeps focus in the input, as the pattern asks, until the choice is made.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(id)}
            >
              {id}
            </div>
          ))}
          {options.length === 0 && (
            <div
              role="option"
              tabIndex={-1}
              aria-selected={false}
              aria-disabled="true"
              className={styles.none}
            >
              {copy.searchNone}
            </div>
          )}
        </div>
      </div>
      <p id={HINT_ID} className={styles.hint}>
        {copy.searchHint}
      </p>
    </div>
  );
}
