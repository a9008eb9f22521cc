/** Seconds a remote OpenAPI document may take to arrive with `--fetch-remote`. */
export const REMOTE_TIMEOUT_MS = 10_000;
/** Largest remote OpenAPI document fetched, in bytes. */
export const REMOTE_MAX_BYTES = 16 * 1024 * 1024;

/** Fetches remote documents with a timeout and a size limit; failures are left out (and reported as not fetched). */
export async function fetchRemoteSpecs(urls: string[], fetchImpl: typeof fetch = fetch): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
      try {
        const res = await fetchImpl(url, { signal: controller.signal, redirect: 'follow' });
        if (!res.ok || !res.body) return;
        const reader = res.body.getReader();
        const chunks: Uint8Array[] = [];
        let total = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          total += value.byteLength;
          if (total > REMOTE_MAX_BYTES) {
            controller.abort();
            return;
          }
          chunks.push(value);
        }
        out.set(url, Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* not fetched: reported as a remote document that was not checked */
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return out;
}
