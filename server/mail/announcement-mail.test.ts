// @vitest-environment node
/**
 * An announcement's unsubscribe link: each person's copy gets one of its own
 * as it is handed over; the test to staff gets none, so pressing it (or a
 * mail client's one-click post) cannot put the member's address on the list.
 */
import { describe, expect, it } from 'vitest';
import { announcementFooter } from '../../src/content/announcements.ts';
import { UNSUBSCRIBE_SLOT } from '../store/outbox-message.ts';
import {
  announcementComposer,
  UNSUBSCRIBE_PATH,
  withUnsubscribeLink,
} from './announcement-mail.ts';

const compose = announcementComposer('hello@example.org');
const draft = { subject: 'We are open', body: 'Come and see us.' };
const queued = { id: 'm1', registrationId: 'r1', messageId: '<m1@x>', attempts: 0 };
const times = { queuedAt: '2026-11-03T10:00:00Z', claimedAt: '2026-11-03T10:00:00Z' };

/** Hands `message` over as the worker does, counting the tokens asked for. */
async function handOver(message: ReturnType<typeof compose>) {
  const asked: string[] = [];
  const sent = await withUnsubscribeLink(
    { ...message, ...queued, ...times },
    'https://example.org',
    async (address) => {
      asked.push(address);
      return 'T'.repeat(43);
    },
  );
  return { sent, asked };
}

describe('the unsubscribe link of an announcement', () => {
  it("gives each person's copy a link of its own, in the text, the HTML and the header", async () => {
    const copy = compose(draft, { address: 'a@example.org', registeredOn: '2026-10-01T10:00:00Z' });
    const { sent, asked } = await handOver(copy);
    const url = `https://example.org${UNSUBSCRIBE_PATH}/${'T'.repeat(43)}`;
    expect(asked).toEqual(['a@example.org']);
    expect(sent.text).toContain(url);
    expect(sent.html).toContain(`href="${url}"`);
    expect(sent.listUnsubscribe).toBe(url);
  });

  it('gives the test to staff none: no token is made, and the message says why', async () => {
    const test = compose(draft, { address: 'owner@example.org', registeredOn: null });
    const { sent, asked } = await handOver(test);
    expect(asked).toEqual([]);
    expect(sent.listUnsubscribe).toBeUndefined();
    for (const part of [sent.text, sent.html ?? '']) {
      expect(part).not.toContain(UNSUBSCRIBE_SLOT);
      expect(part).not.toContain(UNSUBSCRIBE_PATH);
      expect(part).toContain(announcementFooter.test);
    }
    expect(sent.text).toContain(announcementFooter.testUnsubscribe);
  });
});
