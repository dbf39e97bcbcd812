/**
 * The downloader in WebKit, where Blob and stream handling differ most: a playlist
 * dropped, every track downloaded, and the zip the page hands to the browser read back and
 * checked as the Chromium journey checks it (Info-ZIP tests every entry's CRC-32, jszip reads
 * it a second way). WebDriver has no download event, so the page's own hand-over is recorded:
 * the object URL the download link points at, read back as bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { names, playlistLink, PLAYLISTS, safe, type PlaylistTrack } from '../support/downloader';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('a playlist downloaded, and its zip saved and read back', async ({ tab }) => {
  await tab.signInAs('DJ');
  await tab.click({ role: 'link', name: 'Download' });
  await tab.onPath('/download');
  await tab.see({ role: 'heading', name: 'Downloader' });
  const { tracks } = await tab.apiGet<{ tracks: PlaylistTrack[] }>(
    `/api/meta/spotify/playlist/${PLAYLISTS.rainyDay}`,
  );
  expect(tracks).toHaveLength(12);

  // A drop as the browser delivers one from Spotify (a real drag from another application is
  // beyond WebDriver).
  await tab.run(
    `const data = new DataTransfer();
     data.setData('text/uri-list', arguments[0]);
     data.setData('text/plain', arguments[0]);
     const target = document.querySelector('h1');
     for (const type of ['dragenter', 'dragover', 'drop'])
       target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));`,
    playlistLink(PLAYLISTS.rainyDay),
  );
  const panel = { role: 'region', name: 'Download Queue for Rainy Day Jazz? by Kofi' };
  await tab.see(panel);
  await tab.click({ role: 'button', name: 'Run All Jobs', within: panel });
  await tab.click({ role: 'button', name: 'Run All Jobs', within: '[role="alertdialog"]' });
  const counter = (name: string) => tab.textOf(`[data-counter="${name}"] dd`);
  await expect.poll(() => counter('completed'), { timeout: 60_000 }).toBe('12');
  expect(await counter('failed')).toBe('0');

  // The download the page hands over: the link's name, and the Blob behind its object URL (read
  // in the page: the app's CSP lets no fetch() read a blob: URL).
  await tab.run(
    `const page = window;
     page.__saved = null;
     const blobs = new Map();
     const create = URL.createObjectURL;
     URL.createObjectURL = (blob) => { const url = create(blob); blobs.set(url, blob); return url; };
     const click = HTMLAnchorElement.prototype.click;
     HTMLAnchorElement.prototype.click = function () {
       if (this.download) page.__saved = { name: this.download, blob: blobs.get(this.href) };
       return click.call(this);
     };`,
  );
  await tab.click({ role: 'button', name: 'Generate .zip File', within: panel });
  await expect
    .poll(() => tab.run<boolean>('return window.__saved !== null;'), { timeout: 30_000 })
    .toBe(true);
  const saved = await tab.run<{ name: string; base64: string }>(
    `return new Promise((resolve) => {
       const reader = new FileReader();
       reader.onload = () => resolve({ name: window.__saved.name, base64: String(reader.result).split(',')[1] });
       reader.readAsDataURL(window.__saved.blob);
     });`,
  );
  expect(saved.name).toBe('Rainy Day Jazz_ by Kofi.zip');
  const bytes = Buffer.from(saved.base64, 'base64');
  const folder = mkdtempSync(join(tmpdir(), 'webkit-zip-'));
  try {
    const file = join(folder, saved.name);
    writeFileSync(file, bytes);
    const expected = tracks.map(
      (track, index) =>
        `${String(index + 1).padStart(3, '0')} ${safe(track.title)} by ${safe(names(track.artists))}.wav`,
    );
    const report = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(report).toContain('No errors detected in compressed data');
    expect(execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      expected,
    );
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files).sort()).toEqual(expected);
    const first = await zip.file(expected[0]!)!.async('uint8array');
    expect(new TextDecoder().decode(first.slice(0, 4))).toBe('RIFF');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
