/**
 * The page `npm run bench:floorplan` opens: the real floor-plan viewport (its
 * lazy Konva stage, drawing and gesture code, built for production) showing
 * a generated layout, plus an in-page runner for the scripted pan and zoom.
 *
 * The plan sits below a spacer taller than the window, as on the size guide,
 * so it loads its stage only as it comes towards the screen: the benchmark
 * scrolls it into view and times its first drawing from that moment. With
 * `inview` in the address there is no spacer: the plan is on the first
 * screen, and its first drawing is timed from navigation.
 */
import '@/styles/global.css';
import Konva from 'konva/lib/Core.js';
import { createRoot } from 'react-dom/client';
import { FloorPlanViewport } from '@/features/floor-plan/floor-plan-viewport';
import { assertLayout } from '@/layout/layout-schema';
import { runPanZoomScript, type ScriptOptions } from './pan-zoom-script';

/** The stage's width in CSS pixels: about the plan's width on a desktop page. */
const STAGE_WIDTH_PX = 1100;
/** Content above the plan: well past the window and the stage's load-ahead margin. */
const SPACER_PX = 3000;
export const SCROLLED_MARK = 'floor-plan-scrolled-into-view';

const search = new URLSearchParams(window.location.search);
const unitCount = search.get('units');
const spacer = search.has('inview') ? 0 : SPACER_PX;
const response = await fetch(`/layouts/${unitCount}.json`);
const layout = assertLayout(await response.json());

const root = document.getElementById('bench-root');
if (!root) throw new Error('No #bench-root');
createRoot(root).render(
  <div style={{ width: STAGE_WIDTH_PX }}>
    <div style={{ height: spacer }} />
    <p id="bench-description">Generated layout of {layout.units.length} units.</p>
    <div id="bench-plan">
      <FloorPlanViewport
        layout={layout}
        describedBy="bench-description"
        summaryId="bench-description"
        builtFloor={false}
      />
    </div>
  </div>,
);

declare global {
  interface Window {
    floorPlanBench: {
      scrollToPlan: () => void;
      run: (options?: ScriptOptions) => ReturnType<typeof runPanZoomScript>;
    };
  }
}

window.floorPlanBench = {
  scrollToPlan: () => {
    performance.mark(SCROLLED_MARK);
    document.getElementById('bench-plan')?.scrollIntoView({ block: 'start' });
  },
  run: (options) => {
    const stage = Konva.stages[0];
    const host = document.querySelector<HTMLElement>('[data-zoom]');
    if (!stage || !host) throw new Error('The floor plan has not drawn yet');
    return runPanZoomScript(stage, host, options);
  },
};
