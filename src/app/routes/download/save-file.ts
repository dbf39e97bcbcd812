/** MIME types of the formats, for the saved file. */
export const AUDIO_MIME = { wav: 'audio/wav', mp3: 'audio/mpeg', ogg: 'audio/ogg' } as const;

/**
 * Hands data to the browser as a download named `fileName` (the browser's own download UI and
 * folder). The object URL is released a minute later, long after the browser took the bytes.
 */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
