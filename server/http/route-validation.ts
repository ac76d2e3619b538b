/**
 * Fastify's own validation as both listeners use it: a value is checked as
 * it was sent, never turned from text into a number or a true (so
 * `"contacted": "yes"` is refused, not read as true), and a refusal keeps
 * the failing schema beside it, so the message can say what the field must
 * be in the schema's own words (server/http/errors.ts).
 */
export const VALIDATION_OPTIONS = {
  ajv: { customOptions: { coerceTypes: false, verbose: true } },
} as const;
