/** Types of failureLines.mjs (plain JavaScript, since scripts/test-run.mjs runs under node without a build). */
export declare function failureLines(text: string, max?: number): string[];
