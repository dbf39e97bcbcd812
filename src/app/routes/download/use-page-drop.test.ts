import { describe, expect, it } from 'vitest';
import { parseDownloaderDrop } from '@/lib/downloader/drop';
import { droppedStrings } from './use-page-drop';

/** The part of DataTransfer the drop reads (jsdom has no DataTransfer). */
function transfer(data: Record<string, string>, files: unknown[] = []): DataTransfer {
  const items = [...Object.keys(data), ...files];
  return {
    getData: (type: string) => data[type] ?? '',
    items: Object.assign([...items], { length: items.length }),
    files: Object.assign([...files], { length: files.length }),
  } as unknown as DataTransfer;
}

describe('droppedStrings', () => {
  it('takes the uri list, skipping its comment lines', () => {
    const data = transfer({
      'text/uri-list': '# from Spotify\r\nhttps://open.spotify.com/track/abc\r\n',
      'text/plain': 'Some Song - Someone',
    });
    expect(droppedStrings(data)).toEqual(['https://open.spotify.com/track/abc']);
  });

  it('falls back to plain text (a dragged text selection)', () => {
    expect(
      droppedStrings(transfer({ 'text/plain': 'https://open.spotify.com/playlist/x' })),
    ).toEqual(['https://open.spotify.com/playlist/x']);
  });

  it('gives nothing for an empty drop, which is then ignored', () => {
    expect(droppedStrings(transfer({}))).toEqual([]);
    expect(droppedStrings(null)).toEqual([]);
    expect(parseDownloaderDrop(droppedStrings(transfer({})))).toEqual({ kind: 'ignored' });
  });

  it('passes a dropped file on as a non-string, which is not Spotify', () => {
    const file = new File(['x'], 'song.mp3');
    const items = droppedStrings(transfer({}, [file]));
    expect(items).toEqual([file]);
    expect(parseDownloaderDrop(items)).toEqual({
      kind: 'error',
      message: 'Unsupported URI - Spotify only',
    });
  });
});
