/**
 * Every composer of a message whose words depend on the owner's facts (the
 * brand, the phone number, the prices and charges, the offers), as one
 * object. The build bundles this module with the facts it builds the pages
 * from (scripts/lib/form-bundle.ts: entry-mail.js beside the site), so a
 * version of the site published with other facts sends emails that say what
 * its pages say. `staticMailContent` is the same functions as this process
 * imported them: the repository's facts, for a server with nothing
 * published.
 */
import { site } from '../../src/content/site.ts';
import { announcementComposer, withUnsubscribeLink } from './announcement-mail.ts';
import { holdOffer } from './hold-mail.ts';
import {
  heldAlert,
  registrationMessages,
  staffNotification,
  visitorConfirmation,
} from './registration-mail.ts';

export type MailContent = {
  /** A registration's messages: the visitor's confirmation (if any) and staff's notification. */
  registrationMessages: typeof registrationMessages;
  visitorConfirmation: typeof visitorConfirmation;
  staffNotification: typeof staffNotification;
  /** The alert to staff that confirmations are held. */
  heldAlert: typeof heldAlert;
  /** The offer to a person a unit is held for, with its prices. */
  holdOffer: typeof holdOffer;
  /** Each person's copy of an announcement, with the facility's name and address. */
  announcementComposer: typeof announcementComposer;
  /** An announcement's unsubscribe link and list id (the brand's news). */
  withUnsubscribeLink: typeof withUnsubscribeLink;
  /** The facts the default sender and staff address are made of (server/mail/config.ts). */
  sender: { brand: string; email: string };
};

export const staticMailContent: MailContent = {
  registrationMessages,
  visitorConfirmation,
  staffNotification,
  heldAlert,
  holdOffer,
  announcementComposer,
  withUnsubscribeLink,
  sender: { brand: site.brand, email: site.email },
};
