/**
 * Local stand-ins for the two third-party widgets, served by the benchmark
 * from another origin. They are the same scripts the browser tests route the
 * widget addresses to.
 */
import { readFileSync } from 'node:fs';

const folder = 'e2e/fixtures/widgets';

export const WIDGET_STAND_INS: Record<string, string> = {
  'registration.js': readFileSync(`${folder}/registration-widget.js`, 'utf8'),
  'calculator.js': readFileSync(`${folder}/calculator-widget.js`, 'utf8'),
};
