import { ResponsiveImage } from '@/components/media/responsive-image';
import { Section } from '@/components/section/section';
import { storageTypes as copy } from '@/content/home';
import { type ImageAsset, media } from '@/content/media';
import styles from '@/features/home/storage-type-cards.module.css';

const SIZES = '(min-width: 1152px) 250px, (min-width: 1024px) 22vw, (min-width: 640px) 50vw, 100vw';

type CardId = (typeof copy.cards)[number]['id'];
const cardImages: Record<CardId, ImageAsset> = {
  ...media.storageTypes,
  safetyDepositBoxes: media.safetyDepositBoxes.medium,
};

/** Personal, business and container storage and deposit boxes, each a card linking to its page. */
export function StorageTypeCards() {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} centred tint>
      <ul className={styles.grid}>
        {copy.cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <ResponsiveImage image={cardImages[card.id]} sizes={SIZES} className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
              <a href={card.link.path} className={styles.link}>
                {card.link.label}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
