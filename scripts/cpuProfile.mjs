/**
 * Chrome's sampling profiles (CDP `Profiler`), summed per function for the benchmarks (bench-inp, bench-boot).
 * A function is named by its name, file (after /assets/ for the built console) and line.
 */

const where = (frame) => `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.replace(/^.*\/assets\//, '')}:${frame.lineNumber + 1}` : ''}`.trim();

/** Adds a CPU profile's self time per function into `into` (ms). */
export function addSelfTimes(profile, into) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const name = where(nodes.get(profile.samples[i]).callFrame);
    into.set(name, (into.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
}

/** Adds a CPU profile's total time per function (itself and what it called, counted once per sample) into `into` (ms). */
export function addTotalTimes(profile, into) {
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parents.get(id)) {
      const name = where(nodes.get(id).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      into.set(name, (into.get(name) ?? 0) + ms);
    }
  }
}

/** The `count` largest entries of a per-function sum, as printable lines. */
export const topLines = (sums, count = 25) =>
  [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)}  ${name}`);
