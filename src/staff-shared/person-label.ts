/**
 * People as the owner names them: by name, and where two of those shown
 * share a name, with the start of each one's reference (which the
 * console's search finds), "Sam Jones (0b7e3f0c)". A reference with no
 * name (an erased registration) stays a reference.
 */
export const shortReference = (id: string) => id.slice(0, 8);

export function personLabels(names: ReadonlyMap<string, string>): Map<string, string> {
  const count = new Map<string, number>();
  for (const name of names.values()) count.set(name, (count.get(name) ?? 0) + 1);
  return new Map(
    [...names].map(([id, name]) => [
      id,
      (count.get(name) ?? 0) > 1 ? `${name} (${shortReference(id)})` : name,
    ]),
  );
}

/** A reference as staff read it: the person's label when known, else the reference. */
export const personOrReference = (labels: ReadonlyMap<string, string>, id: string) =>
  labels.get(id) ?? id;
