/**
 * Zip benchmark for the downloader (`npm run bench`, or `npx tsx --expose-gc scripts/bench-zip.ts`).
 *
 * The downloader's figures (targets in docs/performance.md), each a ratio measured in one run so
 * a busy machine does not move the verdict, on a playlist held the way the downloader holds it
 * (200 tracks, 1 GiB of generated WAV as TrackAudio: chunk Blobs with their CRC-32):
 * - zip ÷ copy: time to produce the archive (buildPlaylistZip) ÷ time of one plain copy of the
 *   same bytes (≤ 0.05: headers only);
 * - peak memory during the zip step ÷ the data held (≤ 1.1): the audio bytes held plus what the
 *   process's RSS grew above its level just before the step (sampled every 5 ms), over the
 *   audio bytes;
 * - CRC while downloading: downloads from the mock backend (in process, its real
 *   /api/download handler) read the way the app reads them (readWithProgress: CRC-32 and Blob
 *   parts) ÷ the same downloads gathered into Blob parts without the checksum (≤ 1.10);
 * - the longest main-thread block while the archive is built (≤ 50 ms), from event-loop gaps:
 *   the zip is the same JavaScript in Node and in a page, and Node reports exact process memory.
 * The libraries weighed against it run on the same data beside it, so the choice stays measured:
 * jszip (generateAsync, STORE) and client-zip (downloadZip(...).blob()). They are reported, not
 * budgeted. `--no-libraries` skips them.
 *
 * Environment: BENCH_ZIP_TRACKS (default 200), BENCH_ZIP_MIB (total MiB, default 1024).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { downloadZip } from 'client-zip';
import JSZip from 'jszip';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMockApi } from '../mock-api/create-mock-api.ts';
import { readWithProgress } from '../src/lib/downloader/read-with-progress.ts';
import {
  AudioCollector,
  AUDIO_PART_BYTES,
  type TrackAudio,
} from '../src/lib/downloader/track-audio.ts';
import { buildPlaylistZip, type ZipTrack } from '../src/lib/zip/archive.ts';

/** The downloader's targets (docs/performance.md). */
const TARGETS = {
  zipOverCopy: 0.05,
  peakOverHeld: 1.1,
  crcOverhead: 1.1,
  longestBlockMs: 50,
} as const;

export interface ZipBenchOptions {
  tracks: number;
  totalBytes: number;
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();

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

/** A network-sized chunk: what a response body delivers at a time. */
const NETWORK_CHUNK = 64 * 1024;

/** The playlist as the job runner holds it after a run, and the raw bytes' plain-copy time. */
function generatedPlaylist({ tracks, totalBytes }: ZipBenchOptions): {
  playlist: ZipTrack[];
  copyMs: number;
} {
  const perTrack = Math.floor(totalBytes / tracks);
  let copyMs = 0;
  const playlist = Array.from({ length: tracks }, (_, index) => {
    const bytes = generatedWav(perTrack, index);
    // One plain copy of the same bytes, the yardstick of the zip step.
    const started = performance.now();
    const copy = bytes.slice();
    copyMs += performance.now() - started;
    copy.fill(0, 0, 1);
    const collector = new AudioCollector();
    for (let offset = 0; offset < bytes.length; offset += NETWORK_CHUNK) {
      collector.add(bytes.subarray(offset, offset + NETWORK_CHUNK));
    }
    return {
      sequence: index + 1,
      name: `Generated Tone ${index + 1}${index % 10 === 0 ? '?' : ''}`,
      artists: ['Bench Ensemble', 'Sine Wave'],
      audio: collector.finish(),
    };
  });
  return { playlist, copyMs };
}

interface Sampled<T> {
  value: T;
  ms: number;
  peakRss: number;
  longestBlockMs: number;
  longestBlockCpuMs: number;
  eventLoopP99Ms: number;
}

/** Runs `work`, sampling RSS and event-loop gaps every 5 ms. */
async function sampled<T>(work: () => Promise<T> | T): Promise<Sampled<T>> {
  const TICK_MS = 5;
  let peakRss = process.memoryUsage.rss();
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
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, TICK_MS);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  // The gap still open when the work ended counts too.
  longestGap = Math.max(longestGap, performance.now() - last);
  clearInterval(sampler);
  delay.disable();
  return {
    value,
    ms,
    peakRss,
    longestBlockMs: Math.max(0, longestGap - TICK_MS),
    longestBlockCpuMs: longestGapCpu,
    eventLoopP99Ms: delay.percentile(99) / 1e6,
  };
}

