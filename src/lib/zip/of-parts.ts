/**
 * A stored (uncompressed) zip archive assembled as a Blob of parts: for each entry a local
 * header, then the entry's own Blob, then the central directory and its end records. The audio
 * is never read or copied: a Blob made of Blobs refers to them. Building it costs the headers
 * only (a few hundred bytes per entry), because each entry arrives with its size and CRC-32
 * (computed while it downloaded, see track-audio.ts).
 *
 * Why this is not a library (the design card names jszip; client-zip and @zip.js/zip.js were
 * weighed too): all three read every byte again, to checksum it or to copy it into their output,
 * which is the second copy and the wait this archive exists to avoid, and hold several times the
 * data at their peak; @zip.js/zip.js with `passThrough` and a known CRC still re-chunks and
 * copies. None takes a Blob with its CRC and leaves the bytes alone. The figures:
 * docs/decisions/zip-of-parts.md (`npm run bench` still runs jszip and client-zip beside this on
 * the same data, scripts/bench-zip.ts). jszip keeps the role it still
 * serves, as a devDependency only: it reads our archives back in the tests (of-parts.test.ts,
 * archive.test.ts, the downloader journey), a reader that shares no code with this writer.
 *
 * The layout follows PKWARE's APPNOTE 6.3: UTF-8 names (flag bit 11), ZIP64 records where a
 * size, an offset or the entry count passes what 32 or 16 bits hold. Every archive shape is
 * checked with Info-ZIP's `unzip -t`, Python's zipfile and jszip in of-parts.test.ts.
 */
import { nextTask } from '../scheduling/next-task';

