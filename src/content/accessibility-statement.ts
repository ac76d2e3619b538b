/**
 * The accessibility statement (/accessibility): the standard we aim for, how
 * the site is tested, what we know falls short, how to report a problem and
 * who enforces the law.
 */
import { paths } from '@/config/paths';
import {
  type LegalDocument,
  legalPagesUpdated,
  list,
  ownerFact,
  paragraph,
} from '@/content/legal-documents';
import { absoluteUrl, addressOneLine, site } from '@/content/site';
import { floorPlanCopy } from '@/content/size-guide';
import legalJson from '../../data/site/legal.json' with { type: 'json' };

const { reportResponseTime } = legalJson;

export const accessibilityStatement: LegalDocument = {
  updated: legalPagesUpdated,
  sections: [
    {
      id: 'our-aim',
      title: 'Our aim',
      blocks: [
        paragraph(
          `This statement covers the ${site.brand} website at ${absoluteUrl(paths.home)}. We want everyone to be able to use it, and we aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
        ),
        paragraph('You should be able to:'),
        list(
          'zoom in up to 400% with the text reflowing to fit the screen',
          'reach every link, button and form field with a keyboard alone, and see where you are',
          'use the site with a screen reader: each page has one main heading, labelled sections and named controls',
          'stop moving content: the home page slideshow has a pause button, and animations are turned off when your device asks for reduced motion',
          'read every page and follow its links with JavaScript turned off, and send the registration form without it',
        ),
      ],
    },
    {
      id: 'how-we-tested',
      title: 'How we tested it',
      blocks: [
        list(
          'Automated checks with axe-core, run in a real browser on every page and in every state we build (menus open, dialogs open, form errors shown), against WCAG 2.2 AA.',
          'The same checks at a desktop width of 1,280 pixels and a phone width of 390 pixels, with reduced motion turned on.',
          'Keyboard checks: moving through menus, the floor plan, dialogs and the registration form, and where focus goes when each opens and closes.',
        ),
        paragraph(`We last tested the site on ${legalPagesUpdated}.`),
      ],
    },
    {
      id: 'known-limits',
      title: 'What we know is not fully accessible',
      blocks: [
        list(
          [
            'The floor plan on the size guide is a drawing: a screen reader cannot read it unit by unit. The same units, with their size and status, are in a list beside it: choose “Choose from a list” under ',
            { text: floorPlanCopy.title, href: `${paths.sizeGuide}#${floorPlanCopy.id}` },
            '.',
          ],
          [
            'The storage calculator, the maps and, if it is switched on, a third-party registration form come from other companies, and we cannot fix their code. Each has an alternative: the ',
            { text: 'size guide', href: paths.sizeGuide },
            ' in place of the calculator, our address and a map link beside each map, and our own ',
            { text: 'registration form', href: paths.register },
            '.',
          ],
        ),
      ],
    },
    {
      id: 'report-a-problem',
      title: 'Reporting a problem',
      blocks: [
        paragraph(
          'If you find something on this site hard to use, or need its information in another format, email ',
          { text: site.email, href: `mailto:${site.email}` },
          ', call ',
          { text: site.phone.display, href: site.phone.href },
          ` or write to us at ${addressOneLine}. We aim to reply within `,
          ownerFact('reportResponseTime', reportResponseTime),
          '.',
        ),
      ],
    },
    {
      id: 'enforcement',
      title: 'Enforcement procedure',
      blocks: [
        paragraph(
          'The Equality and Human Rights Commission (EHRC) enforces the Equality Act 2010 in Great Britain. If you are not happy with how we respond to your report, contact the ',
          {
            text: 'Equality Advisory and Support Service (EASS)',
            href: 'https://www.equalityadvisoryservice.com/',
          },
          '.',
        ),
      ],
    },
    {
      id: 'preparation',
      title: 'Preparation of this statement',
      blocks: [paragraph(`This statement was prepared on ${legalPagesUpdated}.`)],
    },
  ],
};
