import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AudioCollector, audioFromBytes, isAudioReadable, isTrackAudio } from './track-audio';

describe('track audio', () => {
  it('collects chunks into Blob parts with their length and CRC-32', async () => {
    const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 31) & 0xff);
    const collector = new AudioCollector(1024);
    for (let from = 0; from < bytes.length; from += 700) {
      collector.add(bytes.slice(from, from + 700));
    }
    const audio = collector.finish();
    expect(audio.byteLength).toBe(10_000);
    expect(audio.crc32).toBe(zlibCrc32(bytes));
    expect(new Uint8Array(await audio.blob.arrayBuffer())).toEqual(bytes);
    expect(isTrackAudio(audio)).toBe(true);
    expect(isTrackAudio(bytes)).toBe(false);
  });

  it('an empty body is an empty track', () => {
    expect(audioFromBytes(new Uint8Array(0))).toMatchObject({ byteLength: 0, crc32: 0 });
  });

  it('tells a readable track from one the browser dropped', async () => {
    const audio = audioFromBytes(new Uint8Array(5000));
    expect(await isAudioReadable(audio)).toBe(true);
    expect(await isAudioReadable(audioFromBytes(new Uint8Array(0)))).toBe(true);
    const dropped = new Blob([new Uint8Array(5000)]);
    Object.defineProperty(dropped, 'slice', {
      value: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
    });
    expect(await isAudioReadable({ ...audio, blob: dropped })).toBe(false);
  });
});
