/**
 * The page `npm run bench:floorplan` opens: the real floor-plan viewport (its
 * lazy Konva stage, drawing and gesture code, built for production) showing
 * a generated layout, plus an in-page runner for the scripted pan and zoom.
 */
import '@/styles/global.css';
import Konva from 'konva/lib/Core.js';
import { createRoot } from 'react-dom/client';
import { FloorPlanViewport } from '@/features/floor-plan/floor-plan-viewport';
import { assertLayout } from '@/features/floor-plan/layout-schema';
import { runPanZoomScript } from './pan-zoom-script';

/** The stage's width in CSS pixels: about the plan's width on a desktop page. */
const STAGE_WIDTH_PX = 1100;

const unitCount = new URLSearchParams(window.location.search).get('units');
const response = await fetch(`/layouts/${unitCount}.json`);
const layout = assertLayout(await response.json());

const root = document.getElementById('bench-root');
if (!root) throw new Error('No #bench-root');
createRoot(root).render(
  <div style={{ width: STAGE_WIDTH_PX }}>
    <p id="bench-description">Generated layout of {layout.units.length} units.</p>
    <FloorPlanViewport layout={layout} describedBy="bench-description" />
  </div>,
);

declare global {
  interface Window {
    floorPlanBench: { run: () => ReturnType<typeof runPanZoomScript> };
  }
}

window.floorPlanBench = {
  run: () => {
    const stage = Konva.stages[0];
    const host = document.querySelector<HTMLElement>('[data-zoom]');
    if (!stage || !host) throw new Error('The floor plan has not drawn yet');
    return runPanZoomScript(stage, host);
  },
};
