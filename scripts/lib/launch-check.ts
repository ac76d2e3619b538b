/**
 * What must change before the site goes live, and where: one pure function
 * over the site's facts and the server's settings, read by
 * `npm run launch:check` and by the console's first screen alike, each
 * over the facts as published (the live version, or the repository's files).
 */

import { type ThirdPartyEnv, thirdPartyConfig } from '../../src/config/third-party.ts';
import {
  isUnconfirmed,
  type OwnerFactId,
  type OwnerPlaceholder,
  ownerFacts,
} from '../../src/content/legal-documents.ts';
import { siteFactLabel } from '../../src/content/site-facts-fields.ts';
import { formatSiteFactError, type SiteFactsResult } from '../../src/content/site-facts-parse.ts';
import { readSiteFacts, siteFactsDir } from './site-facts-file.ts';

export type LaunchConfiguration = {
  /** The facts only the owner can supply that are still placeholders, each with its fields. */
  ownerToConfirm: Readonly<Record<string, OwnerPlaceholder>>;
  /** The site's facts that break their schema (the build refuses them), one line each. */
  factErrors?: readonly string[];
  site: {
    email: string;
    phone: { display: string };
    origin: string;
    /** Whether the owner has saved the site's address (contact.origin is off the list to confirm). */
    originConfirmed: boolean;
  };
  /** The widgets' script addresses (null: switched off). */
  widgets: { registration: string | null; calculator: string | null };
  /** The build's and the server's environment. */
  env: ThirdPartyEnv;
};

/**
 * One thing to change before going live: what is wrong, and where to change
 * it; for a fact the owner changes in the console's Site tab, its fields' paths.
 */
export type LaunchBlocker = { what: string; where: string; fields?: readonly string[] };

const FACTS = "the site's facts (data/site/)";
const PHONE = 'contact.phone.display';
const EMAIL = 'contact.email';
const ORIGIN = 'web.origin';

/** Where the owner changes a field: "Site › Company › Legal name (company.legalName)". */
const fieldWhere = (path: string) => `${siteFactLabel(path)} (${path})`;
const SERVER_ENV = "the server's environment";
const BUILD_ENV = 'the build environment (then npm run build)';

/** Domains set aside for examples and tests (RFC 2606, RFC 6761). */
const EXAMPLE_DOMAIN = /(^|\.)(example(\.(com|org|net|co\.uk))?|test|invalid|localhost)$/i;

/** Ofcom's numbers for drama, never a real line: each range's first digits, spaces left out. */
const DRAMA_RANGES = [
  '01134960',
  '01144960',
  '01154960',
  '01164960',
  '01174960',
  '01184960',
  '01214960',
  '01314960',
  '01414960',
  '01514960',
  '01614960',
  '01632960',
  '02079460',
  '02890180',
  '02920180',
  '03069990',
  '07700900',
  '08081570',
  '09098790',
];

const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? '';
const isExampleAddress = (address: string) => EXAMPLE_DOMAIN.test(domainOf(address));

const isDramaNumber = (display: string) => {
  const digits = display.replace(/\D/g, '').replace(/^44/, '0');
  return DRAMA_RANGES.some((range) => digits.startsWith(range));
};

function isExampleHost(src: string): boolean {
  try {
    return EXAMPLE_DOMAIN.test(new URL(src).hostname);
  } catch {
    return true;
  }
}

const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';

const unset = (env: ThirdPartyEnv, name: string) => !env[name]?.trim();

