/**
 * The floor-plan benchmark's page of the build's drawing: part of the plan's
 * benchmark harness, which may draw the plan itself (scripts/lib/layers.ts).
 */
import { planSvg } from '../../src/features/floor-plan/plan-svg.ts';
import type { Layout } from '../../src/layout/layout-schema.ts';

/**
 * The build's drawing of a layout, inline in a page as /size-guide has it:
 * in a box of the stage's width and the plan's shape, the drawing's box an
 * inline-size container (floor-plan.module.css).
 */
export function drawingPage(layout: Layout, stageWidthPx: number): string {
  const { width, height } = layout.canvas;
  return `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8"><title>Floor plan benchmark: the build's drawing</title></head><body style="margin:0"><div style="position:relative;width:${stageWidthPx}px;aspect-ratio:${width} / ${height}"><div style="position:absolute;inset:0;container-type:inline-size">${planSvg(layout)}</div></div></body></html>`;
}
