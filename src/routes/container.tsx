import { ButtonLinks } from '@/components/button/button-links';
import { CheckList } from '@/components/check-list/check-list';
import { CtaBand } from '@/components/cta-band/cta-band';
import { Island } from '@/components/island/island';
import { PageHero } from '@/components/page-hero/page-hero';
import { Section } from '@/components/section/section';
import { containerCta, containerSteps, containerUseCases } from '@/content/containers';
import { media } from '@/content/media';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { ContainerShowcase } from '@/features/services/container/container-showcase';
import { NumberedSteps } from '@/features/services/shared/numbered-steps';
import { SplitWithImage } from '@/features/services/shared/split-with-image';
import { PageHead } from '@/seo/page-head';

export function ContainerRoute() {
  return (
    <>
      <PageHead routeId="container" />
      <PageHero {...pageIntros.container} image={pageHeroImages.container}>
        <ButtonLinks links={containerCta.links} variant="outline" />
      </PageHero>
      <Island name="container-showcase" strategy="idle" component={ContainerShowcase} />
      <Section id="how-it-works" title={containerSteps.title} intro={containerSteps.intro} tint>
        <NumberedSteps steps={containerSteps.steps} />
      </Section>
      <Section id="use-cases" title={containerUseCases.title}>
        <SplitWithImage image={media.storageTypes.container}>
          <CheckList items={containerUseCases.items} />
        </SplitWithImage>
      </Section>
      <CtaBand copy={containerCta} />
    </>
  );
}
