/**
 * The key that one visitor's mailbox is counted by for the limit of one
 * confirmation a day: the address in lower case, with any `+tag` dropped
 * from its local part (`Alex+offers@Example.org` counts as
 * `alex@example.org`). Many mail services deliver every tag to one mailbox,
 * so without this a script could send one person a confirmation per tag.
 * Only the count uses it: the address is stored and mailed as typed.
 */
export function confirmationAddressKey(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  const local = folded.slice(0, at);
  const plus = local.indexOf('+');
  // An address that is all tag (`+x@example.org`) keeps its local part.
  if (plus <= 0) return folded;
  return `${local.slice(0, plus)}${folded.slice(at)}`;
}
