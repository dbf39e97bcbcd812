/**
 * A module fetched on demand: asked for once, and known at once when it is already in. A fetch
 * that failed (offline for a moment) is asked for again by the next `load()`.
 */
export interface CodeLoader<Module> {
  load(): Promise<Module>;
  /** The module once it is in; undefined before (or when it failed). */
  loaded(): Module | undefined;
}

export function codeLoader<Module>(importModule: () => Promise<Module>): CodeLoader<Module> {
  let promise: Promise<Module> | undefined;
  let module: Module | undefined;
  return {
    load() {
      if (promise === undefined) {
        promise = importModule();
        promise.then(
          (value) => (module = value),
          () => (promise = undefined),
        );
      }
      return promise;
    },
    loaded: () => module,
  };
}
