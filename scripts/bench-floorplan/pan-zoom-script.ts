/**
 * A scripted pan and zoom, run inside the page. Each step dispatches the
 * events a visitor's wheel or mouse drag would (to the same listeners), then
 * waits for the frame Konva draws in. A step's frame time is the time spent
 * in the event handlers plus the time spent drawing the stage's layers,
 * including a read-back of one pixel per layer, which makes the browser
 * finish rasterising the canvas instead of deferring it.
 */
import type { Stage } from 'konva/lib/Stage.js';

export type ScriptResult = { frameMs: number[]; drawMs: number[] };

export type ScriptOptions = {
  /**
   * Read one pixel back after each layer's drawing, so the frame time
   * includes rasterising the canvas. Off when the main thread's CPU is
   * measured instead, to compare like with like with the SVG page.
   */
  readBack?: boolean;
  /** Animation frames to wait after each step: 2 lets the browser paint the step. */
  frames?: number;
};

/** One step of the script: a wheel notch or a drag move, in page coordinates. */
export type ScriptStep = { type: 'wheel' | 'drag'; x: number; y: number; dx: number; dy: number };

export const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/** Zoom steps in and out, then drags in a square, at a few points of the stage. */
export function* steps(box: DOMRect): Generator<ScriptStep> {
  const points = [
    [0.3, 0.4],
    [0.7, 0.6],
    [0.5, 0.5],
  ] as const;
  for (const [fx, fy] of points) {
    const x = box.left + box.width * fx;
    const y = box.top + box.height * fy;
    for (let i = 0; i < 8; i++) yield { type: 'wheel', x, y, dx: 0, dy: -80 };
    for (const [dx, dy] of [
      [12, 0],
      [0, 12],
      [-12, 0],
      [0, -12],
    ] as const) {
      for (let i = 0; i < 4; i++) yield { type: 'drag', x, y, dx, dy };
    }
    for (let i = 0; i < 8; i++) yield { type: 'wheel', x, y, dx: 0, dy: 80 };
  }
}

export async function runPanZoomScript(
  stage: Stage,
  host: HTMLElement,
  { readBack = true, frames = 1 }: ScriptOptions = {},
): Promise<ScriptResult> {
  let drawStart = 0;
  let drawn = 0;
  for (const layer of stage.getLayers()) {
    layer.on('beforeDraw.bench', () => {
      drawStart = performance.now();
    });
    layer.on('draw.bench', () => {
      if (readBack) layer.getContext().getImageData(0, 0, 1, 1);
      drawn += performance.now() - drawStart;
    });
  }
  const frameMs: number[] = [];
  const drawMs: number[] = [];
  const box = host.getBoundingClientRect();
  // Events start at the top canvas, as a visitor's do, and bubble through
  // Konva's own listeners to the plan's.
  const target = [...host.querySelectorAll('canvas')].at(-1) ?? host;
  const pointer = (type: string, x: number, y: number, buttons: number) =>
    new PointerEvent(type, {
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      clientX: x,
      clientY: y,
      button: 0,
      buttons,
      bubbles: true,
      cancelable: true,
    });
  let cursor = { x: 0, y: 0 };
  let dragging = false;
  // A plain wheel zooms only an engaged plan (as after a visitor's click or focus).
  host.closest<HTMLElement>('[tabindex]')?.focus({ preventScroll: true });

  for (const step of steps(box)) {
    drawn = 0;
    const started = performance.now();
    if (step.type === 'wheel') {
      if (dragging) {
        target.dispatchEvent(pointer('pointerup', cursor.x, cursor.y, 0));
        dragging = false;
      }
      target.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY: step.dy,
          clientX: step.x,
          clientY: step.y,
          bubbles: true,
          cancelable: true,
        }),
      );
    } else {
      if (!dragging) {
        cursor = { x: step.x, y: step.y };
        target.dispatchEvent(pointer('pointerdown', cursor.x, cursor.y, 1));
        dragging = true;
      }
      cursor = { x: cursor.x + step.dx, y: cursor.y + step.dy };
      target.dispatchEvent(pointer('pointermove', cursor.x, cursor.y, 1));
    }
    const handlers = performance.now() - started;
    for (let f = 0; f < frames; f++) await nextFrame();
    frameMs.push(handlers + drawn);
    drawMs.push(drawn);
  }
  if (dragging) target.dispatchEvent(pointer('pointerup', cursor.x, cursor.y, 0));
  for (const layer of stage.getLayers()) layer.off('.bench');
  return { frameMs, drawMs };
}
