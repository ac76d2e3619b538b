/**
 * An audit entry's detail as staff read it, in the console and from
 * `npm run staff:audit` alike: each key and its value, lists joined
 * (references, never objects).
 */
export function describeAuditDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) =>
      Array.isArray(value)
        ? `${key}: ${value.map((v) => (typeof v === 'object' && v !== null ? (v as { id?: string }).id : String(v))).join(', ')}`
        : `${key}: ${String(value)}`,
    )
    .join('; ');
}
