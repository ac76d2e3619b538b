import {
  type CalculatorItem,
  type CalculatorRoomId,
  calculatorItems,
  calculatorRooms,
} from '@/content/calculator-items';

/**
 * The catalogue's rooms as groups, and which of them are open when they are
 * collapsible (on a phone). Pure, so the rules are unit-tested; the catalogue
 * keeps the state beside its filter.
 */
export type RoomGroup = {
  readonly id: CalculatorRoomId;
  readonly name: string;
  readonly items: readonly CalculatorItem[];
};

/** Each room with the items whose names contain the query (any case); rooms with none are left out. */
export function roomsMatching(query: string): RoomGroup[] {
  const text = query.trim().toLowerCase();
  return calculatorRooms
    .map((room) => ({
      id: room.id,
      name: room.name,
      items: calculatorItems.filter(
        (item) => item.room === room.id && item.name.toLowerCase().includes(text),
      ),
    }))
    .filter((room) => room.items.length > 0);
}

/** How many items are chosen in a room: the sum of its items' quantities, whatever the filter shows. */
export function chosenInRoom(
  roomId: CalculatorRoomId,
  quantities: Readonly<Record<string, number>>,
): number {
  return calculatorItems
    .filter((item) => item.room === roomId)
    .reduce((sum, item) => sum + (quantities[item.id] ?? 0), 0);
}

/**
 * Which rooms are open. Without a filter, the rooms the visitor opened (the
 * first one to begin with). While a filter is in use, every room it matches
 * is open, except those closed since that query was typed; clearing the
 * filter brings back the visitor's own choice.
 */
export type RoomDisclosure = {
  readonly open: ReadonlySet<CalculatorRoomId>;
  readonly closedWhileFiltering: {
    readonly query: string;
    readonly rooms: ReadonlySet<CalculatorRoomId>;
  };
};

const firstRoom = calculatorRooms[0].id;

export const initialRoomDisclosure: RoomDisclosure = {
  open: new Set([firstRoom]),
  closedWhileFiltering: { query: '', rooms: new Set() },
};

const filterKey = (query: string) => query.trim().toLowerCase();

export function isRoomOpen(
  state: RoomDisclosure,
  roomId: CalculatorRoomId,
  query: string,
): boolean {
  const key = filterKey(query);
  if (key === '') return state.open.has(roomId);
  const closed = state.closedWhileFiltering;
  return !(closed.query === key && closed.rooms.has(roomId));
}

const toggled = <T>(set: ReadonlySet<T>, value: T): Set<T> => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};

export function toggleRoom(
  state: RoomDisclosure,
  roomId: CalculatorRoomId,
  query: string,
): RoomDisclosure {
  const key = filterKey(query);
  if (key === '') return { ...state, open: toggled(state.open, roomId) };
  const closed = state.closedWhileFiltering;
  const rooms = closed.query === key ? closed.rooms : new Set<CalculatorRoomId>();
  return { ...state, closedWhileFiltering: { query: key, rooms: toggled(rooms, roomId) } };
}
