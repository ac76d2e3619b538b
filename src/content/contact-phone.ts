/**
 * The facility's phone number alone (data/site/contact.json), for the
 * islands that show it: importing `site` would bring every contact detail
 * into their start-up script (on /calculator, a chunk of its own and a
 * request) for one number. The bundle reads it as a named import, a
 * constant (see vite.config.ts).
 */
import contactData from '../../data/site/contact.json' with { type: 'json' };

const { phone } = contactData;

/** "0151 496 0123" and its tel: link, as the owner's facts give them. */
export const contactPhone = phone;
