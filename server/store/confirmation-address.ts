/**
 * The key that one visitor's mailbox is counted by for the limit of one
 * confirmation a day. The rule:
 * - the whole address in lower case, for every provider;
 * - any `+tag` dropped from its local part (`Alex+offers@Example.org`
 *   counts as `alex@example.org`): many mail services deliver every tag to
 *   one mailbox;
 * - at Gmail only, the dots of the local part dropped too, and
 *   `googlemail.com` read as `gmail.com`: Gmail delivers
 *   `alex.smith@gmail.com`, `alexsmith@gmail.com` and
 *   `alexsmith@googlemail.com` to one mailbox. Other providers keep their
 *   dots, since for them a dot makes another address.
 * Without this a script could send one person a confirmation per spelling.
 * Only the count uses it: the address is stored and mailed as typed.
 *
 * The key is stored with each confirmation (outbox.address_key, migration
 * 0007). Keys stored under the older rule (without the Gmail folding) stay
 * as they were: at worst a Gmail address spelt another way within a day of
 * one of them gets one more confirmation, once.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function confirmationAddressKey(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1);
  const plus = local.indexOf('+');
  // An address that is all tag (`+x@example.org`) keeps its local part.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    // An address that is all dots keeps them: there is no mailbox to fold it into.
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}
