/**
 * The email to a person when staff hold a unit for them: which unit (its id,
 * size and floor), its price with VAT and the charges beside it as the site
 * says them (content/price-format.ts over the price model), until when it is
 * kept and how to reply. None of the person's own text goes with it, not
 * even their name: only the address it goes to.
 */

import { escapeHtml } from '../../scripts/lib/html.ts';
import { holdMailCopy as copy } from '../../src/content/hold-mail.ts';
import { chargeText, depositText, offerText, rentInFull } from '../../src/content/price-format.ts';
import { unitPriceForSqft } from '../../src/content/prices.ts';
import { unitPathCopy } from '../../src/content/size-guide.ts';
import { parseUnitId } from '../../src/layout/layout-schema.ts';
import type { OutgoingMessage } from '../store/outbox-message.ts';

/** A date as the person reads it: "Thursday, 31 December 2026". */
export const heldUntilText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The price lines of a unit's size, as on the site; none for a size without a price. */
export function holdPriceLines(sqft: number): string[] {
  const entry = unitPriceForSqft(sqft);
  if (!entry) return [];
  return [
    rentInFull(entry),
    ...entry.charges.map(chargeText),
    depositText(entry.deposit),
    offerText(entry, { percentInWords: true }),
  ];
}

export function holdOffer(
  to: string,
  unit: { id: string; sqft: number },
  heldUntil: string,
  from: string,
): OutgoingMessage {
  const floor = unitPathCopy.floor(String(parseUnitId(unit.id)?.floor ?? ''));
  const kept = copy.kept(copy.unit(unit.id, unit.sqft, floor), heldUntilText(heldUntil));
  const prices = holdPriceLines(unit.sqft);
  const text = [
    copy.greeting,
    '',
    kept,
    '',
    ...(prices.length > 0 ? [`${copy.priceTitle}:`, ...prices.map((p) => `- ${p}`), ''] : []),
    copy.reply,
    '',
    copy.signOff,
    '',
  ].join('\r\n');
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body>',
    `<p>${escapeHtml(copy.greeting)}</p>`,
    `<p>${escapeHtml(kept)}</p>`,
    ...(prices.length > 0
      ? [
          `<h2>${escapeHtml(copy.priceTitle)}</h2><ul>`,
          ...prices.map((p) => `<li>${escapeHtml(p)}</li>`),
          '</ul>',
        ]
      : []),
    `<p>${escapeHtml(copy.reply)}</p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'hold-offer',
    from,
    to: { name: '', address: to },
    subject: copy.subject(unit.id),
    text,
    html,
  };
}
