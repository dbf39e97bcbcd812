/**
 * Runs `task` once the browser is idle (requestIdleCallback, or a short timeout where it is
 * missing), for work that must not compete with the first screen, such as fetching a chunk the
 * user will probably need. Returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
