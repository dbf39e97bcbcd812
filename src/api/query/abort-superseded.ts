/**
 * A read superseded while on the wire is aborted: when a newer request for the same key starts
 * (a slow server under 1 s polling, a revalidation after an action), the older one is aborted
 * through openapi-fetch's `signal` option and resolves with the newer one's answer, so SWR never
 * sees the abort as an error. swr-openapi passes the key's init to `client.GET`, so the signal
 * goes in the init this step hands to the fetcher; the SWR key itself stays as the hook built it.
 */
import { unstable_serialize, type Cache } from 'swr';
import type { ReadStep } from './read-step';

interface InFlight {
  controller: AbortController;
  result: Promise<unknown>;
}

/** The reads on the wire, by serialised key, per SWR cache (a test's cache is its own). */
const onTheWire = new WeakMap<Cache, Map<string, InFlight>>();

export const abortSuperseded: ReadStep = (fetcher, cache) => (key) => {
  const reads = onTheWire.get(cache) ?? new Map<string, InFlight>();
  onTheWire.set(cache, reads);
  const id = unstable_serialize(key);
  reads.get(id)?.controller.abort();
  const controller = new AbortController();
  const result = fetcher([key[0], key[1], { ...key[2], signal: controller.signal }])
    .catch((error: unknown) => {
      const newer = reads.get(id);
      if (controller.signal.aborted && newer && newer.controller !== controller) {
        return newer.result;
      }
      throw error;
    })
    .finally(() => {
      if (reads.get(id)?.controller === controller) reads.delete(id);
    });
  reads.set(id, { controller, result });
  return result;
};
