/**
 * Illustrated team portraits: flat, friendly head-and-shoulders drawings in
 * the brand palette, one per member in src/content/team.ts.
 */
import type { TeamMemberId } from '../../../src/content/team.ts';
import { logoMark } from '../models/details.ts';
import { palette, people, shade } from '../palette.ts';
import { svgDocument } from '../render-svg.ts';

type Look = {
  readonly skin: string;
  readonly hair: string;
  readonly top: string;
  readonly backHair: string;
  readonly frontHair: string;
  readonly extras: string;
  readonly collar: string;
  readonly background: string;
};

const S = 640;
const CX = 320;

/** Shared face: ears, face shape, eyes, brows, nose and a smile. */
function face(skin: string, hair: string): string {
  const dark = shade(skin, -0.25);
  return (
    `<ellipse cx="${CX - 92}" cy="300" rx="20" ry="30" fill="${skin}"/>` +
    `<ellipse cx="${CX + 92}" cy="300" rx="20" ry="30" fill="${skin}"/>` +
    `<rect x="${CX - 92}" y="190" width="184" height="220" rx="92" fill="${skin}"/>` +
    `<circle cx="${CX - 38}" cy="295" r="10" fill="${palette.ink}"/>` +
    `<circle cx="${CX + 38}" cy="295" r="10" fill="${palette.ink}"/>` +
    `<circle cx="${CX - 35}" cy="291" r="3" fill="${palette.white}"/>` +
    `<circle cx="${CX + 41}" cy="291" r="3" fill="${palette.white}"/>` +
    `<path d="M${CX - 58} 268 q20 -12 40 -2 M${CX + 18} 266 q20 -10 40 2" stroke="${hair}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M${CX - 4} 305 q-8 24 6 28" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M${CX - 34} 352 q34 30 68 0" stroke="${palette.ink}" stroke-width="8" fill="${palette.white}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="${CX - 62}" cy="335" r="14" fill="${palette.fabricWarm}" opacity="0.25"/>` +
    `<circle cx="${CX + 62}" cy="335" r="14" fill="${palette.fabricWarm}" opacity="0.25"/>`
  );
}

function shoulders(top: string, skin: string, collar: string): string {
  return (
    `<rect x="${CX - 34}" y="380" width="68" height="70" fill="${shade(skin, -0.12)}"/>` +
    `<path d="M${CX - 210} ${S} C${CX - 205} 480 ${CX - 150} 440 ${CX - 50} 430 L${CX + 50} 430 C${CX + 150} 440 ${CX + 205} 480 ${CX + 210} ${S} Z" fill="${top}"/>` +
    collar
  );
}

