/** Types of mutation-baseline.mjs (plain JavaScript: scripts/mutation-run.mjs runs under node without a build). */
export declare function expandGlobs(patterns: string[], root?: string): string[];
export declare function onlyReExports(source: string): boolean;
export declare function baselineStale(group: { mutate: string[]; testFiles: string[] }, baselinePath: string, root?: string): string | undefined;
export declare function reportScore(report: { files: Record<string, { mutants: { status: string }[] }> }): number;
export interface Tally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
}
export declare function tally(mutants: { status: string }[], into?: Tally): Tally;
