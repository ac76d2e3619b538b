import { CtaBand } from '@/components/cta-band/cta-band';
import { JsonLd } from '@/components/json-ld/json-ld';
import { finalCta } from '@/content/home';
import { FaqSection } from '@/features/home/faq-section';
import { HomeHero } from '@/features/home/home-hero';
import { LocationBlock } from '@/features/home/location-block';
import { MapSection } from '@/features/home/map-section';
import { OfferBanner } from '@/features/home/offer-banner';
import { PhotoGrid } from '@/features/home/photo-grid';
import { PromoBlock } from '@/features/home/promo-block';
import { SizeCards } from '@/features/home/size-cards';
import { StorageTypeCards } from '@/features/home/storage-type-cards';
import { VideoTour } from '@/features/home/video-tour';
import { WhyChoose } from '@/features/home/why-choose';
import { PageHead } from '@/seo/page-head';
import { selfStorageData } from '@/seo/structured-data';

export function HomeRoute() {
  return (
    <>
      <PageHead routeId="home" />
      <JsonLd data={selfStorageData()} />
      <HomeHero />
      <OfferBanner />
      <PhotoGrid />
      <LocationBlock />
      <WhyChoose />
      <PromoBlock />
      <StorageTypeCards />
      <SizeCards />
      <VideoTour />
      <MapSection />
      <CtaBand copy={finalCta} />
      <FaqSection />
    </>
  );
}
