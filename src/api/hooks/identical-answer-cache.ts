/**
 * The last answer of each polled key, as the text that came over the wire and the data parsed
 * from it. A poll whose text is identical returns the very same data object: nothing is parsed,
 * SWR compares by identity, and React sees no change. For the instance page's 1 s poll of a
 * 10,000-track queue this turns an unchanged poll from a multi-megabyte JSON.parse plus a deep
 * compare into one string comparison.
 */
export interface IdenticalAnswerCache {
  /** The data for `text` under `key`: the previous object when the text is unchanged. */
  resolve(key: string, text: string): unknown;
}

/** Keys kept (one per visited instance page): a bound, since each holds a whole answer. */
const DEFAULT_KEYS = 4;

export function createIdenticalAnswerCache(maxKeys = DEFAULT_KEYS): IdenticalAnswerCache {
  const last = new Map<string, { text: string; data: unknown }>();
  return {
    resolve(key, text) {
      const previous = last.get(key);
      if (previous !== undefined && previous.text === text) {
        // Most recently used last: the bound forgets the page left longest ago.
        last.delete(key);
        last.set(key, previous);
        return previous.data;
      }
      // An empty body (204) is no data, as openapi-fetch treats it.
      const data: unknown = text === '' ? undefined : JSON.parse(text);
      last.delete(key);
      last.set(key, { text, data });
      if (last.size > maxKeys) last.delete(last.keys().next().value as string);
      return data;
    },
  };
}
