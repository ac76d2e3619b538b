/**
 * The spam-score test (server/mail/spam-score.test.ts) reads every kind of
 * email with SpamAssassin's own rules. This finds it; on CI, as root, it
 * installs the "spamassassin" package after saying so; anywhere else it
 * prints the command to run, and the test says it was not run (the unit
 * tests go on: the score is advice on wording, not a check of the code).
 */

import { spamAssassinInstalled } from './lib/spamassassin.ts';
import { ensureSystemPackages } from './lib/system-packages.ts';

const need = {
  name: 'SpamAssassin',
  purpose: 'the spam-score test of every kind of email',
  packages: ['spamassassin'],
};
ensureSystemPackages(need, spamAssassinInstalled);
