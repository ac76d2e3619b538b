/** Line glyphs for the slideshow buttons, drawn on a 24 × 24 grid. */
const glyphs = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
} as const;

export type SlideshowGlyph = keyof typeof glyphs;

export function SlideshowIcon({ glyph }: { glyph: SlideshowGlyph }) {
  const filled = glyph === 'play';
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={glyphs[glyph]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={filled ? 1 : 2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
