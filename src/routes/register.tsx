import { Island } from '@/components/island/island';
import { MapEmbed } from '@/components/map-embed/map-embed';
import { Section } from '@/components/section/section';
import { registerContact, registerHours, registerLocation, whyRegister } from '@/content/register';
import { RegistrationSection } from '@/features/registration/registration-section';
import { CompetitionBlock } from '@/features/services/register/competition-block';
import { ContactList } from '@/features/services/shared/contact-list';
import { FeatureCards } from '@/features/services/shared/feature-cards';
import { HoursList } from '@/features/services/shared/hours-list';
import columns from '@/features/services/shared/two-columns.module.css';
import { RouteHeading } from '@/routes/route-heading';

export function RegisterRoute() {
  return (
    <>
      <RouteHeading routeId="register" />
      <Island name="registration-section" strategy="load" component={RegistrationSection} />
      <CompetitionBlock />
      <Section id="why-register" title={whyRegister.title} tint>
        <FeatureCards items={whyRegister.items} />
      </Section>
      <Section id="contact" title={registerContact.title}>
        <div className={columns.columns}>
          <ContactList {...registerContact} />
          <div>
            <h3>{registerHours.title}</h3>
            <HoursList rows={registerHours.rows} />
          </div>
        </div>
      </Section>
      <Section id="location" title={registerLocation.title} intro={registerLocation.intro} tint>
        <Island name="map-embed" strategy="visible" component={MapEmbed} />
      </Section>
    </>
  );
}
