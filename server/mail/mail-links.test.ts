// @vitest-environment node
/**
 * Every link of the site's own in the emails as they are written (the
 * visitor's confirmation, the staff notification and alert, a held unit's
 * offer, the ready "We are open" announcement) leads to a page the site has.
 * The words they are built from are walked in src/content/content-links.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { openingDraft } from '../../src/content/announcements.ts';
import { brokenLinks, linksIn } from '../../src/content/content-links.ts';
import { site } from '../../src/content/site.ts';
import { alex } from '../store/test-registrations.ts';
import { announcementComposer } from './announcement-mail.ts';
import { holdOffer } from './hold-mail.ts';
import { heldAlert, registrationMessages } from './registration-mail.ts';

const addresses = { from: 'hello@example.org', staff: 'staff@example.org', origin: site.origin };
const stored = {
  ...alex,
  id: '0'.repeat(36),
  createdAt: '2026-11-03T10:00:00Z',
  unverifiedReason: null,
  marketingConsent: { text: 'Email me', at: '2026-11-03T10:00:00Z' },
};

describe('links in the emails', () => {
  it('lead only to pages the site has', () => {
    const messages = [
      ...registrationMessages(stored, addresses),
      heldAlert(3, 20, addresses),
      holdOffer('alex@example.org', { id: '2-G-2', sqft: 50 }, '2026-12-01T00:00:00Z', 'x@y.z'),
      announcementComposer('hello@example.org')(openingDraft, {
        address: 'alex@example.org',
        registeredOn: '2026-11-03T10:00:00Z',
      }),
    ];
    const links = messages.flatMap((m) => [...linksIn(m.text), ...linksIn(m.html ?? '')]);
    // The privacy notice's link and the draft's size guide, at least.
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(brokenLinks(links)).toEqual([]);
  });
});