export interface ZipStepResult {
  tracks: number;
  audioBytes: number;
  archiveBytes: number;
  zipMs: number;
  copyMs: number;
  peakOverHeld: number;
  longestBlockMs: number;
  longestBlockCpuMs: number;
  eventLoopP99Ms: number;
  entryNames: string[];
  archive: Blob;
  playlist: ZipTrack[];
  /** RSS with the playlist held, just before the zip step. */
  beforeZipRss: number;
}

export async function runZipStep(options: ZipBenchOptions): Promise<ZipStepResult> {
  gc();
  const { playlist, copyMs } = generatedPlaylist(options);
  const audioBytes = playlist.reduce((sum, track) => sum + track.audio.byteLength, 0);
  gc();
  const beforeZipRss = process.memoryUsage.rss();
  const run = await sampled(() =>
    buildPlaylistZip(playlist, {
      playlistName: 'Bench Playlist',
      ownerName: 'Bench',
      extension: 'wav',
    }),
  );
  return {
    tracks: playlist.length,
    audioBytes,
    archiveBytes: run.value.content.size,
    zipMs: run.ms,
    copyMs,
    peakOverHeld: (audioBytes + Math.max(0, run.peakRss - beforeZipRss)) / audioBytes,
    longestBlockMs: run.longestBlockMs,
    longestBlockCpuMs: run.longestBlockCpuMs,
    eventLoopP99Ms: run.eventLoopP99Ms,
    entryNames: run.value.entryNames,
    archive: run.value.content,
    playlist,
    beforeZipRss,
  };
}

/** A library candidate on the same playlist: its time and peak memory over the data held. */
async function runLibrary(
  name: string,
  playlist: ZipTrack[],
  beforeZipRss: number,
  audioBytes: number,
  zip: (playlist: ZipTrack[]) => Promise<Blob>,
) {
  gc();
  const run = await sampled(() => zip(playlist));
  return {
    name,
    ms: run.ms,
    peakOverHeld: (audioBytes + Math.max(0, run.peakRss - beforeZipRss)) / audioBytes,
    longestBlockMs: run.longestBlockMs,
    archiveBytes: run.value.size,
  };
}

const LIBRARIES: Record<string, (playlist: ZipTrack[]) => Promise<Blob>> = {
  // jszip needs the bytes in memory (in Node it cannot read a Blob), so reading them is its cost.
  'jszip 3 (generateAsync, STORE)': async (playlist) => {
    const zip = new JSZip();
    for (const track of playlist) {
      zip.file(`${track.sequence}.wav`, new Uint8Array(await track.audio.blob.arrayBuffer()), {
        binary: true,
        compression: 'STORE',
      });
    }
    return zip.generateAsync({ type: 'blob', compression: 'STORE', streamFiles: true });
  },
  'client-zip 2 (downloadZip().blob())': (playlist) =>
    downloadZip(
      playlist.map((track) => ({
        name: `${track.sequence}.wav`,
        input: track.audio.blob,
        lastModified: new Date(),
      })),
    ).blob(),
};

/**
 * The downloads' time with and without the checksum, against the mock backend over HTTP on
 * localhost (its real /api/download: 64 KB tones in 8 KB chunks), fetched as the browser does.
 */
