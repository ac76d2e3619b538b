import { PostalAddress } from '@/components/contact/contact-details';
import { mapLinkUrl } from '@/components/map-embed/map-embed';
import { locationBlock as copy } from '@/content/home';
import styles from '@/features/home/location-block.module.css';
import { OpeningDay } from '@/features/home/opening-day';

/** The "Coming Soon" (or open) facility: its opening day once set, its address and a link to a full map. */
export function LocationBlock() {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-heading`} className="section section--tint">
      <div className={`container ${styles.card}`}>
        <div>
          <p className={styles.badge}>{copy.badge}</p>
          <h2 id={`${copy.id}-heading`}>{copy.title}</h2>
          <OpeningDay />
          <p className="lead">{copy.text}</p>
        </div>
        <div className={styles.details}>
          <dl className={styles.list}>
            <div>
              <dt>{copy.addressLabel}</dt>
              <dd>
                <PostalAddress className={styles.address} />
              </dd>
            </div>
            <div>
              <dt>{copy.accessLabel}</dt>
              <dd>{copy.access}</dd>
            </div>
          </dl>
          <a href={mapLinkUrl()} target="_blank" rel="noopener noreferrer">
            {copy.mapLink}
            <span className="visually-hidden">{copy.newTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
