import { crc32Update } from '../zip/crc32';

/**
 * A downloaded track as the downloader holds it: the bytes in a Blob (made of chunk Blobs, never
 * one big ArrayBuffer, so the browser may keep them out of the JS heap or on disk), with its
 * length and the CRC-32 computed as the bytes arrived. The zip needs nothing more: no second
 * pass over the audio, no second copy.
 */
export interface TrackAudio {
  blob: Blob;
  byteLength: number;
  crc32: number;
}

/** Bytes gathered before they become one Blob part: few parts, and little held in the JS heap. */
export const AUDIO_PART_BYTES = 4 * 1024 * 1024;

/** Gathers a body chunk by chunk into Blob parts, checksumming each chunk as it arrives. */
export class AudioCollector {
  private parts: Blob[] = [];
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private crc = 0;
  byteLength = 0;

  /** `checksum` false: the same gathering without the CRC (the bench's yardstick only). */
  constructor(
    private readonly partBytes = AUDIO_PART_BYTES,
    private readonly checksum = true,
  ) {}

  add(chunk: Uint8Array): void {
    if (this.checksum) this.crc = crc32Update(this.crc, chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    this.byteLength += chunk.byteLength;
    if (this.pendingBytes >= this.partBytes) this.flush();
  }

  finish(): TrackAudio {
    this.flush();
    return { blob: new Blob(this.parts), byteLength: this.byteLength, crc32: this.crc };
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.parts.push(new Blob(this.pending as Uint8Array<ArrayBuffer>[]));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** Bytes already in memory (a test, a story, a download function that returns bytes). */
export function audioFromBytes(bytes: Uint8Array): TrackAudio {
  const collector = new AudioCollector();
  collector.add(bytes);
  return collector.finish();
}

/**
 * Whether the browser can still read the audio. A browser whose Blob storage is full may drop
 * Blobs it already made (reads then fail with NotReadableError); a zip of them would be saved
 * broken. Reads one byte of each part's end, not the audio.
 */
export async function isAudioReadable(audio: TrackAudio): Promise<boolean> {
  if (audio.blob.size === 0) return true;
  try {
    await audio.blob.slice(audio.blob.size - 1).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export function isTrackAudio(value: unknown): value is TrackAudio {
  return (
    typeof value === 'object' &&
    value !== null &&
    'blob' in value &&
    value.blob instanceof Blob &&
    'crc32' in value &&
    typeof value.crc32 === 'number'
  );
}