export async function runDownloads(rounds: number) {
  const api = createMockApi();
  const token = (await api.signIn('dj')).jwt;
  const ids = [...api.state.catalogue.tracks.keys()].filter(
    (id) => !api.state.catalogue.brokenDownloads.has(id),
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const fetchTrack = (id: string) =>
    fetch(`http://127.0.0.1:${port}/api/download?trackId=${encodeURIComponent(id)}&format=wav`, {
      headers: { authorization: `Bearer ${token}` },
    });
  let crcMs = 0;
  let plainMs = 0;
  let bytes = 0;
  /** The app's read (readWithProgress), with the app's collector or one without the CRC. */
  const read = async (id: string, checksum: boolean): Promise<TrackAudio> =>
    readWithProgress(
      (await fetchTrack(id)).body!,
      undefined,
      undefined,
      undefined,
      undefined,
      new AudioCollector(AUDIO_PART_BYTES, checksum),
    );
  // A warm-up round (the JIT), then rounds interleaved track by track, so both modes see the
  // same machine.
  for (const id of ids) await read(id, true);
  for (let round = 0; round < rounds; round += 1) {
    for (const id of ids) {
      let started = performance.now();
      const audio = await read(id, true);
      crcMs += performance.now() - started;
      started = performance.now();
      const plain = await read(id, false);
      plainMs += performance.now() - started;
      if (plain.byteLength !== audio.byteLength)
        throw new Error(`${id}: ${plain.byteLength} ≠ ${audio.byteLength} bytes`);
      bytes += audio.byteLength;
    }
  }
  server.close();
  return { downloads: rounds * ids.length, bytes, crcMs, plainMs, overhead: crcMs / plainMs };
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
const verdict = (ok: boolean) => (ok ? 'met' : 'OVER');

async function main() {
  const tracks = Number(process.env.BENCH_ZIP_TRACKS ?? 200);
  const totalBytes = Number(process.env.BENCH_ZIP_MIB ?? 1024) * 2 ** 20;
  console.log(
    `\nDownloader zip: ${tracks} tracks, ${mib(totalBytes)} of generated WAV held as Blobs`,
  );
  console.log(`machine: ${machine()}`);
  if ((globalThis as { gc?: unknown }).gc === undefined) {
    console.log('  (run with --expose-gc for steadier memory figures)');
  }
  const zip = await runZipStep({ tracks, totalBytes });
  const zipOverCopy = zip.zipMs / zip.copyMs;
  console.log(
    `  archive              ${mib(zip.archiveBytes)} (${zip.entryNames.length} stored entries)`,
  );
  console.log(
    `  zip ÷ plain copy     ${zip.zipMs.toFixed(1)} ms ÷ ${zip.copyMs.toFixed(0)} ms = ${zipOverCopy.toFixed(4)} ` +
      `(≤ ${TARGETS.zipOverCopy}: ${verdict(zipOverCopy <= TARGETS.zipOverCopy)})`,
  );
  console.log(
    `  peak ÷ data held     ${zip.peakOverHeld.toFixed(3)} (≤ ${TARGETS.peakOverHeld}: ${verdict(zip.peakOverHeld <= TARGETS.peakOverHeld)}; ` +
      `the data held plus what the process's RSS grew while zipping)`,
  );
  console.log(
    `  longest block        ${zip.longestBlockMs.toFixed(1)} ms (≤ ${TARGETS.longestBlockMs}: ${verdict(zip.longestBlockMs <= TARGETS.longestBlockMs)}; ` +
      `${zip.longestBlockCpuMs.toFixed(1)} ms of it on our CPU, event-loop p99 ${zip.eventLoopP99Ms.toFixed(1)} ms)`,
  );
  const downloads = await runDownloads(3);
  console.log(
    `  CRC while downloading ${downloads.crcMs.toFixed(0)} ms ÷ ${downloads.plainMs.toFixed(0)} ms without = ${downloads.overhead.toFixed(3)} ` +
      `(≤ ${TARGETS.crcOverhead}: ${verdict(downloads.overhead <= TARGETS.crcOverhead)}; ${downloads.downloads} downloads, ${mib(downloads.bytes)}, from the mock's /api/download over HTTP)`,
  );

  if (!process.argv.includes('--no-libraries')) {
    console.log('  the candidates on the same playlist (reported, not budgeted):');
    const rows = [
      {
        name: 'ours (zip of parts, zip-of-parts.ts)',
        ms: zip.zipMs,
        peakOverHeld: zip.peakOverHeld,
        longestBlockMs: zip.longestBlockMs,
      },
    ];
    for (const [name, run] of Object.entries(LIBRARIES)) {
      rows.push(await runLibrary(name, zip.playlist, zip.beforeZipRss, zip.audioBytes, run));
    }
    for (const row of rows) {
      console.log(
        `    ${row.name.padEnd(40)} ${(row.ms / zip.copyMs).toFixed(3).padStart(8)} × copy  ` +
          `peak ${row.peakOverHeld.toFixed(2)} × data  longest block ${row.longestBlockMs.toFixed(0)} ms`,
      );
    }
  }

  const failures = [
    zipOverCopy > TARGETS.zipOverCopy &&
      `zip ÷ copy ${zipOverCopy.toFixed(4)} > ${TARGETS.zipOverCopy}`,
    zip.peakOverHeld > TARGETS.peakOverHeld &&
      `peak ÷ held ${zip.peakOverHeld.toFixed(3)} > ${TARGETS.peakOverHeld}`,
    zip.longestBlockMs > TARGETS.longestBlockMs &&
      `longest block ${zip.longestBlockMs.toFixed(1)} ms > ${TARGETS.longestBlockMs} ms`,
    downloads.overhead > TARGETS.crcOverhead &&
      `CRC overhead ${downloads.overhead.toFixed(3)} > ${TARGETS.crcOverhead}`,
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`\nZip bench targets missed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('  targets met');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
