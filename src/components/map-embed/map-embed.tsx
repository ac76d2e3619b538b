import styles from '@/components/map-embed/map-embed.module.css';
import { addressOneLine, site } from '@/content/site';

const SPAN = 0.012;

/** The OpenStreetMap embed address for the facility, with a marker on it. */
export function mapEmbedUrl(): string {
  const { latitude: lat, longitude: lon } = site.geo;
  const bbox = [lon - SPAN, lat - SPAN / 2, lon + SPAN, lat + SPAN / 2].map((n) => n.toFixed(4));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`;
}

export function mapLinkUrl(): string {
  const { latitude: lat, longitude: lon } = site.geo;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * A lazy map frame with a plain link beside it, for when the frame cannot
 * load (blocked, offline) or the visitor prefers a full map.
 */
export function MapEmbed({
  title = `Map showing ${site.brand}, ${addressOneLine}`,
}: {
  title?: string;
}) {
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <iframe
          src={mapEmbedUrl()}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer"
          width="800"
          height="450"
        />
      </div>
      <figcaption className={styles.caption}>
        {addressOneLine}.{' '}
        <a href={mapLinkUrl()} target="_blank" rel="noopener noreferrer">
          Open the map in a new tab
        </a>
      </figcaption>
    </figure>
  );
}
