import { useDeferredValue, useId, useState } from 'react';
import { calculatorCopy } from '@/content/calculator';
import { calculatorItems, calculatorRooms } from '@/content/calculator-items';
import styles from '@/features/calculator/item-catalogue.module.css';
import { QuantityControl } from '@/features/calculator/quantity-control';

/** Every catalogue item by room, with a box that finds items by name across rooms. */
export function ItemCatalogue() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query).trim().toLowerCase();
  const filterId = useId();
  const hintId = `${filterId}-hint`;
  const matches = calculatorItems.filter((item) => item.name.toLowerCase().includes(deferred));
  const rooms = calculatorRooms
    .map((room) => ({ ...room, items: matches.filter((item) => item.room === room.id) }))
    .filter((room) => room.items.length > 0);

  return (
    <div className={styles.catalogue}>
      <h3>{calculatorCopy.itemsTitle}</h3>
      <div className={styles.filter}>
        <label htmlFor={filterId}>{calculatorCopy.filterLabel}</label>
        <input
          id={filterId}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {calculatorCopy.filterHint}
        </p>
      </div>
      {rooms.length === 0 && (
        <p className={styles.none} role="status">
          {calculatorCopy.noMatch(query.trim())}
        </p>
      )}
      <div className={styles.rooms}>
        {rooms.map((room) => (
          <section key={room.id} aria-labelledby={`room-${room.id}`} className={styles.room}>
            <h4 id={`room-${room.id}`}>{room.name}</h4>
            <ul className={styles.items}>
              {room.items.map((item) => (
                <QuantityControl key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
