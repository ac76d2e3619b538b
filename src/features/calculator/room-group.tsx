import { calculatorCopy } from '@/content/calculator';
import fold from '@/features/calculator/fold.module.css';
import styles from '@/features/calculator/item-catalogue.module.css';
import { QuantityControl } from '@/features/calculator/quantity-control';
import { chosenInRoom, type RoomGroup as Room } from '@/features/calculator/room-groups';
import { useCalculatorStore } from '@/store/calculator-slice';

type RoomGroupProps = {
  room: Room;
  /** On a phone each room folds behind a disclosure button; on a wide screen it is always open. */
  collapsible: boolean;
  open: boolean;
  onToggle: () => void;
};

/** One room of the catalogue: its heading (a disclosure button on a phone) and its items. */
export function RoomGroup({ room, collapsible, open, onToggle }: RoomGroupProps) {
  const headingId = `room-${room.id}`;
  const listId = `${headingId}-items`;
  return (
    <section aria-labelledby={headingId} className={styles.room}>
      <h4 id={headingId} className={collapsible ? fold.heading : undefined}>
        {collapsible ? (
          <button
            type="button"
            className={fold.button}
            aria-expanded={open}
            aria-controls={listId}
            onClick={onToggle}
          >
            <span>
              {room.name}
              <ChosenCount room={room} />
            </span>
            <span className={fold.icon} aria-hidden="true" />
          </button>
        ) : (
          room.name
        )}
      </h4>
      <ul id={listId} className={styles.items} hidden={collapsible && !open}>
        {room.items.map((item) => (
          <QuantityControl key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** "· 3 items" after a room's name, once something in it is chosen. */
function ChosenCount({ room }: { room: Room }) {
  const count = useCalculatorStore((s) => chosenInRoom(room.id, s.calculatorList.quantities));
  if (count === 0) return null;
  return <span className={fold.count}>{calculatorCopy.roomChosen(count)}</span>;
}
