/**
 * The home's server cards: the server the user opened last comes first, the
 * others keep the list's own order (the server's), so the cards do not jump about between visits.
 * An id no longer in the list (a server since removed, or one the user left) changes nothing.
 */
export function lastOpenedFirst<T extends { id: string }>(
  servers: readonly T[],
  lastOpenedId: string | null | undefined,
): T[] {
  const index = lastOpenedId == null ? -1 : servers.findIndex((s) => s.id === lastOpenedId);
  if (index <= 0) return [...servers];
  return [servers[index] as T, ...servers.slice(0, index), ...servers.slice(index + 1)];
}
