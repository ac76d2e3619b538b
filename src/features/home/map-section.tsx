import { Island } from '@/components/island/island';
import { MapEmbed } from '@/components/map-embed/map-embed';
import { Section } from '@/components/section/section';
import { mapSection as copy } from '@/content/home';

export function MapSection() {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title}>
      <Island name="map-embed" strategy="visible" component={MapEmbed} />
    </Section>
  );
}
