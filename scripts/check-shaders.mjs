#!/usr/bin/env node
// npm run test:shaders: compiles every shader stage in shaders/ with glslangValidator (Debian's
// glslang-tools), as three would hand it to WebGL 2 for a ShaderMaterial, so a GLSL error fails
// the tests, not a visitor's browser. Installs glslang-tools with apt-get when run as root.
//   node scripts/check-shaders.mjs [dir]     (default: shaders/, chunks in <dir>/chunks/)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ShaderChunk } from 'three'
import { ensureDebianTool } from './debian-tool.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What three puts in both stages' prefixes: precision and the material type. */
const COMMON = `#define texture2D texture
precision highp float;
precision highp int;
precision highp sampler2D;
#define HIGH_PRECISION
#define SHADER_TYPE ShaderMaterial`

/** The prefix three's WebGLProgram (r187) puts before a ShaderMaterial's vertex shader on WebGL 2. */
const VERTEX_PREFIX = `#version 300 es
#define attribute in
#define varying out
${COMMON}
uniform mat4 modelMatrix;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
uniform mat4 viewMatrix;
uniform mat3 normalMatrix;
uniform vec3 cameraPosition;
uniform bool isOrthographic;
attribute vec3 position;
attribute vec3 normal;
attribute vec2 uv;
`

/** The same for the fragment shader (sRGB output, no tone mapping: the stage's renderer). */
const FRAGMENT_PREFIX = `#version 300 es
#define varying in
layout(location = 0) out highp vec4 pc_fragColor;
#define gl_FragColor pc_fragColor
${COMMON}
uniform mat4 viewMatrix;
uniform vec3 cameraPosition;
uniform bool isOrthographic;
${ShaderChunk.colorspace_pars_fragment}
vec4 linearToOutputTexel( vec4 value ) { return sRGBTransferOETF( value ); }
`

const INCLUDE = /^[ \t]*#include +<([\w\d./]+)>/gm

/** Resolves `#include <name>` from our chunks first, then three's ShaderChunk (as three does). */
function resolveIncludes(source, chunks, file, seen = []) {
  return source.replace(INCLUDE, (_, name) => {
    if (seen.includes(name)) throw new Error(`${file}: #include <${name}> includes itself`)
    const chunk = chunks[name] ?? ShaderChunk[name]
    if (chunk === undefined) throw new Error(`${file}: cannot resolve #include <${name}>`)
    return resolveIncludes(chunk, chunks, file, [...seen, name])
  })
}

/** The path of glslangValidator, installing Debian's glslang-tools first if we are root. */
export function ensureValidator() {
  const exe = ensureDebianTool('glslangValidator', 'glslang-tools')
  if (exe) return exe
  throw new Error(
    'glslangValidator not found: run `sudo apt-get install -y glslang-tools` and try again.'
  )
}

/**
 * Validates every `<scene>.<stage>.glsl` in `dir` (stage: vert or frag). Returns one message
 * per failing file (empty: all compile), each naming the file and the offending lines.
 */
export function checkShaders(dir = path.join(root, 'shaders'), exe = ensureValidator()) {
  const chunkDir = path.join(dir, 'chunks')
  const chunks = {}
  if (fs.existsSync(chunkDir))
    for (const f of fs.readdirSync(chunkDir))
      if (f.endsWith('.glsl'))
        chunks[f.slice(0, -'.glsl'.length)] = fs.readFileSync(path.join(chunkDir, f), 'utf8')
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.glsl'))
  if (files.length === 0) return [`${dir}: no shaders found`]
  const failures = []
  for (const f of files.sort()) {
    const match = /^[\w-]+\.(vert|frag)\.glsl$/.exec(f)
    if (!match) {
      failures.push(`${f}: name it <scene>.<vert|frag>.glsl`)
      continue
    }
    const stage = match[1]
    let source
    try {
      const body = resolveIncludes(fs.readFileSync(path.join(dir, f), 'utf8'), chunks, f)
      source = (stage === 'vert' ? VERTEX_PREFIX : FRAGMENT_PREFIX) + body
    } catch (e) {
      failures.push(e.message)
      continue
    }
    try {
      execFileSync(exe, ['--stdin', '-S', stage], { input: source, stdio: 'pipe' })
    } catch (e) {
      const out = `${e.stdout ?? ''}${e.stderr ?? ''}`
      const lines = source.split('\n')
      const errors = out
        .split('\n')
        .filter((l) => /ERROR/.test(l) && !/compilation errors/.test(l))
        .map((l) => {
          const at = /ERROR: [^:]*:(\d+):/.exec(l)
          const code = at ? lines[Number(at[1]) - 1]?.trim() : undefined
          return `  ${l.trim()}${code ? `\n      ${code}` : ''}`
        })
      failures.push(`${f}:\n${errors.join('\n') || out.trim()}`)
    }
  }
  return failures
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined
    const failures = checkShaders(dir)
    if (failures.length) {
      console.error(`shaders: ${failures.length} failed\n${failures.join('\n')}`)
      process.exit(1)
    }
    const n = fs.readdirSync(dir ?? path.join(root, 'shaders')).filter((f) => f.endsWith('.glsl'))
    console.log(
      `shaders: ${n.length} stages compile (glslangValidator, GLSL ES 3.00 as three builds them)`
    )
  } catch (e) {
    console.error(e.message)
    process.exit(1)
  }
}
