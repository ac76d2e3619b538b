/**
 * What the console's pages and panels pass down: who is signed in, and the
 * guard every action runs through. Types only, in a module of their own, so
 * the parts that use them import neither the app nor the panels that
 * render them.
 */

/** The member of staff signed in, as the session route answers. */
export type StaffSession = { email: string };

/** Runs a console action; a 401 on the way sends the console back to the sign-in. */
export type Guard = <T>(action: () => Promise<T>) => Promise<T | undefined>;