export interface ZipPart {
  /** The entry's path in the archive (UTF-8). */
  name: string;
  /** The entry's bytes: one Blob, or the chunk Blobs it arrived in, in order. */
  data: Blob | readonly Blob[];
  /** CRC-32 of `data`. */
  crc32: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const UTF8_NAMES = 1 << 11;
const VERSION_ZIP64 = 45;
const VERSION_STORED = 20;
/** Made by: Unix (3) with APPNOTE 4.5, so the external attributes below are Unix modes. */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
/** A regular file, rw-r--r--. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

/** MS-DOS date and time (local), as zip stores them; 1980 is the earliest it can hold. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** A ZIP64 extended information field with the given 64-bit values, in APPNOTE's order. */
function zip64Extra(values: number[]): Uint8Array {
  const field = new Uint8Array(4 + values.length * 8);
  const view = new DataView(field.buffer);
  view.setUint16(0, ZIP64_EXTRA, true);
  view.setUint16(2, values.length * 8, true);
  values.forEach((value, index) => view.setBigUint64(4 + index * 8, BigInt(value), true));
  return field;
}

/** `value`, or the 0xFFFFFFFF marker that sends a reader to the ZIP64 field. */
const field32 = (value: number) => (value >= MAX_32 ? MAX_32 : value);

/**
 * Parts joined into one Blob per task. Chromium's Blob constructor costs about 0.1 ms a part on
 * the main thread (the zip bench in Chromium shows it), so one Blob of a big playlist's parts
 * would be a long task that grows with the playlist.
 */
export const PARTS_PER_TASK = 128;

/**
 * The archive as a Blob (browsers hold Blobs past 4 GiB; the parts are not copied). Built as a
 * tree of Blobs, `PARTS_PER_TASK` parts at a time with `yieldTask` between, so no main-thread
 * task grows with the number of entries.
 */
export async function zipOfParts(
  parts: readonly ZipPart[],
  modified = new Date(),
  yieldTask: () => Promise<void> = nextTask,
): Promise<Blob> {
  let level: BlobPart[] = zipParts(parts, modified);
  while (level.length > PARTS_PER_TASK) {
    const joined: Blob[] = [];
    for (let start = 0; start < level.length; start += PARTS_PER_TASK) {
      if (start > 0) await yieldTask();
      joined.push(new Blob(level.slice(start, start + PARTS_PER_TASK)));
    }
    level = joined;
    await yieldTask();
  }
  return new Blob(level, { type: 'application/zip' });
}

/**
 * The archive as its parts in order: headers (small Uint8Arrays) and the entries' Blobs. For
 * writing it piece by piece (to a file, a stream) without making one Blob of it.
 */
export function zipParts(parts: readonly ZipPart[], modified = new Date()): BlobPart[] {
  const encoder = new TextEncoder();
  const { time, date } = dosDateTime(modified);
  const blobParts: BlobPart[] = [];
  const central: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;

  for (const part of parts) {
    const name = encoder.encode(part.name);
    const blobs = part.data instanceof Blob ? [part.data] : part.data;
    const size = blobs.reduce((sum, blob) => sum + blob.size, 0);
    const bigEntry = size >= MAX_32;
    const localExtra = bigEntry ? zip64Extra([size, size]) : new Uint8Array(0);
    const local = new Uint8Array(30 + name.length + localExtra.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, LOCAL_HEADER, true);
    lv.setUint16(4, bigEntry ? VERSION_ZIP64 : VERSION_STORED, true);
    lv.setUint16(6, UTF8_NAMES, true);
    lv.setUint16(8, 0, true); // stored
    lv.setUint16(10, time, true);
    lv.setUint16(12, date, true);
    lv.setUint32(14, part.crc32 >>> 0, true);
    lv.setUint32(18, field32(size), true);
    lv.setUint32(22, field32(size), true);
    lv.setUint16(26, name.length, true);
    lv.setUint16(28, localExtra.length, true);
    local.set(name, 30);
    local.set(localExtra, 30 + name.length);

    // The central record's ZIP64 field holds only what overflowed, in this order.
    const overflow = [
      ...(size >= MAX_32 ? [size, size] : []),
      ...(offset >= MAX_32 ? [offset] : []),
    ];
    const centralExtra = overflow.length > 0 ? zip64Extra(overflow) : new Uint8Array(0);
    const record = new Uint8Array(46 + name.length + centralExtra.length);
    const cv = new DataView(record.buffer);
    cv.setUint32(0, CENTRAL_HEADER, true);
    cv.setUint16(4, MADE_BY, true);
    cv.setUint16(6, overflow.length > 0 ? VERSION_ZIP64 : VERSION_STORED, true);
    cv.setUint16(8, UTF8_NAMES, true);
    cv.setUint16(10, 0, true);
    cv.setUint16(12, time, true);
    cv.setUint16(14, date, true);
    cv.setUint32(16, part.crc32 >>> 0, true);
    cv.setUint32(20, field32(size), true);
    cv.setUint32(24, field32(size), true);
    cv.setUint16(28, name.length, true);
    cv.setUint16(30, centralExtra.length, true);
    cv.setUint16(32, 0, true); // comment
    cv.setUint16(34, 0, true); // disk
    cv.setUint16(36, 0, true); // internal attributes
    cv.setUint32(38, FILE_ATTRIBUTES, true);
    cv.setUint32(42, field32(offset), true);
    record.set(name, 46);
    record.set(centralExtra, 46 + name.length);
    central.push(record);

    blobParts.push(local, ...blobs);
    offset += local.length + size;
  }

  const directoryOffset = offset;
  const directorySize = central.reduce((sum, record) => sum + record.length, 0);
  blobParts.push(...central);
  const needsZip64 = parts.length >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
  if (needsZip64) {
    const record = new Uint8Array(56);
    const rv = new DataView(record.buffer);
    rv.setUint32(0, ZIP64_END_OF_CENTRAL_DIRECTORY, true);
    rv.setBigUint64(4, 44n, true); // size of the rest of this record
    rv.setUint16(12, MADE_BY, true);
    rv.setUint16(14, VERSION_ZIP64, true);
    rv.setUint32(16, 0, true); // this disk
    rv.setUint32(20, 0, true); // disk with the directory
    rv.setBigUint64(24, BigInt(parts.length), true);
    rv.setBigUint64(32, BigInt(parts.length), true);
    rv.setBigUint64(40, BigInt(directorySize), true);
    rv.setBigUint64(48, BigInt(directoryOffset), true);
    const locator = new Uint8Array(20);
    const locatorView = new DataView(locator.buffer);
    locatorView.setUint32(0, ZIP64_END_LOCATOR, true);
    locatorView.setUint32(4, 0, true);
    locatorView.setBigUint64(8, BigInt(directoryOffset + directorySize), true);
    locatorView.setUint32(16, 1, true); // disks in all
    blobParts.push(record, locator);
  }
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, END_OF_CENTRAL_DIRECTORY, true);
  ev.setUint16(8, Math.min(parts.length, MAX_16), true);
  ev.setUint16(10, Math.min(parts.length, MAX_16), true);
  ev.setUint32(12, field32(directorySize), true);
  ev.setUint32(16, field32(directoryOffset), true);
  blobParts.push(end);
  return blobParts;
}
