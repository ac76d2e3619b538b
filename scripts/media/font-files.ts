/** The drawings use Liberation Sans (metric-compatible with Arial, free licence): Debian's fonts-liberation. */
export const LIBERATION_SANS_FILES = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];
