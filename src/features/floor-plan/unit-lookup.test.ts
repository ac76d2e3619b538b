import { describe, expect, it } from 'vitest';
import {
  availableUnitOfSize,
  floorLayout,
  layoutFloors,
  searchUnits,
  sizeOnPlan,
  UNIT_ZOOM,
  viewOnUnit,
} from '@/features/floor-plan/unit-lookup';
import type { Layout, Unit } from '@/layout/layout-schema';

const unit = (id: string, sqft = 25, isAvailable = true, x = 0): Unit => ({
  id,
  x,
  y: 0,
  width: 40,
  height: 40,
  sqft,
  title: `Unit ${id}`,
  description: '',
  isAvailable,
});
const units = [
  unit('1-A-1'),
  unit('2-C-4', 25, false),
  unit('2-C-40'),
  unit('2-G-2', 50),
  unit('1-C-4', 25, true, 100),
];

describe('unit lookup', () => {
  it('lists floors in order and draws each with its own features', () => {
    expect(layoutFloors(units)).toEqual(['1', '2']);
    const layout: Layout = {
      canvas: { width: 200, height: 100 },
      units,
      features: [
        { id: 'lift', kind: 'lift', label: 'Lift', x: 0, y: 0, width: 10, height: 10 },
        {
          id: 'office',
          kind: 'office',
          label: 'Office',
          x: 0,
          y: 0,
          width: 9,
          height: 9,
          floor: 2,
        },
      ],
    };
    const first = floorLayout(layout, '1');
    expect(first.units.map((u) => u.id)).toEqual(['1-A-1', '1-C-4']);
    expect(first.features.map((f) => f.id)).toEqual(['lift']);
    expect(floorLayout(layout, '2').features.map((f) => f.id)).toEqual(['lift', 'office']);
  });

  it('centres a view on a unit, kept inside the plan', () => {
    const plan = { width: 1000, height: 500 };
    const view = viewOnUnit({ ...unit('1-A-1'), x: 480, y: 230 }, plan);
    expect(view.zoom).toBe(UNIT_ZOOM);
    expect(view.x + plan.width / UNIT_ZOOM / 2).toBeCloseTo(500);
    expect(view.y + plan.height / UNIT_ZOOM / 2).toBeCloseTo(250);
    expect(viewOnUnit(unit('1-A-1'), plan)).toMatchObject({ x: 0, y: 0 });
  });

  it('counts a size, and offers the nearest sizes when there is none', () => {
    expect(sizeOnPlan(units, 25)).toEqual({ sqft: 25, total: 4, available: 3, nearest: [] });
    expect(sizeOnPlan(units, 35).nearest).toEqual([25, 50]);
    expect(sizeOnPlan(units, 200).nearest).toEqual([50]);
    expect(sizeOnPlan(units, 15).nearest).toEqual([25]);
    expect(availableUnitOfSize(units, 25)?.id).toBe('1-A-1');
    expect(availableUnitOfSize(units, 35)).toBeUndefined();
  });

  it('finds "C-4" on every floor and "2-C-4" on floor 2, exact matches first', () => {
    expect(searchUnits(units, 'c-4')).toEqual(['2-C-4', '1-C-4', '2-C-40']);
    expect(searchUnits(units, ' 2-C-4 ')).toEqual(['2-C-4', '2-C-40']);
    expect(searchUnits(units, '')).toEqual([]);
    expect(searchUnits(units, 'Z')).toEqual([]);
    expect(searchUnits(units, 'A', 1)).toHaveLength(1);
  });
});
