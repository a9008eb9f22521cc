import module from 'node:module';

/**
 * Lets Node keep the compiled code of the bundle's lazily loaded parts between runs (Node 22.1 and later, in a folder
 * of its own under `folder` or the temporary folder): a second run starts without compiling them again. Older Node
 * versions have no such cache and compile them each time. `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 */
export function enableCompileCache(folder?: string): void {
  const enable = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
  try {
    enable?.(folder);
  } catch {
    // A folder that cannot be written only costs the time it would have saved.
  }
}
