import type { Rollup } from 'vite';

type GetManualChunk = Rollup.GetManualChunk;
type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * Tiny chunks merged (issue 16 § 2b). Rollup gives every set of routes that shares a module a chunk of its
 * own, so a signed-in dashboard fetched dozens of scripts under 1 KB (an icon, a query hook, a texts module).
 *
 * - `react`: React, React DOM and lucide's icon base, which every page runs anyway (and which change less often
 *   than our code, so they stay cached across deploys). Not the icons themselves (`icons` below).
 * - `dashboard-shared`: the small modules only the dashboards use (reached from no public page), with their
 *   own small dependencies, in one chunk any dashboard loads.
 * - `icons`: the other icons used in more than one place (about 5 KB brotli; the header's are among them, so
 *   every page loads it). Each was a chunk of its own, or, while lucide's index sat in `react`, all of them
 *   went there (10 KB more on every page). The build imports each icon from its own file
 *   (vite.lucide-icons.ts), so Rollup knows which icons only dashboards use.
 *
 * Public pages, and the home route above all, load no more code than before (docs/adr/0003), apart from the
 * `icons` chunk, which costs them less than the icons they carried in `react` did. Rollup puts a
 * manual chunk's static dependencies into it, so a module joins `dashboard-shared` only when everything it
 * imports is dashboard-only too (or in `react`). Tried and rejected: Rollup's `experimentalMinChunkSize`
 * (it merged dashboard modules into the entry, which the home page loads) and a vendor chunk of every library
 * the entry imports (it pulled zod and more into what the home page loads).
 */

/** The dashboards' routes: the signed-in frame, each dashboard, a receipt and a maintenance request. */
const dashboardRoute = /\/src\/web\/app\/routes\/(dashboard[^/]*|receipt|maintenance-request)\.tsx$/;
// Not lucide's index (lucide-react.mjs): Rollup puts what a manual chunk's modules import into that chunk
// unless it is in another, and the index imports every icon, so each icon a page used went into `react`.
const reactModule =
  /\/node_modules\/(react|react-dom|scheduler)\/|\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react\.mjs)/;
/** A module this small (characters of built code) is not worth a request of its own. */
const smallModule = 2_000;
/** At most this much code joins `dashboard-shared` with one module (it and what it imports). */
const smallGroup = 6_000;

/** Every module a public page can load: from the entry, through lazy imports, never past a dashboard route. */
function findPublicModules(meta: ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry);
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id) || dashboardRoute.test(id)) continue;
    found.add(id);
    const info = meta.getModuleInfo(id);
    if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return found;
}

/** An icon's own file (imported so by vite.lucide-icons.ts). */
const lucideIcon = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

/** `build.rollupOptions.output.manualChunks`; a new one per build (it remembers the build's public modules). */
export function mergedChunks(): GetManualChunk {
  let publicModules: Set<string> | undefined;

  /** Whether the module and its static imports (short of `react`) are all dashboard-only and small. */
  const dashboardOnlyGroup = (id: string, meta: ManualChunkMeta): boolean => {
    const seen = new Set<string>();
    const queue = [id];
    let size = 0;
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next) || reactModule.test(next)) continue;
      seen.add(next);
      const info = meta.getModuleInfo(next);
      if (!info || info.isEntry || publicModules!.has(next) || dashboardRoute.test(next)) return false;
      size += info.code?.length ?? Infinity;
      if (size > smallGroup) return false;
      queue.push(...info.importedIds);
    }
    return true;
  };

  return (id, meta) => {
    if (reactModule.test(id)) return 'react';
    const info = meta.getModuleInfo(id);
    if (!info || info.isEntry || dashboardRoute.test(id)) return undefined;
    // Used in one place: it already sits in that place's chunk.
    if (info.importers.length + info.dynamicImporters.length < 2) return undefined;
    if ((info.code?.length ?? Infinity) > smallModule) return undefined;
    publicModules ??= findPublicModules(meta);
    if (dashboardOnlyGroup(id, meta)) return 'dashboard-shared';
    // Used by a public page (or by what the graph cannot tell apart from one, through a feature's index).
    return lucideIcon.test(id) ? 'icons' : undefined;
  };
}
