/**
 * What the TV page's and the guest web app's service workers share (console/src/tv/sw.ts, console/src/guest/app/sw.ts):
 * making a cache hold exactly the URLs a page needs now — the rest deleted, the missing ones fetched. What cannot be
 * fetched now (offline, gone) is left for the next time the worker is asked.
 */
export async function keepExactly(name: string, wanted: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(name);
  const kept = await cache.keys();
  await Promise.all(kept.filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)));
  const have = new Set(kept.map((request) => request.url));
  await Promise.all(
    [...wanted]
      .filter((url) => !have.has(url))
      .map(async (url) => {
        try {
          const response = await fetch(url);
          if (response.ok) await cache.put(url, response);
        } catch {
          // Offline or gone: asked for again next time.
        }
      }),
  );
}
