/**
 * A track length as the queue shows it: `m:ss` under an hour, `h:mm:ss` from an hour on.
 * Negative, fractional or non-finite input is treated as "unknown" and shows `0:00`.
 */
export function formatDuration(milliseconds: number): string {
  const totalSeconds =
    Number.isFinite(milliseconds) && milliseconds > 0 ? Math.floor(milliseconds / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}
