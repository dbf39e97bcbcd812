/**
 * Durations as the screens show them. Every function takes milliseconds and treats negative,
 * non-finite or sub-second input as "unknown or zero": the spec uses a duration of 0 for an
 * unknown track length, so these never throw and never print a minus sign.
 */

interface Parts {
  hours: number;
  minutes: number;
  seconds: number;
}

function splitDuration(milliseconds: number): Parts {
  const totalSeconds =
    Number.isFinite(milliseconds) && milliseconds > 0 ? Math.floor(milliseconds / 1000) : 0;
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** A track length as the queue shows it: `m:ss` under an hour, `h:mm:ss` from an hour on. */
export function formatDuration(milliseconds: number): string {
  const { hours, minutes, seconds } = splitDuration(milliseconds);
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/**
 * The long form for totals (queue, album, playlist, stats): "1 hour 2 minutes 5 seconds".
 * Zero units are left out; a zero duration reads "0 seconds". Hours are not rolled into days,
 * so an all-time total reads "130 hours 4 minutes".
 */
export function formatDurationLong(milliseconds: number): string {
  const { hours, minutes, seconds } = splitDuration(milliseconds);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (hours > 0) parts.push(unit(hours, 'hour'));
  if (minutes > 0) parts.push(unit(minutes, 'minute'));
  if (seconds > 0 || parts.length === 0) parts.push(unit(seconds, 'second'));
  return parts.join(' ');
}

/** The short form for tight spaces: "1h 2m 5s", zero units left out, "0s" for zero. */
export function formatDurationShort(milliseconds: number): string {
  const { hours, minutes, seconds } = splitDuration(milliseconds);
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}h`);
  if (minutes > 0) parts.push(`${minutes}m`);
  if (seconds > 0 || parts.length === 0) parts.push(`${seconds}s`);
  return parts.join(' ');
}