/** Every blocker, in the order the README's deployment section takes them. */
export function launchBlockers(config: LaunchConfiguration): LaunchBlocker[] {
  const { env } = config;
  const blockers: LaunchBlocker[] = [];
  for (const line of config.factErrors ?? [])
    blockers.push({ what: `A fact breaks its rule: ${line}.`, where: FACTS });
  for (const fact of Object.values(config.ownerToConfirm))
    blockers.push({
      what: `Owner to confirm: ${fact.toConfirm}.`,
      where: (fact.fields ?? []).map(fieldWhere).join(' and '),
      fields: fact.fields ?? [],
    });
  for (const [name, src, variable] of [
    ['registration', config.widgets.registration, 'VITE_REGISTRATION_WIDGET_SRC'],
    ['calculator', config.widgets.calculator, 'VITE_CALCULATOR_WIDGET_SRC'],
  ] as const) {
    if (src !== null && isExampleHost(src))
      blockers.push({
        what: `The ${name} widget's script is a placeholder (${src}).`,
        where: `${variable} in ${BUILD_ENV}: the provider's address, or off`,
      });
  }
  if (isExampleAddress(config.site.email))
    blockers.push({
      what: `The contact address is an example (${config.site.email}).`,
      where: fieldWhere(EMAIL),
      fields: [EMAIL],
    });
  for (const variable of ['MAIL_FROM', 'STAFF_EMAIL']) {
    const value = env[variable]?.trim();
    if (value && isExampleAddress(value))
      blockers.push({
        what: `${variable} is an example address (${value}).`,
        where: `${variable} in ${SERVER_ENV}`,
      });
  }
  if (isDramaNumber(config.site.phone.display))
    blockers.push({
      what: `The phone number ${config.site.phone.display} is one Ofcom keeps for drama: nobody answers it.`,
      where: fieldWhere(PHONE),
      fields: [PHONE],
    });
  if (unset(env, 'VITE_SITE_ORIGIN') && !config.site.originConfirmed)
    blockers.push({
      what: `The site's address is the default guess (${config.site.origin}).`,
      where: `VITE_SITE_ORIGIN in ${BUILD_ENV}, or ${fieldWhere(ORIGIN)}`,
      fields: [ORIGIN],
    });
  if (unset(env, 'SMTP_URL'))
    blockers.push({
      what: 'SMTP_URL is not set: every email is written to a file and none is sent.',
      where: `SMTP_URL in ${SERVER_ENV}, such as smtp://user:password@mail.example.net:587`,
    });
  if (unset(env, 'MAIL_FROM'))
    blockers.push({
      what: `MAIL_FROM is not set: emails come from ${config.site.email}.`,
      where: `MAIL_FROM in ${SERVER_ENV}: an address your mail server may send from`,
    });
  if (unset(env, 'STAFF_EMAIL'))
    blockers.push({
      what: `STAFF_EMAIL is not set: staff notifications go to ${config.site.email}.`,
      where: `STAFF_EMAIL in ${SERVER_ENV}: the inbox staff read`,
    });
  if (!unset(env, 'DATABASE_URL') && unset(env, 'ALTCHA_HMAC_KEY'))
    blockers.push({
      what: 'DATABASE_URL is set without ALTCHA_HMAC_KEY: each server makes up its own key, so a proof solved for one is refused by another.',
      where: `ALTCHA_HMAC_KEY in ${SERVER_ENV}, the same long random value on every server`,
    });
  if (unset(env, 'ADDRESS_HASH_SECRET'))
    blockers.push({
      what: 'ADDRESS_HASH_SECRET is not set: the do-not-contact list is keyed with a secret the server made in its data folder, and a lost disk would take it, and with it who unsubscribed.',
      where: `ADDRESS_HASH_SECRET in ${SERVER_ENV}: a long random value (openssl rand -base64 32), or the content of data/address-hash-secret if the server made one; the same on every server, and kept backed up`,
    });
  if (unset(env, 'MAIL_DOMAIN_AUTHENTICATED'))
    blockers.push({
      what: `Does ${domainOf(env.MAIL_FROM?.trim() || config.site.email) || 'the sending domain'} publish SPF, DKIM and DMARC records for the mail server that sends the emails? Without them much of the mail lands in spam or is refused.`,
      where: `the domain's DNS (README, Deploying: Mail that reaches the inbox), then MAIL_DOMAIN_AUTHENTICATED=1 in ${SERVER_ENV}`,
    });
  const staffOrigin = env.STAFF_ORIGIN?.trim();
  if (!staffOrigin)
    blockers.push({
      what: "STAFF_ORIGIN is not set: the console's passkeys and invite links use the local default.",
      where: `STAFF_ORIGIN in ${SERVER_ENV}, such as https://staff.example.co.uk`,
    });
  else {
    let url: URL | null = null;
    try {
      url = new URL(staffOrigin);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && !isLocalHost(url.hostname)))
      blockers.push({
        what: `STAFF_ORIGIN is ${staffOrigin}: outside this machine the console must be on https.`,
        where: `STAFF_ORIGIN in ${SERVER_ENV}, such as https://staff.example.co.uk`,
      });
  }
  return blockers;
}

/**
 * The site for a set of the owner's facts (or their problems): the facts
 * the console published, or the repository's files; and the widgets and
 * settings `env` gives.
 */
export function launchConfigurationFrom(
  read: SiteFactsResult,
  env: ThirdPartyEnv,
): LaunchConfiguration {
  const widgets = thirdPartyConfig(env);
  const widgetSources = {
    registration: widgets.registrationWidgetSrc,
    calculator: widgets.calculatorWidgetSrc,
  };
  if (!read.ok)
    return {
      ownerToConfirm: {},
      factErrors: read.errors.map(formatSiteFactError),
      site: { email: '', phone: { display: '' }, origin: '', originConfirmed: false },
      widgets: widgetSources,
      env,
    };
  const { facts } = read;
  const unconfirmed = Object.entries(ownerFacts).filter(([id]) =>
    isUnconfirmed(id as OwnerFactId, facts.unconfirmed),
  );
  return {
    ownerToConfirm: Object.fromEntries(unconfirmed),
    site: {
      email: facts.contact.email,
      phone: facts.contact.phone,
      origin: facts.web.origin,
      originConfirmed: !facts.unconfirmed.includes(ORIGIN),
    },
    widgets: widgetSources,
    env,
  };
}

/**
 * The site as the repository's files have it: the owner's facts as saved
 * (data/site/, or the folder SITE_FACTS_DIR names), and the widgets and
 * settings `env` gives.
 */
export function currentLaunchConfiguration(env: ThirdPartyEnv = process.env): LaunchConfiguration {
  return launchConfigurationFrom(readSiteFacts(siteFactsDir(env)), env);
}
