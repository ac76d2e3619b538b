// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';

const FIXTURES = 'scripts/fixtures/layout';
/** The preview's margin and title band, drawing units; the PNG has 2 pixels per drawing unit. */
const MARGIN = 10;
const HEADER = 56;
const SCALE = 2;

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'layout-preview-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function preview(...args: string[]) {
  return runScript('scripts/layout-preview.ts', args);
}

/** The mean colour of a unit's square in the PNG, from its drawing-unit rectangle. */
async function meanColour(png: string, x: number, y: number, size: number) {
  const left = (MARGIN + x) * SCALE;
  const top = (MARGIN + HEADER + y) * SCALE;
  const { data, info } = await sharp(png)
    .extract({ left, top, width: size * SCALE, height: size * SCALE })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
  }
  const pixels = data.length / info.channels;
  const [red = 0, green = 0, blue = 0] = sum.map((s) => s / pixels);
  return { red, green, blue };
}

describe('layout:preview', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it('draws one SVG and one PNG per floor, labelling every unit and feature of that floor', async () => {
    const out = join(folder, 'preview');
    const run = await preview('--source', `${FIXTURES}/source-two-floors.json`, '--out', out);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      `Floor 1: wrote ${out}/floor-1.svg and ${out}/floor-1.png (5 units: 4 available, 1 reserved; by size: 25 sq ft × 5).`,
      `Floor 2: wrote ${out}/floor-2.svg and ${out}/floor-2.png (5 units: 4 available, 1 reserved; by size: 25 sq ft × 4, 50 sq ft × 1).`,
    ]);
    expect((await readdir(out)).sort()).toEqual([
      'floor-1.png',
      'floor-1.svg',
      'floor-2.png',
      'floor-2.svg',
    ]);
    const ids = ['A-1', 'A-2', 'A-3', 'B-1', 'B-2'];
    for (const [floor, other] of [
      ['1', '2'],
      ['2', '1'],
    ]) {
      const svg = await readFile(join(out, `floor-${floor}.svg`), 'utf8');
      expect(svg).toContain(`>Floor ${floor}</text>`);
      for (const id of ids) {
        expect(svg).toContain(`data-unit="${floor}-${id}"`);
        expect(svg).toContain(`>${floor}-${id}</text>`);
        expect(svg).not.toContain(`${other}-${id}`);
      }
      // Features with no floor of their own are on every floor.
      for (const label of ['Corridor', 'Lift', 'Entrance', 'Office']) {
        expect(svg).toContain(`>${label}</text>`);
      }
      // Each unit is labelled with its status; one per floor is reserved.
      const groups = svg.match(/<g data-unit=.*?<\/g>/g) ?? [];
      expect(groups).toHaveLength(5);
      for (const group of groups) {
        const status = group.includes('data-status="reserved"') ? 'Reserved' : 'Available';
        expect(group).toContain(`>${status}</text>`);
      }
      expect(groups.filter((g) => g.includes('>Reserved</text>'))).toHaveLength(1);
    }
    const floor2 = await readFile(join(out, 'floor-2.svg'), 'utf8');
    expect(floor2).toMatch(/data-unit="2-A-2" data-status="reserved"/);
    expect(floor2).toMatch(/data-unit="2-A-1" data-status="available"/);

    // The PNG is the drawing at two pixels per drawing unit: reserved red, available green.
    const png = join(out, 'floor-2.png');
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.height).toBe((100 + HEADER + 2 * MARGIN) * SCALE);
    const reserved = await meanColour(png, 40, 0, 40);
    const available = await meanColour(png, 0, 0, 40);
    expect(reserved.red).toBeGreaterThan(reserved.green + 20);
    expect(available.green).toBeGreaterThan(available.red + 10);
  });

  it('still draws units that break a facility rule, outlined, lists the problems and exits 1', async () => {
    const run = await preview(
      '--source',
      `${FIXTURES}/source-covers-feature.json`,
      '--out',
      folder,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      '2-A-3: covers-feature: covers feature lift (lift, x 100 to 200, y 0 to 40); this unit spans x 80 to 120, y 0 to 40',
      `1 problem in ${FIXTURES}/source-covers-feature.json; the units concerned are outlined in the preview.`,
    ]);
    const svg = await readFile(join(folder, 'floor-2.svg'), 'utf8');
    const unitGroup = (id: string) => svg.match(new RegExp(`<g data-unit="${id}".*?</g>`))?.[0];
    expect(unitGroup('2-A-3')).toContain('stroke="#e07000"');
    expect(unitGroup('2-A-1')).not.toContain('stroke="#e07000"');
    expect(svg).toContain('Has a problem');
    // The outline shows in the PNG: orange along the unit's edge.
    const edge = await meanColour(join(folder, 'floor-2.png'), 81, 1, 2);
    expect(edge.red).toBeGreaterThan(180);
    expect(edge.blue).toBeLessThan(80);
  });

  it('draws a source without features, saying as advice that the feature rules had nothing to check', async () => {
    const { features, ...units } = JSON.parse(
      await readFile(`${FIXTURES}/source-two-floors.json`, 'utf8'),
    ) as Record<string, unknown>;
    expect(features).not.toHaveLength(0);
    const source = join(folder, 'facility.json');
    const out = join(folder, 'preview');
    await writeFile(source, JSON.stringify(units));
    const run = await preview('--source', source, '--out', out);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(2);
    expect(run.stderr).toBe(
      `Advice, not an error: ${source} (no-features): no features: corridors, entrance, office and stairs not checked (covers-feature, corridor-access, required-features). The layout is valid.\n`,
    );
    expect((await readdir(out)).sort()).toEqual([
      'floor-1.png',
      'floor-1.svg',
      'floor-2.png',
      'floor-2.svg',
    ]);
  });

  it('replaces the floors of an earlier preview and leaves other files alone', async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'floor-9.svg'), 'an old floor');
    await writeFile(join(folder, 'notes.txt'), 'mine');
    const run = await preview('--source', `${FIXTURES}/source-valid.json`, '--out', folder);
    expect(run.code).toBe(0);
    expect((await readdir(folder)).sort()).toEqual(['floor-2.png', 'floor-2.svg', 'notes.txt']);
  });

  it('draws nothing for a source that cannot be laid out', async () => {
    const out = join(folder, 'preview');
    const run = await preview('--source', `${FIXTURES}/source-invalid.json`, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`problems in ${FIXTURES}/source-invalid.json; nothing was drawn.`);
    expect(await readdir(folder)).toEqual([]);
  });

  it('rejects an unknown option', async () => {
    const run = await preview('--output', folder);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('layout:preview: unknown option --output');
  });
});
