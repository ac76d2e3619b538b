import type { ReactNode } from 'react';
import { PageHero } from '@/components/page-hero/page-hero';
import type { RouteId } from '@/config/paths';
import type { ImageAsset } from '@/content/media';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { PageHead } from '@/seo/page-head';

/**
 * A page's head tags and its heading band, both found by the route's id: its
 * intro, and the picture beside it where the page has one. `children` are
 * the heading's actions (its buttons).
 */
export function RouteHeading({ routeId, children }: { routeId: RouteId; children?: ReactNode }) {
  const image: ImageAsset | undefined = (pageHeroImages as Partial<Record<RouteId, ImageAsset>>)[
    routeId
  ];
  return (
    <>
      <PageHead routeId={routeId} />
      <PageHero {...pageIntros[routeId]} image={image}>
        {children}
      </PageHero>
    </>
  );
}
