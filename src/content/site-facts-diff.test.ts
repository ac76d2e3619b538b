import { describe, expect, it } from 'vitest';
import { siteFactChanges } from '@/content/site-facts-diff';

describe('siteFactChanges', () => {
  const before = {
    contact: { phone: { display: '0151 496 0123' }, social: [{ network: 'Instagram' }] },
    company: { legalName: null },
  };

  it('names each changed field with its label, and its value before and after', () => {
    const after = {
      contact: { phone: { display: '0151 496 0999' }, social: [{ network: 'Instagram' }] },
      company: { legalName: 'Widnes Storage Ltd' },
    };
    expect(siteFactChanges(before, after)).toEqual([
      {
        path: 'contact.phone.display',
        label: 'Site › Contact › Phone',
        from: '0151 496 0123',
        to: '0151 496 0999',
      },
      {
        path: 'company.legalName',
        label: 'Site › Company › Legal name',
        from: '',
        to: 'Widnes Storage Ltd',
      },
    ]);
  });

  it('lists nothing for equal facts, and a list entry added as a whole', () => {
    expect(siteFactChanges(before, structuredClone(before))).toEqual([]);
    const after = structuredClone(before) as typeof before & {
      contact: { social: { network: string }[] };
    };
    after.contact.social.push({ network: 'Facebook' });
    expect(siteFactChanges(before, after)).toMatchObject([
      { path: 'contact.social.1', from: '', to: '{"network":"Facebook"}' },
    ]);
  });
});
