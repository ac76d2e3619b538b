import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, leadAddress, listAddress, readAddress } from './lead-address';

describe('the Registrations tab’s addresses', () => {
  it('keeps the list’s search, filters, sort and page on a lead’s page and back', () => {
    const query = {
      ...EMPTY_QUERY,
      q: 'jones',
      stage: 'new',
      page: 3,
      sort: 'name' as const,
      order: 'asc' as const,
    };
    const lead = leadAddress('0b7e3f0c-1111-4222-8333-444455556666', query);
    expect(lead).toBe(
      '/staff/registrations/0b7e3f0c-1111-4222-8333-444455556666?q=jones&stage=new&page=3&sort=name&order=asc',
    );
    const url = new URL(lead, 'http://localhost');
    const read = readAddress(url.pathname, url.search);
    expect(read).toEqual({ query, lead: '0b7e3f0c-1111-4222-8333-444455556666' });
    expect(listAddress(read.query)).toBe(
      '/staff/registrations?q=jones&stage=new&page=3&sort=name&order=asc',
    );
  });

  it('reads the bare list as newest first, page 1, and writes it bare', () => {
    expect(readAddress('/staff/registrations', '')).toEqual({ query: EMPTY_QUERY, lead: null });
    expect(listAddress(EMPTY_QUERY)).toBe('/staff/registrations');
    expect(readAddress('/staff/registrations', '?sort=email&page=x').query).toEqual(EMPTY_QUERY);
  });
});
