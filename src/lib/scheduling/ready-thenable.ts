/**
 * A value as a thenable that calls back at once. React.lazy given one renders the module in the
 * same render, where a resolved Promise would still suspend for a microtask and show a fallback
 * (whose reveal React holds back for up to 300 ms).
 */
export function readyThenable<T>(value: T): Promise<T> {
  const ready = { then: (resolve: (value: T) => void) => resolve(value) };
  return ready as unknown as Promise<T>;
}
