import { describe, expect, it } from 'vitest';
import { londonDay, londonTime } from './london-time';

describe('times on the London clock, written out', () => {
  it('writes the day, the date and the time as the owner reads them', () => {
    expect(londonTime('2027-01-05T23:59:00.000Z')).toBe('Tuesday 5 January 2027, 11:59 pm');
    expect(londonTime(new Date('2027-01-06T00:00:00Z'))).toBe('Wednesday 6 January 2027, 12:00 am');
    expect(londonTime('2027-06-01T11:05:00Z')).toBe('Tuesday 1 June 2027, 12:05 pm');
  });

  it('moves an hour on at 01:00 UTC on the last Sunday of March', () => {
    expect(londonTime('2027-03-28T00:59:00Z')).toBe('Sunday 28 March 2027, 12:59 am');
    expect(londonTime('2027-03-28T01:00:00Z')).toBe('Sunday 28 March 2027, 2:00 am');
    // Late on the Saturday in UTC is already Sunday in London during summer time.
    expect(londonTime('2027-08-14T23:30:00Z')).toBe('Sunday 15 August 2027, 12:30 am');
  });

  it('tells the two 1:30 ams apart on the last Sunday of October, and only then', () => {
    expect(londonTime('2027-10-31T00:30:00Z')).toBe('Sunday 31 October 2027, 1:30 am BST');
    expect(londonTime('2027-10-31T01:30:00Z')).toBe('Sunday 31 October 2027, 1:30 am GMT');
    expect(londonTime('2027-10-31T02:30:00Z')).toBe('Sunday 31 October 2027, 2:30 am');
    expect(londonTime('2027-10-30T23:30:00Z')).toBe('Sunday 31 October 2027, 12:30 am');
    expect(londonTime('2026-10-25T00:59:00Z')).toBe('Sunday 25 October 2026, 1:59 am BST');
  });

  it('writes a calendar day as it is, and a moment by its London day', () => {
    expect(londonDay('2027-01-05')).toBe('Tuesday 5 January 2027');
    expect(londonDay('2027-03-28')).toBe('Sunday 28 March 2027');
    expect(londonDay('2027-07-04T23:30:00Z')).toBe('Monday 5 July 2027');
  });

  it('leaves nothing for no time, and a value it cannot read as it is', () => {
    expect(londonTime(null)).toBe('');
    expect(londonTime('')).toBe('');
    expect(londonTime('soon')).toBe('soon');
  });
});
