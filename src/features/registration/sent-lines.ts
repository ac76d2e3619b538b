/** A checked registration as the label and value lines the confirmation lists. */
import { notSureLabel, registrationSent, storageTypeLabels } from '@/content/registration-form';
import {
  fieldLabels,
  NOT_SURE,
  type Registration,
} from '@/features/registration/registration-schema';

export function sentLines(r: Registration): { label: string; value: string }[] {
  const lines: [string, string | null][] = [
    [fieldLabels.name, r.name],
    [fieldLabels.email, r.email],
    [fieldLabels.phone, r.phone],
    [fieldLabels.storageType, storageTypeLabels[r.storageType]],
    [fieldLabels.unitSize, r.unitSize === NOT_SURE ? notSureLabel : `${r.unitSize} sq ft`],
    [registrationSent.unitLabel, r.unitId],
    [registrationSent.moveInDateLabel, r.moveInDate],
    [registrationSent.messageLabel, r.message],
    [
      registrationSent.marketingLabel,
      r.marketingOptIn ? registrationSent.marketingYes : registrationSent.marketingNo,
    ],
  ];
  return lines.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}
