import { useDeferredValue, useId, useState } from 'react';
import { calculatorCopy } from '@/content/calculator';
import styles from '@/features/calculator/item-catalogue.module.css';
import { RoomGroup } from '@/features/calculator/room-group';
import {
  initialRoomDisclosure,
  isRoomOpen,
  roomsMatching,
  toggleRoom,
} from '@/features/calculator/room-groups';
import { usePhoneLayout } from '@/features/calculator/use-phone-layout';

/**
 * Every catalogue item by room, with a box that finds items by name across
 * rooms. On a phone the rooms fold (the first open), so the page is a few
 * screens long instead of twenty; the filter opens the rooms it matches.
 */
export function ItemCatalogue() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [disclosure, setDisclosure] = useState(initialRoomDisclosure);
  const collapsible = usePhoneLayout();
  const filterId = useId();
  const hintId = `${filterId}-hint`;
  const rooms = roomsMatching(deferred);

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
      <div className={collapsible ? `${styles.rooms} ${styles.folded}` : styles.rooms}>
        {rooms.map((room) => (
          <RoomGroup
            key={room.id}
            room={room}
            collapsible={collapsible}
            open={isRoomOpen(disclosure, room.id, deferred)}
            onToggle={() => setDisclosure((state) => toggleRoom(state, room.id, deferred))}
          />
        ))}
      </div>
    </div>
  );
}
