/** Types of mutation-groups.mjs (plain JavaScript: stryker.config.mjs and scripts/mutation-run.mjs load it under node). */
export interface MutationGroup {
  ci: boolean;
  baseline?: boolean;
  ignoreStatic?: boolean;
  shareWorker?: boolean;
  /** The folder a group is a part of (`services`). */
  part?: string;
  mutate: string[];
  testFiles: string[];
}
export declare const BREAK: number;
export declare const GROUPS: Record<string, MutationGroup>;
export declare function baselineFile(group: string, narrowed?: boolean): string | undefined;
export declare function folderOf(file: string): string;
export declare function groupOf(file: string): string | undefined;
