/**
 * The one schema of the owner's facts (data/site/*.json): each field's type,
 * bounds and the price rules the site obeys, with the owner's label, a hint
 * and a stable path ("company.legalName"). The build checks the data with it
 * before rendering, Node code (launch:check, the server) reads it, and the
 * console's form is to be generated from it. Pages never import it: the
 * content modules import the checked JSON as trusted data, so no phone
 * downloads the validator (valibot, whose functions tree-shake, and whose
 * title and description actions carry the labels and hints).
 */
import * as v from 'valibot';
import { company, contact, hours, opening, team, web } from '@/content/site-facts-business';
import { charges, competition, offers, rents } from '@/content/site-facts-prices';
import { field, group, httpsLink, text, wholeNumber } from '@/content/site-facts-values';

const legal = group(
  v.strictObject({
    retentionMonths: field(
      wholeNumber(1, 120),
      'How long registrations are kept',
      'In months; registrations:purge deletes older ones.',
    ),
    hostingProvider: field(
      v.nullable(text(160)),
      'Hosting company',
      'Its name and the country of its servers.',
    ),
    widgetProviders: field(
      v.nullable(
        v.pipe(
          v.array(
            v.strictObject({
              name: field(text(80), 'Provider', 'The company’s name.'),
              privacyHref: field(
                httpsLink(),
                'Privacy notice',
                'The https address of its privacy and cookie notice.',
              ),
            }),
          ),
          v.minLength(1, 'must name at least one provider'),
          v.maxLength(5, 'must name at most 5 providers'),
        ),
      ),
      'Widget providers',
      'The companies behind the calculator and the registration form.',
    ),
    reportResponseTime: field(
      v.nullable(text(60)),
      'Reply time for an accessibility problem',
      'Such as 5 working days.',
    ),
    pagesUpdated: field(text(40), 'Legal pages last updated', 'Such as 22 November 2026.'),
  }),
  'Privacy and legal',
);

const unconfirmed = field(
  v.array(
    v.pipe(
      v.string('must be text'),
      v.regex(/^[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)*$/, 'must be a field path'),
    ),
  ),
  'Still to confirm',
  'The fields whose values are placeholders the owner has not confirmed.',
);

/** Every fact the owner may change, one group a file in data/site/. */
export const siteFactsSchema = v.strictObject({
  company,
  contact,
  web,
  opening,
  hours,
  team,
  rents,
  charges,
  offers,
  competition,
  legal,
  unconfirmed,
});

export type SiteFacts = v.InferOutput<typeof siteFactsSchema>;
/** The topics, each one file: data/site/company.json and so on. */
export type SiteFactsTopic = keyof SiteFacts;
export const siteFactsTopics = Object.keys(siteFactsSchema.entries) as SiteFactsTopic[];