const looks: Record<TeamMemberId, Look> = {
  director: {
    skin: people.skinLight,
    hair: people.hairBrown,
    top: palette.ink,
    background: palette.brandTint,
    backHair: `<path d="M${CX - 118} 420 C${CX - 140} 300 ${CX - 120} 170 ${CX} 160 C${CX + 120} 170 ${CX + 140} 300 ${CX + 118} 420 Z" fill="${people.hairBrown}"/>`,
    frontHair: `<path d="M${CX - 100} 280 C${CX - 100} 200 ${CX - 40} 172 ${CX + 10} 176 C${CX + 70} 180 ${CX + 104} 220 ${CX + 100} 280 C${CX + 60} 250 ${CX + 10} 226 ${CX - 20} 200 C${CX - 40} 240 ${CX - 70} 262 ${CX - 100} 280 Z" fill="${people.hairBrown}"/>`,
    collar:
      `<path d="M${CX - 50} 430 L${CX} 520 L${CX + 50} 430 Z" fill="${palette.white}"/>` +
      `<path d="M${CX - 50} 430 L${CX - 10} 540 L${CX - 90} 470 Z M${CX + 50} 430 L${CX + 10} 540 L${CX + 90} 470 Z" fill="${shade(palette.ink, 0.15)}"/>` +
      `<circle cx="${CX + 120}" cy="540" r="10" fill="${palette.accent}"/>`,
    extras: '',
  },
  manager: {
    skin: people.skinDeep,
    hair: people.hairDark,
    top: palette.brand,
    background: palette.accentTint,
    backHair: '',
    frontHair:
      `<path d="M${CX - 94} 260 C${CX - 98} 190 ${CX - 40} 168 ${CX} 168 C${CX + 40} 168 ${CX + 98} 190 ${CX + 94} 260 C${CX + 70} 226 ${CX + 30} 214 ${CX} 214 C${CX - 30} 214 ${CX - 70} 226 ${CX - 94} 260 Z" fill="${people.hairDark}"/>` +
      `<path d="M${CX - 90} 320 C${CX - 86} 400 ${CX - 40} 418 ${CX} 418 C${CX + 40} 418 ${CX + 86} 400 ${CX + 90} 320 C${CX + 70} 360 ${CX + 40} 372 ${CX} 372 C${CX - 40} 372 ${CX - 70} 360 ${CX - 90} 320 Z" fill="${people.hairDark}" opacity="0.9"/>`,
    collar:
      `<path d="M${CX - 50} 430 L${CX - 20} 470 L${CX} 440 L${CX + 20} 470 L${CX + 50} 430 Z" fill="${shade(palette.brand, -0.25)}"/>` +
      `<g transform="translate(${CX + 80} 500) scale(1.2)">${logoMark()}</g>` +
      `<path d="M${CX - 70} 445 L${CX - 40} ${S}" stroke="${palette.accent}" stroke-width="8"/>`,
    extras: '',
  },
  customer: {
    skin: people.skinMedium,
    hair: people.hairDark,
    top: palette.available,
    background: shade(palette.brandTint, -0.04),
    backHair: `<path d="M${CX - 120} 520 C${CX - 150} 330 ${CX - 120} 168 ${CX} 160 C${CX + 120} 168 ${CX + 150} 330 ${CX + 120} 520 Z" fill="${people.hairDark}"/>`,
    frontHair: `<path d="M${CX - 100} 290 C${CX - 106} 200 ${CX - 50} 168 ${CX} 170 C${CX + 60} 172 ${CX + 106} 210 ${CX + 100} 290 C${CX + 80} 230 ${CX + 40} 206 ${CX + 4} 200 C${CX - 40} 210 ${CX - 80} 236 ${CX - 100} 290 Z" fill="${people.hairDark}"/>`,
    collar: `<path d="M${CX - 50} 430 Q${CX} 480 ${CX + 50} 430 Z" fill="${shade(palette.available, -0.2)}"/>`,
    extras:
      `<path d="M${CX - 112} 300 C${CX - 118} 170 ${CX + 118} 170 ${CX + 112} 300" stroke="${palette.ink}" stroke-width="12" fill="none"/>` +
      `<rect x="${CX - 126}" y="278" width="30" height="54" rx="12" fill="${palette.ink}"/>` +
      `<rect x="${CX + 96}" y="278" width="30" height="54" rx="12" fill="${palette.ink}"/>` +
      `<path d="M${CX - 110} 330 C${CX - 108} 380 ${CX - 70} 390 ${CX - 36} 384" stroke="${palette.ink}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<circle cx="${CX - 34}" cy="384" r="9" fill="${palette.accent}"/>`,
  },
};

export function portraitScene(id: TeamMemberId): string {
  const look = looks[id];
  const body =
    `<rect x="0" y="0" width="${S}" height="${S}" fill="${look.background}"/>` +
    // The page crops each portrait to a circle: nothing is drawn near the corners.
    `<circle cx="${CX}" cy="330" r="250" fill="${shade(look.background, 0.5)}"/>` +
    look.backHair +
    shoulders(look.top, look.skin, look.collar) +
    face(look.skin, look.hair) +
    look.frontHair +
    look.extras;
  return svgDocument(S, S, body);
}
