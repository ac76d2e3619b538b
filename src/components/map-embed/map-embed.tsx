import { useState } from 'react';
import styles from '@/components/map-embed/map-embed.module.css';
import { MapPicture } from '@/components/map-embed/map-picture';
import { mapCopy } from '@/content/map';
import { addressLines, site } from '@/content/site';

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

export function directionsUrl(): string {
  const { latitude: lat, longitude: lon } = site.geo;
  return `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lon}`;
}

/**
 * A click-to-load map: a drawn picture, the address and directions in words,
 * and links. The embed (and so the visitor's address) reaches the map host
 * only after "Show the interactive map" is pressed.
 */
export function MapEmbed({ title = mapCopy.frameTitle }: { title?: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {loaded ? (
          <iframe
            src={mapEmbedUrl()}
            title={title}
            referrerPolicy="no-referrer"
            width="800"
            height="450"
          />
        ) : (
          <MapPicture />
        )}
      </div>
      <figcaption className={styles.caption}>
        <p className={styles.address}>
          <strong>{mapCopy.addressHeading}: </strong>
          {addressLines.join(', ')}
        </p>
        <p>{mapCopy.directions}</p>
        <div className={styles.actions}>
          {loaded ? null : (
            <button type="button" className={styles.show} onClick={() => setLoaded(true)}>
              {mapCopy.showMap}
            </button>
          )}
          <a href={mapLinkUrl()} target="_blank" rel="noopener noreferrer">
            {mapCopy.openMap}
          </a>
          <a href={directionsUrl()} target="_blank" rel="noopener noreferrer">
            {mapCopy.directionsLink}
          </a>
        </div>
        {loaded ? null : <p className={styles.note}>{mapCopy.showMapNote}</p>}
      </figcaption>
    </figure>
  );
}
