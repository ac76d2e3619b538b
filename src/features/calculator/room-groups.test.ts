import { describe, expect, it } from 'vitest';
import { calculatorItems, calculatorRooms } from '@/content/calculator-items';
import {
  chosenInRoom,
  initialRoomDisclosure,
  isRoomOpen,
  roomsMatching,
  toggleRoom,
} from '@/features/calculator/room-groups';

describe('roomsMatching', () => {
  it('lists every room with all its items when nothing is typed', () => {
    const rooms = roomsMatching('  ');
    expect(rooms.map((room) => room.id)).toEqual(calculatorRooms.map((room) => room.id));
    expect(rooms.flatMap((room) => room.items)).toHaveLength(calculatorItems.length);
  });

  it('searches every room, in any case, and leaves out rooms with no match', () => {
    const rooms = roomsMatching(' TABLE');
    expect(rooms.map((room) => room.id)).toEqual(['living', 'bedroom', 'kitchen', 'garden']);
    expect(rooms.find((room) => room.id === 'garden')?.items.map((item) => item.id)).toEqual([
      'garden-table',
    ]);
    expect(roomsMatching('piano')).toEqual([]);
  });
});

describe('chosenInRoom', () => {
  it('adds up the quantities of the room’s items only', () => {
    const quantities = { 'bed-double': 2, 'bedside-table': 1, ladder: 4, nothing: 9 };
    expect(chosenInRoom('bedroom', quantities)).toBe(3);
    expect(chosenInRoom('garden', quantities)).toBe(4);
    expect(chosenInRoom('kitchen', quantities)).toBe(0);
  });
});

describe('room disclosure', () => {
  it('starts with the first room open and the others closed', () => {
    expect(calculatorRooms.map((room) => isRoomOpen(initialRoomDisclosure, room.id, ''))).toEqual(
      calculatorRooms.map((_, index) => index === 0),
    );
  });

  it('opens and closes a room the visitor toggles', () => {
    const opened = toggleRoom(initialRoomDisclosure, 'garden', '');
    expect(isRoomOpen(opened, 'garden', '')).toBe(true);
    expect(isRoomOpen(opened, 'living', '')).toBe(true);
    expect(isRoomOpen(toggleRoom(opened, 'living', ''), 'living', '')).toBe(false);
  });

  it('opens every room while a filter is typed, and a room closed then stays closed for that query only', () => {
    expect(isRoomOpen(initialRoomDisclosure, 'garden', 'ladder')).toBe(true);
    const closed = toggleRoom(initialRoomDisclosure, 'garden', 'Ladder ');
    expect(isRoomOpen(closed, 'garden', 'ladder')).toBe(false);
    expect(isRoomOpen(closed, 'garden', 'lad')).toBe(true);
    expect(isRoomOpen(toggleRoom(closed, 'garden', 'ladder'), 'garden', 'ladder')).toBe(true);
  });

  it('brings back the visitor’s own choice once the filter is cleared', () => {
    const state = toggleRoom(toggleRoom(initialRoomDisclosure, 'boxes', ''), 'living', 'sofa');
    expect(isRoomOpen(state, 'living', '')).toBe(true);
    expect(isRoomOpen(state, 'boxes', '')).toBe(true);
    expect(isRoomOpen(state, 'garden', '')).toBe(false);
  });
});
