import type { SocialNetwork } from '@/content/site';

/** Simple line glyphs for the three networks (drawn here, not copied brand marks). */
const glyphs: Record<SocialNetwork, string> = {
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  LinkedIn:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v1.7C15.6 9.7 16.8 9 18.5 9 21 9 22 10.7 22 13.6V21h-4v-6.4c0-1.4-.4-2.3-1.7-2.3-1.5 0-2.3 1-2.3 2.6V21h-4z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={glyphs[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
