import { describe, expect, it } from 'vitest';
import { readLiveStatuses, withLiveStatuses } from '@/features/floor-plan/live-availability';
import type { Layout } from '@/layout/layout-schema';

const unit = (id: string, isAvailable: boolean) => ({
  id,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  sqft: 25,
  title: id,
  description: '',
  isAvailable,
});
const layout = {
  canvas: { width: 100, height: 100 },
  units: [unit('1-A-1', true), unit('1-A-2', false)],
} as unknown as Layout;

describe('live availability', () => {
  it('lays the live statuses over the built ones, and ignores units not on the plan', () => {
    const live = withLiveStatuses(layout, { '1-A-1': false, '9-Z-9': true });
    expect(live.units.map((u) => [u.id, u.isAvailable])).toEqual([
      ['1-A-1', false],
      ['1-A-2', false],
    ]);
    expect(layout.units[0]?.isAvailable).toBe(true);
  });

  it('keeps the built layout itself when nothing differs, or when there is no answer', () => {
    expect(withLiveStatuses(layout, { '1-A-1': true, '1-A-2': false })).toBe(layout);
    expect(withLiveStatuses(layout, null)).toBe(layout);
  });

  it('reads only the server shape: a map of unit ids to true or false', () => {
    expect(readLiveStatuses({ units: { '1-A-1': true } })).toEqual({ '1-A-1': true });
    expect(readLiveStatuses({ units: { '1-A-1': 'yes' } })).toBeNull();
    expect(readLiveStatuses({ units: [] })).toBeNull();
    expect(readLiveStatuses('<!doctype html>')).toBeNull();
    expect(readLiveStatuses(null)).toBeNull();
  });
});
