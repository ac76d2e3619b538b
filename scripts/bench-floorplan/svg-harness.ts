/**
 * The comparison page of `npm run bench:floorplan`: the same generated units
 * drawn as plain SVG, the way a plan is usually built without a canvas (a
 * rectangle, a cross on reserved units and a label each, in one group moved
 * by a transform), driven through the same scripted zoom and drag steps with
 * the site's own view arithmetic. No framework: the browser does all the work.
 */
import '@/styles/global.css';
import { planColours, planPixels } from '@/features/floor-plan/draw-plan';
import {
  FIT_VIEW,
  fitScale,
  type PlanView,
  panByPixels,
  stageTransform,
  toDrawing,
  wheelZoomFactor,
  zoomAbout,
} from '@/features/floor-plan/view-math';
import { assertLayout } from '@/layout/layout-schema';
import { nextFrame, type ScriptOptions, steps } from './pan-zoom-script';

const STAGE_WIDTH_PX = 1100;
export const SVG_DRAWN_MARK = 'svg-plan-first-draw';
const SVG = 'http://www.w3.org/2000/svg';

const unitCount = new URLSearchParams(window.location.search).get('units');
const response = await fetch(`/layouts/${unitCount}.json`);
const layout = assertLayout(await response.json());
const plan = layout.canvas;
const scaleAtFit = fitScale(plan, STAGE_WIDTH_PX);

const svg = document.createElementNS(SVG, 'svg');
svg.setAttribute('width', String(STAGE_WIDTH_PX));
svg.setAttribute('height', String(Math.round(plan.height * scaleAtFit)));
svg.style.display = 'block';
svg.style.background = planColours.background;
const group = document.createElementNS(SVG, 'g');
const style = document.createElementNS(SVG, 'style');
// Labels show once a unit is big enough on screen, as on the canvas.
style.textContent = `.small text { display: none }
text { font-weight: 700; font-family: system-ui, sans-serif; fill: ${planColours.unitText}; }
path { stroke: ${planColours.reservedMark}; stroke-width: ${planPixels.markWidth}px; fill: none; }`;
svg.append(style, group);
for (const u of layout.units) {
  const rect = document.createElementNS(SVG, 'rect');
  rect.setAttribute('x', String(u.x));
  rect.setAttribute('y', String(u.y));
  rect.setAttribute('width', String(u.width));
  rect.setAttribute('height', String(u.height));
  rect.setAttribute('fill', u.isAvailable ? planColours.available : planColours.reserved);
  group.append(rect);
  if (!u.isAvailable) {
    const side = Math.min(u.width, u.height) / 2;
    const left = u.x + (u.width - side) / 2;
    const top = u.y + u.height - side - u.height / 8;
    const cross = document.createElementNS(SVG, 'path');
    cross.setAttribute(
      'd',
      `M${left} ${top}L${left + side} ${top + side}M${left + side} ${top}L${left} ${top + side}`,
    );
    cross.setAttribute('vector-effect', 'non-scaling-stroke');
    group.append(cross);
  }
  const label = document.createElementNS(SVG, 'text');
  label.setAttribute('x', String(u.x + u.width / 2));
  label.setAttribute('y', String(u.y + 3 / scaleAtFit));
  label.setAttribute('text-anchor', 'middle');
  label.setAttribute('dominant-baseline', 'hanging');
  label.textContent = u.id.slice(u.id.indexOf('-') + 1);
  group.append(label);
}

const smallestSide = Math.min(...layout.units.map((u) => Math.min(u.width, u.height)));
let view: PlanView = FIT_VIEW;
function show(next: PlanView) {
  view = next;
  const { scale, x, y } = stageTransform(view, scaleAtFit);
  group.setAttribute('transform', `translate(${x} ${y}) scale(${scale})`);
  // Text scales with the group; keep it the canvas's size on screen.
  group.style.fontSize = `${planPixels.unitFont / scale}px`;
  group.classList.toggle('small', smallestSide * scale < planPixels.minUnitForLabel);
}
show(FIT_VIEW);

const root = document.getElementById('bench-root');
if (!root) throw new Error('No #bench-root');
root.append(svg);
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark(SVG_DRAWN_MARK)));

declare global {
  interface Window {
    svgPlanBench: { run: (options?: ScriptOptions) => Promise<{ steps: number }> };
  }
}

window.svgPlanBench = {
  run: async ({ frames = 2 } = {}) => {
    const box = svg.getBoundingClientRect();
    let count = 0;
    for (const step of steps(box)) {
      const screen = { x: step.x - box.left, y: step.y - box.top };
      if (step.type === 'wheel') {
        const anchor = toDrawing(view, screen, scaleAtFit);
        show(zoomAbout(view, view.zoom * wheelZoomFactor(step.dy, false), anchor, plan));
      } else {
        show(panByPixels(view, step.dx, step.dy, scaleAtFit, plan));
      }
      for (let f = 0; f < frames; f++) await nextFrame();
      count += 1;
    }
    show(FIT_VIEW);
    return { steps: count };
  },
};
