import { addressOneLine, site } from '@/content/site';

/** Copy for the click-to-load map: nothing loads from the map host until the visitor asks. */
export const mapCopy = {
  frameTitle: `Map showing ${site.brand}, ${addressOneLine}`,
  pictureLabel: `Location picture: ${site.brand} marked on ${site.address.street.replace(/^Unit \d+,\s*/, '')}, ${site.address.locality} ${site.address.postcode}`,
  streetLabel: site.address.street.replace(/^Unit \d+,\s*/, ''),
  markerLabel: site.brand,
  addressHeading: 'Address',
  directions: `Find us on ${site.address.street.replace(/^Unit \d+,\s*/, '')} in ${site.address.locality}, postcode ${site.address.postcode}. Use the postcode in a satellite navigation app, or open directions below.`,
  showMap: 'Show the interactive map',
  showMapNote:
    'The interactive map loads from OpenStreetMap, which will then receive your IP address.',
  openMap: 'Open in OpenStreetMap',
  directionsLink: 'Get directions',
} as const;
