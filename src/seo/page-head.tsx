import { paths, type RouteId } from '@/config/paths';
import { shareImage } from '@/content/brand-assets';
import { absoluteUrl, site } from '@/content/site';
import { headData } from '@/seo/head-data';

/**
 * A route's head tags. React 19 hoists <title>, <meta> and <link> into
 * <head>; the prerender moves them there in the static HTML. The page's
 * head is never hydrated: each page is a document of its own.
 */
export function PageHead({ routeId }: { routeId: RouteId }) {
  const { title, description, keywords, ogType = 'website' } = headData[routeId];
  const url = absoluteUrl(paths[routeId]);
  const image = absoluteUrl(shareImage.src);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={site.locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
