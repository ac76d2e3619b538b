/**
 * For tests: a mail content whose every subject starts with a mark, so a
 * test can tell which content composed a message that reached the outbox
 * (as a published version's content would, in place of the repository's).
 */
import type { OutgoingMessage } from '../store/outbox-message.ts';
import { type MailContent, staticMailContent } from './mail-content.ts';

export function markedMailContent(mark: string): MailContent {
  const marked = (message: OutgoingMessage) => ({
    ...message,
    subject: `${mark} ${message.subject}`,
  });
  const s = staticMailContent;
  return {
    ...s,
    registrationMessages: (...args) => s.registrationMessages(...args).map(marked),
    visitorConfirmation: (...args) => {
      const message = s.visitorConfirmation(...args);
      return message && marked(message);
    },
    staffNotification: (...args) => marked(s.staffNotification(...args)),
    heldAlert: (...args) => marked(s.heldAlert(...args)),
    holdOffer: (...args) => marked(s.holdOffer(...args)),
    announcementComposer:
      (...args) =>
      (...message) =>
        marked(s.announcementComposer(...args)(...message)),
  };
}
