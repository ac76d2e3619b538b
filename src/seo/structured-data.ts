import { paths } from '@/config/paths';
import { logo } from '@/content/brand-assets';
import { periodWords } from '@/content/format-price';
import { officeOpeningHoursSpec } from '@/content/hours';
import { weeklyFromPrice } from '@/content/price-format';
import {
  allUnitPrices,
  type BillingPeriod,
  boxPrice,
  boxRentPounds,
  type PriceEntry,
} from '@/content/prices';
import type { DepositBoxId } from '@/content/safety-deposit-boxes';
import { absoluteUrl, site } from '@/content/site';

/** Each billing period as a schema.org quantity, in UN/CEFACT units (MON month, WEE week). */
const billingQuantity: Record<BillingPeriod, { value: number; unitCode: string }> = {
  week: { value: 1, unitCode: 'WEE' },
  'four-weeks': { value: 4, unitCode: 'WEE' },
  'calendar-month': { value: 1, unitCode: 'MON' },
};

/** A schema.org Offer for a rent from the price model: GBP, VAT included, per billing period. */
export function rentOfferData(name: string, price: PriceEntry) {
  const amount = (price.rentPence / 100).toFixed(2);
  const quantity = billingQuantity[price.period];
  const unitText = periodWords[price.period].long.replace(/^(a|every) /, '');
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name },
    price: amount,
    priceCurrency: 'GBP',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: amount,
      priceCurrency: 'GBP',
      valueAddedTaxIncluded: true,
      unitCode: quantity.unitCode,
      unitText,
      referenceQuantity: { '@type': 'QuantitativeValue', ...quantity, unitText },
    },
  };
}

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
    priceRange: `From ${weeklyFromPrice()}`,
    makesOffer: [
      ...allUnitPrices().map(({ sqft, price }) =>
        rentOfferData(`${sqft} sq ft storage unit`, price),
      ),
      ...(Object.keys(boxRentPounds) as DepositBoxId[]).map((id) =>
        rentOfferData(
          `${id.charAt(0).toUpperCase()}${id.slice(1)} safety deposit box`,
          boxPrice(id),
        ),
      ),
    ],
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
