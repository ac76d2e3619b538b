/**
 * A passkey ceremony refused because the page's address is not the one the
 * server was given (STAFF_ORIGIN): the browser's SecurityError, or the
 * server's refusal of the answer's origin. The console shows it, and the
 * server sends it with the refusal.
 */
export const originMismatchText =
  "This page's address is not the console's address the server was given (STAFF_ORIGIN), so passkeys cannot work here. The console's address may be set wrongly: see “The owner's console” in the README, or open the console at its own address.";
