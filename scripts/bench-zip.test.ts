import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { generatedWav, runDownloads, runZipStep } from './bench-zip';

describe('zip benchmark', () => {
  it('generates real WAV audio of the asked size', () => {
    const wav = generatedWav(10_000, 3);
    expect(wav.byteLength).toBe(10_000);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(10_000 - 44);
    // Audio, not silence.
    expect(wav.subarray(44).some((byte) => byte !== 0)).toBe(true);
  });

  it('measures the app zip path and produces an archive that reads back', async () => {
    const result = await runZipStep({ tracks: 12, totalBytes: 12 * 50_000 });
    expect(result.audioBytes).toBe(600_000);
    expect(result.zipMs).toBeGreaterThan(0);
    expect(result.copyMs).toBeGreaterThan(0);
    expect(result.longestBlockMs).toBeGreaterThanOrEqual(0);
    const zip = await JSZip.loadAsync(await result.archive.arrayBuffer());
    expect(Object.keys(zip.files)).toHaveLength(12);
    expect(Object.keys(zip.files)[0]).toBe(
      '001 Generated Tone 1_ by Bench Ensemble, Sine Wave.wav',
    );
    const first = await zip.file(Object.keys(zip.files)[0]!)!.async('uint8array');
    expect(Buffer.from(first).equals(generatedWav(50_000, 0))).toBe(true);
  });

  it('downloads from the mock with and without the checksum, the same bytes', async () => {
    const result = await runDownloads(1);
    expect(result.downloads).toBeGreaterThan(10);
    expect(result.bytes).toBeGreaterThan(result.downloads * 1000);
    expect(result.overhead).toBeGreaterThan(0);
  });
});
