import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DownloadJob } from '../downloader/job-rules';
import { audioFromBytes, type TrackAudio } from '../downloader/track-audio';
import { buildPlaylistZip, completedZipTracks } from './archive';

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

const tracks = [
  { sequence: 1, name: 'Intro?', artists: ['DJ Test'], audio: audioFromBytes(wav(440)) },
  { sequence: 2, name: 'Song', artists: ['A', 'B'], audio: audioFromBytes(wav(523)) },
  { sequence: 14, name: 'Outro: Part 2', artists: 'C', audio: audioFromBytes(wav(659, 1000)) },
];

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('buildPlaylistZip', () => {
  it('stores every track byte for byte under its spec name', async () => {
    const archive = await buildPlaylistZip(tracks, {
      playlistName: 'Road Trip',
      ownerName: 'someone',
      extension: 'wav',
    });
    expect(archive.fileName).toBe('Road Trip by someone.zip');
    const expectedNames = [
      '001 Intro_ by DJ Test.wav',
      '002 Song by A, B.wav',
      '014 Outro_ Part 2 by C.wav',
    ];
    expect(archive.entryNames).toEqual(expectedNames);
    expect(archive.content.type).toBe('application/zip');

    const zip = await JSZip.loadAsync(await archive.content.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(expectedNames);
    for (const [index, name] of expectedNames.entries()) {
      const bytes = await zip.file(name)!.async('uint8array');
      expect(bytes).toEqual(await bytesOf(tracks[index]!.audio.blob));
    }
  });

  it('keeps tracks with the same name as separate entries', async () => {
    const twice = [
      { sequence: 3, name: 'Same', artists: 'X', audio: audioFromBytes(wav(300, 600)) },
      { sequence: 3, name: 'same', artists: 'x', audio: audioFromBytes(wav(301, 600)) },
    ];
    const archive = await buildPlaylistZip(twice, { playlistName: 'P', extension: 'mp3' });
    expect(archive.entryNames).toEqual(['003 Same by X.mp3', '003 same by x (2).mp3']);
    const zip = await JSZip.loadAsync(await archive.content.arrayBuffer());
    expect(await zip.file('003 same by x (2).mp3')!.async('uint8array')).toEqual(
      await bytesOf(twice[1]!.audio.blob),
    );
    expect(archive.fileName).toBe('P.zip');
  });
});

describe('completedZipTracks', () => {
  it('takes every completed job with audio, keeping its playlist number', () => {
    const job = (
      sequence: number,
      status: DownloadJob['status'],
      data?: TrackAudio,
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
    const audio = audioFromBytes(wav(200, 600));
    expect(
      completedZipTracks([
        job(1, 'completed', audio),
        job(2, 'failed'),
        job(3, 'running'),
        job(4, 'completed', audio),
      ]),
    ).toEqual([
      { sequence: 1, name: 'Track 1', artists: 'A, B', audio },
      { sequence: 4, name: 'Track 4', artists: 'A, B', audio },
    ]);
  });
});
