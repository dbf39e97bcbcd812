/**
 * An instance page opened without a kept screen: the cover of what is playing, the page's largest
 * picture, on screen before the app's code. The boot script sends the page's first track request
 * itself, from `<head>`, with the session's token (src/api/boot-read.ts hands the answer to the
 * app's client, which would otherwise send it only after its 140 KiB entry and the route's
 * code), and puts the playing track's cover into the first-paint frame's cover box once the
 * answer is in. It is the server's answer of now, not a kept one: nothing to mark. Only an
 * http(s) or same-origin picture is shown, as everywhere (src/lib/wire/safe-url.ts).
 */
import { startBootRead } from '@/api/boot-read';
import { firstTracksUrl } from '@/api/instances/track-load-params';
import { readClaims } from '@/api/token-claims';
import { parseStoredNumber, QUEUED_TRACK_NUM } from '@/lib/preferences/numbers';
import { safeHttpUrl } from '@/lib/wire/safe-url';

/** Marks the frame's cover picture, hidden until it has a source (first-paint-frames.tsx). */
export const EARLY_COVER_ATTRIBUTE = 'data-early-cover';

/**
 * Sends the instance page's first track request for `instanceId` with `token`, unless the token
 * has expired (the app refreshes it first) or names no one. Resolves to a copy of the answer for
 * the boot script; the app's client takes the answer itself.
 */
export function startInstanceRead(
  apiOrigin: string,
  instanceId: string,
  token: string,
  storage: Pick<Storage, 'getItem'>,
  now: number,
): Promise<Response> | undefined {
  const claims = readClaims(token);
  if (claims === null || (claims.expiresAt !== null && claims.expiresAt <= now)) return undefined;
  const queuedTrackNum = parseStoredNumber(QUEUED_TRACK_NUM, storage.getItem('queuedTrackNum'));
  // The copy is made as soon as the answer's head is in, before the app can read its body.
  const copy = startBootRead(firstTracksUrl(apiOrigin, instanceId, queuedTrackNum), token).then(
    (response) => response.clone(),
  );
  // Read only when no kept screen was painted: a failure otherwise is nobody's to report.
  copy.catch(() => undefined);
  return copy;
}

/** The playing track's cover in an answer of any shape, when it is one to show. */
function playingCover(answer: unknown): string | undefined {
  const tracks = (answer as { tracks?: unknown } | null)?.tracks;
  if (!Array.isArray(tracks)) return undefined;
  const playing: unknown = tracks.find(
    (track: unknown) => (track as { isPlaying?: unknown } | null)?.isPlaying === true,
  );
  return safeHttpUrl((playing as { imageUrl?: unknown } | undefined)?.imageUrl);
}

/**
 * Once the answer is in: the frame's cover picture shows the playing track's cover, if the frame
 * is still on screen. A refused or failed request, or no track, leaves the frame as it is.
 */
export async function paintEarlyCover(doc: Document, answer: Promise<Response>): Promise<void> {
  let body: unknown;
  try {
    const response = await answer;
    if (!response.ok) return;
    body = await response.json();
  } catch {
    return;
  }
  const src = playingCover(body);
  const picture = doc.querySelector<HTMLImageElement>(`img[${EARLY_COVER_ATTRIBUTE}]`);
  if (src === undefined || picture === null) return;
  picture.src = src;
  picture.hidden = false;
  // The box stops its loading pulse: it holds a picture now.
  picture.parentElement?.style.setProperty('animation', 'none');
}
