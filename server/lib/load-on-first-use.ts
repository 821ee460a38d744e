/**
 * Code that only some requests need (a provider's SDK, a document reader, the media relay) is loaded the first
 * time it is used, not when the server starts: a server that never uses it never holds it in memory.
 */

/** A module that could not be loaded; its message names what, in our words (the cause keeps the details). */
export class ModuleLoadError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} could not be loaded`, { cause });
    this.name = 'ModuleLoadError';
  }
}

/**
 * `load` run once, on the first call, its result shared by every later call. A load that fails rejects with a
 * `ModuleLoadError` and is tried again on the next call.
 */
export function loadOnFirstUse<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ModuleLoadError(what, error);
    });
    return loading;
  };
}
