/**
 * A lead's stages, in the order a lead usually moves through them, with the
 * words staff read. Shared by the server (the list's filter, the export) and
 * the console.
 */
export const leadStages = ['new', 'contacted', 'offered', 'held', 'moved-in', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  offered: 'Offered',
  held: 'Unit held',
  'moved-in': 'Moved in',
  lost: 'Lost',
};

export const isLeadStage = (value: unknown): value is LeadStage =>
  typeof value === 'string' && (leadStages as readonly string[]).includes(value);

/** The stages that mean the lead has been spoken to (the overview's "contacted"). */
export const reachedStages: readonly LeadStage[] = ['contacted', 'offered', 'held', 'moved-in'];

/** A live hold, as the console shows it: the unit, whose reference, until when and who made it. */
export type UnitHold = {
  id: string;
  unitId: string;
  registrationId: string;
  heldUntil: string;
  createdAt: string;
  createdBy: string;
};
