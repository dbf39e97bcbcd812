import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DownloadJob } from './download-jobs';
import { buildPlaylistZip, completedZipTracks } from './zip-archive';

/** A short mono 8 kHz 16-bit WAV of a sine tone: real audio bytes, different per track. */
function wav(frequency: number, samples = 4000): Uint8Array {
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    view.setInt16(
      44 + i * 2,
      Math.round(12000 * Math.sin((2 * Math.PI * frequency * i) / 8000)),
      true,
    );
  }
  return bytes;
}

/** Compression method and sizes of every entry, read from the archive's central directory. */
function centralDirectory(archive: Uint8Array) {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.byteLength - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(offset, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(offset + 28, true);
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressed: view.getUint32(offset + 20, true),
      uncompressed: view.getUint32(offset + 24, true),
      name: new TextDecoder().decode(archive.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset +=
      46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

const tracks = [
  { sequence: 1, name: 'Intro?', artists: ['DJ Test'], data: wav(440) },
  { sequence: 2, name: 'Song', artists: ['A', 'B'], data: wav(523) },
  { sequence: 14, name: 'Outro: Part 2', artists: 'C', data: wav(659, 1000) },
];

describe('buildPlaylistZip', () => {
  it('stores every track byte for byte under its spec name', async () => {
    const progress: number[] = [];
    const archive = await buildPlaylistZip(tracks, {
      playlistName: 'Road Trip',
      ownerName: 'someone',
      extension: 'wav',
      output: 'uint8array',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(archive.fileName).toBe('Road Trip by someone.zip');
    const expectedNames = [
      '001 Intro_ by DJ Test.wav',
      '002 Song by A, B.wav',
      '014 Outro_ Part 2 by C.wav',
    ];
    expect(archive.entryNames).toEqual(expectedNames);

    const zip = await JSZip.loadAsync(archive.content);
    expect(Object.keys(zip.files)).toEqual(expectedNames);
    for (const [index, name] of expectedNames.entries()) {
      const bytes = await zip.file(name)!.async('uint8array');
      expect(bytes).toEqual(tracks[index]!.data);
    }

    for (const entry of centralDirectory(archive.content)) {
      expect(entry.method).toBe(0); // STORE
      expect(entry.compressed).toBe(entry.uncompressed);
    }
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((value) => value >= 0 && value <= 1)).toBe(true);
  });

  it('keeps tracks with the same name as separate entries', async () => {
    const twice = [
      { sequence: 3, name: 'Same', artists: 'X', data: wav(300, 600) },
      { sequence: 3, name: 'same', artists: 'x', data: wav(301, 600) },
    ];
    const archive = await buildPlaylistZip(twice, {
      playlistName: 'P',
      extension: 'mp3',
      output: 'uint8array',
    });
    expect(archive.entryNames).toEqual(['003 Same by X.mp3', '003 same by x (2).mp3']);
    const zip = await JSZip.loadAsync(archive.content);
    expect(await zip.file('003 same by x (2).mp3')!.async('uint8array')).toEqual(twice[1]!.data);
    expect(archive.fileName).toBe('P.zip');
  });
});

describe('completedZipTracks', () => {
  it('takes every completed job with audio, keeping its playlist number', () => {
    const job = (
      sequence: number,
      status: DownloadJob['status'],
      data?: Uint8Array,
    ): DownloadJob => ({
      key: `k${sequence}`,
      sequence,
      id: `t${sequence}`,
      uri: `spotify:track:t${sequence}`,
      name: `Track ${sequence}`,
      artists: 'A, B',
      duration: 1000,
      status,
      numBytesDownloaded: data?.byteLength ?? 0,
      data,
      failure: undefined,
      httpStatus: undefined,
    });
    const audio = wav(200, 600);
    expect(
      completedZipTracks([
        job(1, 'completed', audio),
        job(2, 'failed'),
        job(3, 'running'),
        job(4, 'completed', audio),
      ]),
    ).toEqual([
      { sequence: 1, name: 'Track 1', artists: 'A, B', data: audio },
      { sequence: 4, name: 'Track 4', artists: 'A, B', data: audio },
    ]);
  });
});
