import { ButtonLinks } from '@/components/button/button-links';
import { CheckList } from '@/components/check-list/check-list';
import { CtaBand } from '@/components/cta-band/cta-band';
import { Island } from '@/components/island/island';
import { Section } from '@/components/section/section';
import { containerCta, containerSteps, containerUseCases } from '@/content/containers';
import { media } from '@/content/media';
import { ContainerShowcase } from '@/features/services/container/container-showcase';
import { NumberedSteps } from '@/features/services/shared/numbered-steps';
import { SplitWithImage } from '@/features/services/shared/split-with-image';
import { RouteHeading } from '@/routes/route-heading';

export function ContainerRoute() {
  return (
    <>
      <RouteHeading routeId="container">
        <ButtonLinks links={containerCta.links} variant="outline" />
      </RouteHeading>
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
