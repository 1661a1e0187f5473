import type { Rule } from 'eslint'

/** Every file in an import cycle under `root`, mapped to the cycle's members (paths from root). */
export function findCycles(root: string): Map<string, string[]>
export const noCycle: Rule.RuleModule
