/**
 * Zip benchmark for the downloader (`npm run bench`, or `npx tsx scripts/bench-zip.ts`).
 *
 * Builds a playlist held in memory the way the downloader holds one (200 tracks, 1 GiB of
 * generated WAV audio by default), then runs the app's own `buildPlaylistZip` (src/lib/
 * zip-archive.ts: jszip, STORE, generateAsync with streamFiles, Blob output) and reports:
 * - throughput: MB/s of audio archived (1 MB = 10^6 bytes), wall clock;
 * - peak memory: the highest RSS and ArrayBuffer totals seen while zipping, above the level
 *   before it started (the playlist itself already counted), sampled every 5 ms;
 * - the longest main-thread block: the largest gap between event-loop turns while zipping.
 *
 * Measured in Node with event-loop delay monitoring, not in Chromium: generateAsync runs the same
 * JavaScript in both (pure JS CRC-32 and copies, no browser API until the final Blob), Node
 * reports exact process memory (Chromium's performance.memory is coarse and capped), and it
 * needs no browser on a machine where several suites share two cores. A block measured here is
 * the block a page would see as a long task while its main thread zips.
 *
 * Environment: BENCH_ZIP_TRACKS (default 200), BENCH_ZIP_MIB (total MiB, default 1024).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildPlaylistZip, type ZipTrack } from '../src/lib/zip-archive.ts';

export interface ZipBenchOptions {
  tracks: number;
  totalBytes: number;
}

export interface ZipBenchResult {
  tracks: number;
  audioBytes: number;
  archiveBytes: number;
  seconds: number;
  megabytesPerSecond: number;
  peakRssAboveBaseline: number;
  peakArrayBuffersAboveBaseline: number;
  longestBlockMs: number;
  /** CPU time of this process within that longest gap (all its threads, GC included). */
  longestBlockCpuMs: number;
  eventLoopDelayP99Ms: number;
  entryNames: string[];
  archive: Blob;
}

/** A mono 16-bit PCM WAV of `bytes` bytes: a sine whose pitch depends on `index`. */
export function generatedWav(bytes: number, index: number): Uint8Array {
  const data = new Uint8Array(Math.max(44, bytes));
  const view = new DataView(data.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) data[offset + i] = text.charCodeAt(i);
  };
  const sampleRate = 44_100;
  const dataBytes = data.length - 44;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  // One period of the tone, repeated: real audio bytes without a sin() per sample.
  const frequency = 220 + ((index * 37) % 440);
  const period = Math.max(2, Math.round(sampleRate / frequency));
  const wave = new Int16Array(period);
  for (let i = 0; i < period; i++)
    wave[i] = Math.round(Math.sin((2 * Math.PI * i) / period) * 12_000);
  const waveBytes = new Uint8Array(wave.buffer);
  for (let offset = 44; offset < data.length; offset += waveBytes.length) {
    data.set(waveBytes.subarray(0, Math.min(waveBytes.length, data.length - offset)), offset);
  }
  return data;
}

/** The playlist as the job runner holds it after a run: one completed job per track. */
export function generatedPlaylist({ tracks, totalBytes }: ZipBenchOptions): ZipTrack[] {
  const perTrack = Math.floor(totalBytes / tracks);
  return Array.from({ length: tracks }, (_, index) => ({
    sequence: index + 1,
    name: `Generated Tone ${index + 1}${index % 10 === 0 ? '?' : ''}`,
    artists: ['Bench Ensemble', 'Sine Wave'],
    data: generatedWav(perTrack, index),
  }));
}

export async function runZipBench(options: ZipBenchOptions): Promise<ZipBenchResult> {
  const playlist = generatedPlaylist(options);
  const audioBytes = playlist.reduce((sum, track) => sum + track.data.byteLength, 0);
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakArrayBuffers = baseline.arrayBuffers;

  // Longest block: the largest gap between turns of a 5 ms timer, minus its 5 ms.
  const TICK_MS = 5;
  // On a busy machine a gap may be time the OS gave to other processes, so the CPU time this
  // process spent inside the longest gap is reported beside it.
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longestGap = 0;
  let longestGapCpu = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    if (now - last > longestGap) {
      longestGap = now - last;
      longestGapCpu = (cpu.user + cpu.system) / 1000;
    }
    last = now;
    lastCpu = process.cpuUsage();
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakArrayBuffers = Math.max(peakArrayBuffers, memory.arrayBuffers);
  }, TICK_MS);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  const started = performance.now();
  const archive = await buildPlaylistZip(playlist, {
    playlistName: 'Bench Playlist',
    ownerName: 'Bench',
    extension: 'wav',
    output: 'blob',
  });
  const seconds = (performance.now() - started) / 1000;
  const memory = process.memoryUsage();
  peakRss = Math.max(peakRss, memory.rss);
  peakArrayBuffers = Math.max(peakArrayBuffers, memory.arrayBuffers);
  // The gap still open when zipping ended counts too.
  longestGap = Math.max(longestGap, performance.now() - last);
  clearInterval(sampler);
  delay.disable();

  return {
    tracks: playlist.length,
    audioBytes,
    archiveBytes: archive.content.size,
    seconds,
    megabytesPerSecond: audioBytes / 1e6 / seconds,
    peakRssAboveBaseline: peakRss - baseline.rss,
    peakArrayBuffersAboveBaseline: peakArrayBuffers - baseline.arrayBuffers,
    longestBlockMs: Math.max(0, longestGap - TICK_MS),
    longestBlockCpuMs: longestGapCpu,
    eventLoopDelayP99Ms: delay.percentile(99) / 1e6,
    entryNames: archive.entryNames,
    archive: archive.content,
  };
}

function machine(): string {
  const cpu = cpus();
  const load = loadavg().map((value) => value.toFixed(1));
  return (
    `${cpu[0]?.model.trim() ?? 'unknown CPU'} × ${cpu.length} cores, ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.versions.node}, ` +
    `load average ${load.join(' / ')} (1/5/15 min; other work on the machine slows the figures)`
  );
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function main() {
  const tracks = Number(process.env.BENCH_ZIP_TRACKS ?? 200);
  const totalBytes = Number(process.env.BENCH_ZIP_MIB ?? 1024) * 2 ** 20;
  console.log(
    `\nZip generation (downloader): ${tracks} tracks, ${mib(totalBytes)} of generated WAV`,
  );
  console.log(`machine: ${machine()}`);
  const result = await runZipBench({ tracks, totalBytes });
  console.log(
    `  archive          ${mib(result.archiveBytes)} (${result.entryNames.length} entries, STORE)`,
  );
  console.log(`  time             ${result.seconds.toFixed(2)} s`);
  console.log(`  throughput       ${result.megabytesPerSecond.toFixed(1)} MB/s of audio`);
  console.log(
    `  peak memory      +${mib(result.peakRssAboveBaseline)} RSS, +${mib(result.peakArrayBuffersAboveBaseline)} ArrayBuffers above the playlist in memory`,
  );
  console.log(
    `  longest block    ${result.longestBlockMs.toFixed(1)} ms on the main thread ` +
      `(${result.longestBlockCpuMs.toFixed(1)} ms of it on our CPU; ` +
      `event-loop p99 delay ${result.eventLoopDelayP99Ms.toFixed(1)} ms)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
