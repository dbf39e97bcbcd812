import { describe, expect, it } from 'vitest';
import { ENQUEUE_DRAG_TYPE, enqueueDragData, readEnqueueDrop } from './enqueue-drop';

/** A drop's data as the browser hands it over: '' for a type the drag does not carry. */
function drop(entries: Record<string, string>): Pick<DataTransfer, 'getData'> {
  return { getData: (type) => entries[type] ?? '' };
}

describe('the enqueue drag', () => {
  it('carries a search result from its row to the queue', () => {
    const album = { kind: 'playlist', uri: 'spotify:album:n1', streamingServiceType: 0 } as const;
    const data = enqueueDragData(album);
    expect(JSON.parse(data)).toEqual(album);
    expect(readEnqueueDrop(drop({ [ENQUEUE_DRAG_TYPE]: data }))).toEqual(album);
  });

  it('carries a radio station as a track of type 99', () => {
    const radio = { kind: 'track', uri: 'https://radio.example/stream', streamingServiceType: 99 };
    expect(readEnqueueDrop(drop({ [ENQUEUE_DRAG_TYPE]: JSON.stringify(radio) }))).toEqual(radio);
  });

  it('keeps only the item from a payload with more in it', () => {
    const payload = JSON.stringify({
      kind: 'track',
      uri: 'spotify:track:t1',
      streamingServiceType: 0,
      next: true,
      extra: '<b>',
    });
    expect(readEnqueueDrop(drop({ [ENQUEUE_DRAG_TYPE]: payload }))).toEqual({
      kind: 'track',
      uri: 'spotify:track:t1',
      streamingServiceType: 0,
    });
  });

  it('leaves a dropped link or text to the link drop', () => {
    expect(
      readEnqueueDrop(
        drop({ 'text/uri-list': 'https://open.spotify.com/track/abc', 'text/plain': 'hello' }),
      ),
    ).toBeUndefined();
  });

  it('ignores a payload of our type that is not a whole item', () => {
    for (const payload of [
      'not json',
      'null',
      '"spotify:track:t1"',
      '[]',
      JSON.stringify({ kind: 'episode', uri: 'spotify:episode:e1', streamingServiceType: 0 }),
      JSON.stringify({ kind: 'track', uri: '', streamingServiceType: 0 }),
      JSON.stringify({ kind: 'track', uri: 42, streamingServiceType: 0 }),
      JSON.stringify({ kind: 'track', uri: 'spotify:track:t1', streamingServiceType: 7 }),
      JSON.stringify({ kind: 'track', uri: 'spotify:track:t1', streamingServiceType: '0' }),
      JSON.stringify({ kind: 'track', uri: 'spotify:track:t1' }),
    ]) {
      expect(readEnqueueDrop(drop({ [ENQUEUE_DRAG_TYPE]: payload })), payload).toBeUndefined();
    }
  });
});
