// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkShaders } from '../../../scripts/check-shaders.mjs'

const SHADERS = path.resolve(__dirname, '../../../shaders')
const dirs: string[] = []

/** A copy of shaders/ (with its chunks) where `edit` may break one stage. */
function copyOfShaders(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shaders-'))
  dirs.push(dir)
  fs.cpSync(SHADERS, dir, { recursive: true })
  edit(dir)
  return dir
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

describe('the shader check (glslangValidator)', () => {
  it('compiles every stage in shaders/', () => {
    expect(checkShaders(SHADERS)).toEqual([])
  })

  it('names the file and the line of a GLSL error', () => {
    const dir = copyOfShaders((d) => {
      const file = path.join(d, 'tunnel-lines.frag.glsl')
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('uColorNear', 'uColourNear'))
    })
    const failures = checkShaders(dir)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/^tunnel-lines\.frag\.glsl:/)
    expect(failures[0]).toMatch(/'uColourNear' : undeclared identifier/)
  })

  it('fails on a missing semicolon, an unknown include and a badly named file', () => {
    const dir = copyOfShaders((d) => {
      const vert = path.join(d, 'globe-dots.vert.glsl')
      fs.writeFileSync(vert, fs.readFileSync(vert, 'utf8').replace('vec4 mv = ', 'vec4 mv ='))
      fs.writeFileSync(vert, fs.readFileSync(vert, 'utf8').replace(/;\n}/, '\n}'))
      fs.writeFileSync(path.join(d, 'card-glare.frag.glsl'), '#include <thock_nowhere>\n')
      fs.writeFileSync(path.join(d, 'loose.glsl'), 'void main() {}\n')
    })
    const failures = checkShaders(dir).join('\n')
    expect(failures).toMatch(/globe-dots\.vert\.glsl:\n {2}ERROR/)
    expect(failures).toMatch(/card-glare\.frag\.glsl: cannot resolve #include <thock_nowhere>/)
    expect(failures).toMatch(/loose\.glsl: name it <scene>\.<vert\|frag>\.glsl/)
  })
})
