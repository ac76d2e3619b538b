/**
 * npm run layout:preview [-- --source <facility.json>] [-- --out <folder>]
 *
 * Lays out the facility source as layout:generate would, without writing
 * units.json, and draws each floor as floor-N.svg and floor-N.png in the
 * folder (layout-preview/ by default, which git ignores): every unit with
 * its id, size and status, every feature with its label. Units that break
 * a facility rule (covering a feature, no corridor) are still drawn,
 * outlined, and their problems listed; the command then exits 1. A source
 * that cannot be laid out at all lists its problems, exits 1 and draws
 * nothing. Exit 2: bad options or an unreadable file.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { buildLayout } from '../src/layout/facility-source.ts';
import { checkFacilityRules } from '../src/layout/layout-rules.ts';
import { formatLayoutSummary, summariseLayout } from '../src/layout/layout-summary.ts';
import { readCliArgs, runCommand } from './lib/cli-args.ts';
import { printAdvice, printProblems, readJson } from './lib/layout-file.ts';
import { floorSvg, floorsOf } from './lib/layout-preview.ts';
import { cannotWriteMessage, readTextFile } from './lib/text-files.ts';

const USAGE = 'usage: npm run layout:preview [-- --source data/facility.json --out layout-preview]';
/** PNG pixels per drawing unit: labels of 6.5 drawing units come out 13 px high. */
const PNG_SCALE = 2;
const PREVIEW_FILE = /^floor-.+\.(svg|png)$/;

function fail(code: number, lines: string[]): number {
  for (const line of lines) console.error(line);
  return code;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, ['source', 'out']);
  if (!args.ok) return fail(2, [`layout:preview: ${args.message}`, USAGE]);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.positionals.length > 0) {
    return fail(2, [`layout:preview: unexpected argument ${args.positionals[0]}`, USAGE]);
  }
  const source = args.options.get('source') ?? 'data/facility.json';
  const out = args.options.get('out') ?? 'layout-preview';

  const read = await readTextFile(source);
  if (!read.ok) return fail(2, [`layout:preview: ${read.message}`]);
  const json = readJson(source, read.text);
  const built = json.ok ? buildLayout(json.value) : json;
  if (!built.ok) {
    printProblems(built.problems, `in ${source}; nothing was drawn.`);
    return 1;
  }
  const layout = built.layout;
  const problems = checkFacilityRules(layout);
  const marked = new Set(problems.map((p) => p.where));

  try {
    await mkdir(out, { recursive: true });
    // Floors drawn by an earlier run may no longer exist.
    for (const name of await readdir(out)) {
      if (PREVIEW_FILE.test(name)) await rm(join(out, name));
    }
  } catch (error) {
    return fail(2, [`layout:preview: ${cannotWriteMessage(out, error)}; nothing was drawn.`]);
  }
  for (const plan of floorsOf(layout)) {
    const svg = floorSvg(plan, layout.canvas, marked);
    const png = new Resvg(svg, {
      fitTo: { mode: 'zoom', value: PNG_SCALE },
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    })
      .render()
      .asPng();
    const base = join(out, `floor-${plan.floor}`);
    for (const [file, content] of [
      [`${base}.svg`, svg],
      [`${base}.png`, png],
    ] as const) {
      try {
        await writeFile(file, content);
      } catch (error) {
        return fail(2, [`layout:preview: ${cannotWriteMessage(file, error)}`]);
      }
    }
    const summary = formatLayoutSummary(summariseLayout({ ...layout, units: plan.units }));
    console.log(`Floor ${plan.floor}: wrote ${base}.svg and ${base}.png (${summary}).`);
  }
  printAdvice(layout, source);
  if (problems.length > 0) {
    printProblems(problems, `in ${source}; the units concerned are outlined in the preview.`);
    return 1;
  }
  return 0;
}

runCommand('layout:preview', main);
