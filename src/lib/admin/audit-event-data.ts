/**
 * An audit entry's `event` JSON, read defensively into typed fields (2-secondary §3 "Audit entry"):
 * junk is the unknown event, never an exception; see audit-event.ts for the rules.
 */
import * as z from 'zod/mini';
import { safeHttpUrl } from '../wire/safe-url';

/** The event's fields (auditEventFields below), each present only when it arrived usable. */
export type AuditEventData = {
  [K in keyof z.output<typeof auditEventFields>]?: Exclude<
    z.output<typeof auditEventFields>[K],
    undefined
  >;
};

export type ParsedAuditEvent = { kind: 'event'; data: AuditEventData } | { kind: 'unknown' };

/** A JSON string holding JSON is unwrapped once: at most two parses. */
function unwrapJson(json: unknown): unknown {
  let value: unknown = json;
  for (let depth = 0; depth < 2 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

/**
 * The event object with its keys lower-cased (Name or name). A Map, not an object: a key such as
 * '__proto__' must not reach Object.prototype.
 */
function fieldsOf(value: unknown): Map<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return new Map(Object.entries(value).map(([key, field]) => [key.toLowerCase(), field]));
}

/** A field with no usable value is absent: one bad field never loses the others. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const nonEmptyText = z.string().check(z.trim(), z.minLength(1));
/** Text, trimmed and not empty; a finite number is read as its text. */
const textField = z.union([z.pipe(z.number(), z.transform(String)), nonEmptyText]);
/** A finite number, or a string holding one. */
const numberField = z.union([
  z.number(),
  z.pipe(z.pipe(nonEmptyText, z.transform(Number)), z.number()),
]);
const booleanField = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((flag) => flag === 'true'),
  ),
  z.pipe(
    z.literal([1, 0]),
    z.transform((flag) => flag === 1),
  ),
]);
/** One artist: a name, or an object with a name; anything else is left out. */
const artistName = z.catch(
  z.union([
    textField,
    z.pipe(
      z.object({ name: textField }),
      z.transform((artist) => artist.name),
    ),
  ]),
  '',
);
/** A string, or a list of names or of {name} objects, joined with commas. */
const artistsField = z.union([
  textField,
  z.pipe(
    z.pipe(
      z.array(artistName),
      z.transform((names) => names.filter((name) => name !== '').join(', ')),
    ),
    z.string().check(z.minLength(1)),
  ),
]);
const collectionField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.enum(['playlist', 'album', 'artist']),
);

/**
 * Every field an event may carry, by its name in AuditEventData (matched ignoring case). zod's
 * mini build, because the Activity tab loads with the instance page: the schema costs that page's
 * first visit about 14.5 KiB of gzip (zod's core, in a chunk shared with the admin forms), the
 * full build about 5 KiB more.
 */
const auditEventFields = z.object({
  name: optional(textField),
  artists: optional(artistsField),
  uri: optional(textField),
  // Only an absolute http(s) address without credentials (safe-url).
  imageUrl: z.pipe(
    z.unknown(),
    z.transform((url) => safeHttpUrl(url)),
  ),
  volume: optional(numberField),
  rate: optional(numberField),
  tempo: optional(numberField),
  pitch: optional(numberField),
  crossfade: optional(numberField),
  // Fraction 0..1 of the track.
  seek: optional(numberField),
  mine: optional(booleanField),
  type: optional(collectionField),
  numTracks: optional(numberField),
  author: optional(textField),
  searchQuery: optional(textField),
  enabled: optional(booleanField),
  // An event that names its own kind ('party-shuffle' is logged under the party-mode role).
  event: optional(textField),
});
const FIELD_NAMES = Object.keys(auditEventFields.shape) as (keyof AuditEventData)[];

/** Parses an event JSON string; anything unreadable is the unknown event. Never throws. */
export function parseAuditEvent(json: unknown): ParsedAuditEvent {
  const fields = fieldsOf(unwrapJson(json));
  if (!fields) return { kind: 'unknown' };
  const parsed = auditEventFields.parse(
    Object.fromEntries(FIELD_NAMES.map((key) => [key, fields.get(key.toLowerCase())])),
  );
  // Present only when usable: drop the fields that came out undefined.
  const data = Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as AuditEventData;
  return { kind: 'event', data };
}
