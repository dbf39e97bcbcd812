// @vitest-environment node
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildPlaylistZip } from './zip-archive';

/** Distinct bytes per track, so a swapped or truncated entry shows. */
function audio(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + seed * 7) % 251);
}

describe('buildPlaylistZip as a Blob (the browser path)', () => {
  it('holds every track byte for byte across several Blob parts', async () => {
    // Parts of 50 kB and tracks of 175 kB: parts end mid-entry and mid-chunk.
    const partBytes = 50_000;
    const size = 175_000;
    const tracks = [1, 2, 3].map((sequence) => ({
      sequence,
      name: sequence === 2 ? 'Why?' : `Track ${sequence}`,
      artists: ['Someone'],
      data: audio(size, sequence),
    }));
    const progress: number[] = [];

    const archive = await buildPlaylistZip(tracks, {
      playlistName: 'Big One',
      ownerName: 'Owner',
      extension: 'ogg',
      output: 'blob',
      blobPartBytes: partBytes,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(archive.content).toBeInstanceOf(Blob);
    expect(archive.content.type).toBe('application/zip');
    expect(archive.fileName).toBe('Big One by Owner.zip');
    const zip = await JSZip.loadAsync(await archive.content.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual([
      '001 Track 1 by Someone.ogg',
      '002 Why_ by Someone.ogg',
      '003 Track 3 by Someone.ogg',
    ]);
    for (const [index, name] of Object.keys(zip.files).entries()) {
      const stored = await zip.file(name)!.async('uint8array');
      // Buffer comparison: element-wise toEqual on 175 kB arrays is needlessly slow.
      expect(Buffer.from(stored).equals(tracks[index]!.data)).toBe(true);
    }
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('makes an empty archive when nothing is completed', async () => {
    const archive = await buildPlaylistZip([], {
      playlistName: 'Empty',
      extension: 'wav',
      output: 'blob',
    });
    const zip = await JSZip.loadAsync(await archive.content.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual([]);
  });
});
