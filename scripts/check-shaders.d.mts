/** Types of scripts/check-shaders.mjs for the unit tests. */
export function ensureValidator(): string
export function checkShaders(dir?: string, exe?: string): string[]
