import { ShaderMaterial, Uniform, type ShaderMaterialParameters } from 'three'
import './shader-chunks' // registers shaders/chunks/ in ShaderChunk before any material exists

export interface ShaderMaterialOptions extends Omit<
  ShaderMaterialParameters,
  'vertexShader' | 'fragmentShader' | 'uniforms'
> {
  /** GLSL from shaders/ (`import vert from '…/shaders/<scene>.vert.glsl?raw'`). */
  vertexShader: string
  fragmentShader: string
  /**
   * Uniform values by name; each becomes this material's own `{ value }`. The values are
   * used as given, not copied: pass fresh objects (`new Color()`) for each material.
   */
  uniforms?: Record<string, unknown>
}

/**
 * The one way a scene makes a shader material: a three `ShaderMaterial` with its
 * uniforms wrapped, made after `shader-chunks.ts` has registered our GLSL chunks,
 * so `#include <thock_…>` resolves whenever three compiles it. Any other option
 * (transparent, blending, depthTest, side …) is passed to three as it is.
 * @example makeShaderMaterial({ vertexShader, fragmentShader, uniforms: { uColor: new Color() }, transparent: true })
 */
export function makeShaderMaterial({
  uniforms = {},
  ...options
}: ShaderMaterialOptions): ShaderMaterial {
  const material = new ShaderMaterial(options)
  for (const [name, value] of Object.entries(uniforms)) material.uniforms[name] = new Uniform(value)
  return material
}
