/**
 * GET /api/download: real audio bytes with a Content-Length, streamed in chunks so the browser
 * reports progress. Every format carries a WAV tone (the mock does not encode mp3 or ogg; it
 * labels them with their own content type and says so in X-Mock-Audio-Encoding).
 */
import type { Hono } from 'hono';
import type { MockApiContext } from './context.ts';
import { badRequest, fail, forbidden, type MockEnvBindings, notFound } from './http.ts';
import { ALLOW_DOWNLOAD, canDownload, refusalMessage } from './permissions.ts';
import { hashString } from './random.ts';
import { toneWav } from './wav.ts';

const CONTENT_TYPES = { wav: 'audio/wav', mp3: 'audio/mpeg', ogg: 'audio/ogg' } as const;
type Format = keyof typeof CONTENT_TYPES;

/** Seconds of tone per download: enough bytes (about 64 KB) for a visible progress bar. */
const DOWNLOAD_SECONDS = 4;
const CHUNK_BYTES = 8 * 1024;

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
    },
  });
}

/** A file name without characters that break Content-Disposition. */
const safeName = (title: string) => title.replace(/["\\\r\n]/g, '_').replace(/[^\x20-\x7e]/g, '_');

export function registerDownload(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  app.get('/api/download', (c) => {
    const trackId = c.req.query('trackId');
    const format = c.req.query('format');
    if (!trackId)
      return badRequest('query/trackId is required.', [
        { path: 'query/trackId', message: 'is required' },
      ]);
    if (format === undefined || !(format in CONTENT_TYPES)) {
      return badRequest(`query/format must be wav, mp3 or ogg, got "${format ?? ''}".`, [
        { path: 'query/format', message: 'must be wav, mp3 or ogg' },
      ]);
    }
    if (!canDownload(c.get('user')))
      return forbidden(ALLOW_DOWNLOAD, refusalMessage(ALLOW_DOWNLOAD));
    const track = ctx.state.catalogue.tracks.get(trackId);
    if (!track) return notFound(`No track "${trackId}".`);

    const broken = ctx.env.failingTracks.has(trackId)
      ? 'error'
      : ctx.state.catalogue.brokenDownloads.get(trackId);
    if (broken === 'error')
      return fail(502, { message: `The audio of "${track.title}" could not be fetched.` });

    // A stable pitch per track, so two downloads of different tracks sound different.
    const frequencyHz = 220 + (hashString(trackId) % 440);
    const audio =
      broken === 'short'
        ? toneWav({ frequencyHz, seconds: 0.02 }) // 364 bytes: under the 1000-byte minimum
        : toneWav({ frequencyHz, seconds: DOWNLOAD_SECONDS });
    const kind = format as Format;
    return c.body(streamOf(audio), 200, {
      'Content-Type': CONTENT_TYPES[kind],
      'Content-Length': String(audio.length),
      'Content-Disposition': `attachment; filename="${safeName(track.title)}.${kind}"`,
      'X-Mock-Audio-Encoding': 'wav',
    });
  });
}
