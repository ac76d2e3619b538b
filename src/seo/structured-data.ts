import { paths } from '@/config/paths';
import { logo } from '@/content/brand-assets';
import { weeklyFrom } from '@/content/facts';
import { officeOpeningHoursSpec } from '@/content/hours';
import { absoluteUrl, site } from '@/content/site';

/** schema.org SelfStorage for the home page. */
export function selfStorageData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'SelfStorage',
    name: site.brand,
    description: site.blurb,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl(logo.src),
    image: absoluteUrl(logo.src),
    telephone: site.phone.display,
    email: site.email,
    priceRange: `From ${weeklyFrom} a week`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...site.geo },
    openingHoursSpecification: officeOpeningHoursSpec.map((spec) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: spec.days,
      opens: spec.opens,
      closes: spec.closes,
    })),
    sameAs: site.social.map((s) => s.href),
  };
}
