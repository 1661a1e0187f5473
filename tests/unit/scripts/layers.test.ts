// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { findCycles } from '../../../eslint/no-cycle.mjs'

/** Lints `code` as if it were the file `file` of the project (the real eslint.config.js). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath: path.resolve(file) })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-cycles-'))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

describe('the layers, as npm run lint enforces them', () => {
  it('stops canvas from importing dom, in every form of import', async () => {
    const forms = [
      "import { TiltCard } from '../dom/components/tilt-card/tilt-card'\nexport const a = TiltCard",
      "import type { TiltVariant } from '../dom/components/tilt-card/tilt-types'\nexport type A = TiltVariant",
      "export const load = () => import('../dom/components/header/header')",
    ]
    for (const code of forms) {
      const messages = await lint('src/canvas/probe.ts', code)
      expect(messages.join('\n')).toMatch(/no-restricted-paths.*canvas\/ never imports/)
    }
  })

  it('stops state and content from importing canvas or app, and lets canvas import state', async () => {
    expect((await lint('src/state/probe.ts', "export * from '../canvas/slots'")).join()).toMatch(
      /state\/ never imports/
    )
    expect((await lint('src/content/probe.ts', "export * from '../app/routes'")).join()).toMatch(
      /content\/ never imports/
    )
    expect(await lint('src/canvas/probe.ts', "export * from '../state/scroll-store'")).toEqual([])
  })
})

describe('the cycle check', () => {
  it('finds a cycle of value imports, of type-only imports and through a dynamic import', () => {
    const root = tree({
      'a.ts': "import { b } from './b'\nexport const a = b",
      'b.ts': "import type { A } from './c'\nexport const b = 1 as unknown as A",
      'c.ts': "export type A = number\nexport const load = () => import('./a')",
      'd.ts': "import { a } from './a'\nexport const d = a",
    })
    const cycles = findCycles(root)
    expect([...cycles.keys()].map((f) => path.basename(f)).sort()).toEqual(['a.ts', 'b.ts', 'c.ts'])
    expect(cycles.get(path.join(root, 'a.ts'))).toEqual(['a.ts', 'b.ts', 'c.ts'])
  })

  it('finds none in src/', () => {
    expect([...findCycles(path.resolve('src')).values()]).toEqual([])
  })
})
