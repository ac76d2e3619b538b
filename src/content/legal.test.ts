import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { accessibilityStatement } from '@/content/accessibility-statement';
import { legalLinks, type OfferTermsId, termsAnchors, termsHref } from '@/content/legal';
import {
  isOwnerPlaceholder,
  type LegalDocument,
  type LegalInline,
  legalCopy,
  ownerToConfirm,
} from '@/content/legal-documents';
import { competition, newCustomerOffer, safetyDepositOffer } from '@/content/offers';
import { rentInFull } from '@/content/price-format';
import { allUnitPrices, boxPrice } from '@/content/prices';
import { privacyNotice } from '@/content/privacy';
import { registrationFieldCopy } from '@/content/registration-form';
import { depositBoxIds } from '@/content/safety-deposit-boxes';
import { site } from '@/content/site';
import { offerTerms } from '@/content/terms';

const documents = { privacyNotice, offerTerms, accessibilityStatement };

function inlineParts(document: LegalDocument): LegalInline[] {
  return document.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'paragraph'
        ? [...block.parts]
        : block.kind === 'list'
          ? block.items.flatMap((item) => [...item])
          : block.table.rows.flat(2),
    ),
  );
}

/** The words a reader sees: text and link text, placeholders left out. */
function plainText(document: LegalDocument): string {
  return inlineParts(document)
    .map((part) => (typeof part === 'string' ? part : 'text' in part ? part.text : ''))
    .join('');
}

describe('termsHref', () => {
  it('points each offer at its own anchor on /terms', () => {
    expect(termsHref('firstWeeks')).toBe('/terms#first-12-weeks');
    expect(termsHref('competition')).toBe('/terms#competition');
    expect(termsHref('safetyDepositBoxes')).toBe('/terms#safety-deposit-boxes');
  });

  it('lands on a section of the offer terms for every offer', () => {
    const ids = offerTerms.sections.map((section) => section.id);
    for (const offer of Object.keys(termsAnchors) as OfferTermsId[]) {
      const [path, anchor] = termsHref(offer).split('#');
      expect(path).toBe(paths.terms);
      expect(ids).toContain(anchor);
    }
  });
});

describe('the legal documents', () => {
  it.each(Object.entries(documents))('%s has unique section anchors', (_, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(Object.entries(documents))('%s links only to routes and their sections', (_, doc) => {
    const routes = new Set<string>(Object.values(paths));
    const sectionIds = new Map(
      Object.values(documents).map((d) => [d, d.sections.map((s) => s.id)] as const),
    );
    for (const part of inlineParts(doc)) {
      if (typeof part !== 'object' || !('href' in part) || !part.href.startsWith('/')) continue;
      const [path = '', hash] = part.href.split('#');
      expect(routes, part.href).toContain(path);
      if (hash && path === paths.sizeGuide) expect(hash).toBe('floor-plan');
      if (hash && path === paths.terms) expect(sectionIds.get(offerTerms)).toContain(hash);
    }
  });

  it('shows every fact the owner must supply somewhere, as a placeholder', () => {
    const shown = new Set(
      Object.values(documents).flatMap((document) =>
        inlineParts(document).filter(isOwnerPlaceholder),
      ),
    );
    for (const [name, placeholder] of Object.entries(ownerToConfirm)) {
      expect(shown.has(placeholder), name).toBe(true);
    }
  });
});

describe('the offer terms', () => {
  const text = plainText(offerTerms);

  it('state each offer in the words the rest of the site uses', () => {
    expect(text).toContain(`${newCustomerOffer.discountPercent}% off the price`);
    expect(text).toContain(`your first ${newCustomerOffer.weeks} weeks`);
    expect(text).toContain(newCustomerOffer.minimumStay);
    expect(text).toContain(newCustomerOffer.eligibility);
    expect(text).toContain(`${competition.prizeMonths} months of free storage`);
    for (const step of competition.steps.slice(0, -1)) expect(text).toContain(step);
    expect(text).toContain(safetyDepositOffer.detail);
  });

  it('set out the rent of every size and box, from the price model', () => {
    for (const { price } of allUnitPrices()) expect(text).toContain(rentInFull(price));
    for (const id of depositBoxIds) expect(text).toContain(rentInFull(boxPrice(id)));
  });
});

describe('the privacy notice', () => {
  const text = plainText(privacyNotice);

  it('names the fields the registration form collects', () => {
    for (const field of ['name', 'email', 'phone'] as const) {
      expect(text).toContain(registrationFieldCopy[field].label.toLowerCase());
    }
    expect(text).toMatch(/move in/);
    expect(text).toMatch(/message box/);
    expect(text).toMatch(/opening and special offers by email/);
  });

  it('gives the ways to contact us and the ICO', () => {
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone.display);
    expect(text).toContain('ico.org.uk/make-a-complaint');
  });

  it('says the site sets no cookies of its own and what stays on the device', () => {
    expect(text).toContain('sets no cookies of its own');
    expect(text).toMatch(/session storage and local storage/);
  });
});

it('marks an owner placeholder so it reads as one', () => {
  expect(legalCopy.toConfirm('the closing date')).toBe(
    `[${legalCopy.toConfirmPrefix} the closing date]`,
  );
});

it('the footer links the three legal pages', () => {
  expect(legalLinks.links.map((link) => link.path)).toEqual([
    paths.privacy,
    paths.terms,
    paths.accessibility,
  ]);
});
