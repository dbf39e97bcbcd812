/** Fault knobs and settings, read from environment variables by whoever mounts the mock. */
export interface MockEnv {
  /** Added delay before every /api answer (MOCK_LATENCY_MS). */
  latencyMs: number;
  /** Share of /api requests answered with a 500, 0..1 (MOCK_ERROR_RATE). */
  errorRate: number;
  /** Lifetime of a session token in seconds (MOCK_TOKEN_TTL). */
  tokenTtlSeconds: number;
  /** Catalogue track ids whose download fails with a 500 (MOCK_FAILING_TRACKS, comma-separated). */
  failingTracks: ReadonlySet<string>;
  /** Tracks queued in The Lounge at start (MOCK_QUEUE_TRACKS): a big server's party queue. */
  queueTracks: number;
  /**
   * How answers are written (MOCK_WIRE): `contract`, exactly as openapi/openapi.yaml says, or
   * `aspnet`, in the shapes a real ASP.NET backend sends (mock-api/aspnet-wire.ts).
   */
  wire: MockWire;
  /**
   * The one OAuth client id the sign-in page accepts (MOCK_OAUTH_CLIENT_ID), as a platform knows
   * its applications; empty = any, as before. A dashboard configured with another id gets the
   * platform's error page.
   */
  oauthClientId: string;
  /**
   * The origins a redirect_uri may point at (MOCK_ALLOWED_ORIGINS, comma-separated), as a platform
   * checks registered redirects, and the origins the standalone server's CORS lets in; empty = any,
   * as before.
   */
  allowedOrigins: readonly string[];
}

export const MOCK_WIRES = ['contract', 'aspnet'] as const;
type MockWire = (typeof MOCK_WIRES)[number];

export const defaultEnv: MockEnv = {
  latencyMs: 0,
  errorRate: 0,
  tokenTtlSeconds: 300,
  failingTracks: new Set(),
  queueTracks: 320,
  wire: 'contract',
  oauthClientId: '',
  allowedOrigins: [],
};

/** The most MOCK_QUEUE_TRACKS may seed: past this the mock's 1 s answers alone would be the test. */
const MAX_QUEUE_TRACKS = 50_000;

function numberFrom(
  raw: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function wireFrom(raw: string | undefined): MockWire {
  const value = raw?.trim() ?? '';
  if (value === '') return defaultEnv.wire;
  if ((MOCK_WIRES as readonly string[]).includes(value)) return value as MockWire;
  throw new Error(`MOCK_WIRE must be one of ${MOCK_WIRES.join(', ')}, got "${raw}".`);
}

function originsFrom(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(
          `MOCK_ALLOWED_ORIGINS must list origins such as http://localhost:8080, got "${entry}".`,
        );
      }
    });
}

/** Parses the MOCK_* variables; a malformed value stops the mock with a message naming it. */
export function readMockEnv(source: Record<string, string | undefined>): MockEnv {
  return {
    latencyMs: numberFrom(
      source.MOCK_LATENCY_MS,
      'MOCK_LATENCY_MS',
      defaultEnv.latencyMs,
      0,
      60_000,
    ),
    errorRate: numberFrom(source.MOCK_ERROR_RATE, 'MOCK_ERROR_RATE', defaultEnv.errorRate, 0, 1),
    tokenTtlSeconds: numberFrom(
      source.MOCK_TOKEN_TTL,
      'MOCK_TOKEN_TTL',
      defaultEnv.tokenTtlSeconds,
      1,
      7 * 24 * 3600,
    ),
    failingTracks: new Set(
      (source.MOCK_FAILING_TRACKS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
    queueTracks: Math.floor(
      numberFrom(
        source.MOCK_QUEUE_TRACKS,
        'MOCK_QUEUE_TRACKS',
        defaultEnv.queueTracks,
        0,
        MAX_QUEUE_TRACKS,
      ),
    ),
    wire: wireFrom(source.MOCK_WIRE),
    oauthClientId: (source.MOCK_OAUTH_CLIENT_ID ?? '').trim(),
    allowedOrigins: originsFrom(source.MOCK_ALLOWED_ORIGINS),
  };
}
