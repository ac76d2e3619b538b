/** The words the media viewer needs; the page supplies them from src/content. */
export type MediaViewerCopy = {
  readonly roleDescription: string;
  readonly itemRoleDescription: string;
  readonly previous: string;
  readonly next: string;
  readonly pause: string;
  readonly play: string;
  readonly dotsLabel: string;
  /** "Photo 1 of 3", "Video 3 of 3". */
  readonly position: (kind: 'image' | 'video', position: number, count: number) => string;
};
