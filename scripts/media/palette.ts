/**
 * The illustration palette. The first block repeats the site's design tokens
 * (src/styles/global.css); the rest are the few extra tones an illustration
 * needs (cardboard, wood, skin, sky), chosen to sit with the brand colours.
 */
export const palette = {
  ink: '#14213d',
  inkSoft: '#44506a',
  brand: '#0e5a7e',
  brandDark: '#0a4562',
  brandTint: '#e3eff5',
  accent: '#f2a900',
  accentDark: '#b57f00',
  accentTint: '#fff4d6',
  surface: '#f5f6f2',
  white: '#ffffff',
  line: '#d9dde3',
  available: '#1f7a4d',
  reserved: '#b3261e',

  sky: '#cfe5ef',
  skyHigh: '#a9d0e2',
  cloud: '#ffffff',
  hill: '#9cc5a6',
  hillFar: '#b9d8c1',
  grass: '#7fb48c',
  tree: '#3f8a5f',
  treeDark: '#2f6e4b',
  tarmac: '#5d6675',
  concrete: '#c9ced6',
  concreteLight: '#e4e7ec',
  steel: '#9aa6b5',
  steelLight: '#c3ccd6',
  cardboard: '#c9975c',
  cardboardLight: '#ddb37f',
  tape: '#e8cfa4',
  wood: '#a8744a',
  woodLight: '#c99a6b',
  fabric: '#5f86a6',
  fabricWarm: '#d7735b',
  mattress: '#eef1f4',
  plant: '#4f9a6a',
} as const;

/** Skin and hair tones for the illustrated people. */
export const people = {
  skinLight: '#f1c6a8',
  skinMedium: '#c98e63',
  skinDeep: '#8a5a3b',
  hairBrown: '#6b4330',
  hairDark: '#231a17',
  hairBlonde: '#d9a95c',
} as const;

function channel(hex: string, i: number): number {
  return Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mix a colour towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const parts = [0, 1, 2].map((i) => {
    const c = channel(hex, i);
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`;
}
