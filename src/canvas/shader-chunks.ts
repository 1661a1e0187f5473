import { ShaderChunk } from 'three'

/**
 * Registers the shared GLSL in shaders/chunks/ with three's ShaderChunk, under each file's
 * name, so a shader writes `#include <thock_tunnel_fade>` as it writes three's own
 * `#include <colorspace_fragment>`. Only `shader-material.ts` imports it: every scene makes
 * its materials with `makeShaderMaterial`, so the side effect has run before any compile. scripts/check-shaders.mjs resolves
 * the same names when it validates every shader with glslangValidator.
 */
const chunks = import.meta.glob<string>('../../shaders/chunks/*.glsl', {
  query: '?raw',
  import: 'default',
  eager: true,
})

for (const [file, source] of Object.entries(chunks)) {
  const name = file.slice(file.lastIndexOf('/') + 1, -'.glsl'.length)
  ;(ShaderChunk as Record<string, string>)[name] = source
}
