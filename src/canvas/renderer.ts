import { WebGLRenderer } from 'three'
import { create } from 'zustand'
import { motion } from '../state/motion-store'
import { useQualityStore } from '../state/quality-store'
import { yieldToMain } from './prepare-in-steps'
import { canvasDpr } from './tier-detail'

const GL_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  antialias: true,
  powerPreference: 'high-performance',
}

/**
 * Creates the one renderer on the stage canvas. Asks for the context ourselves so
 * that a browser without WebGL gives a clear, quiet fallback instead of three's
 * error log. Starting WebGL is slow (in software GL each step below is 100-300 ms),
 * so the steps run in separate tasks, and the canvas gets its final size before
 * the context exists so the drawing buffer is allocated once, not re-allocated.
 */
export async function createRenderer({ canvas }: { canvas: unknown }): Promise<WebGLRenderer> {
  const el = canvas as HTMLCanvasElement
  const rect = el.parentElement?.getBoundingClientRect()
  if (rect) {
    const dpr = canvasDpr(useQualityStore.getState().tier)
    el.width = Math.floor(rect.width * dpr) // what three's setSize will ask for
    el.height = Math.floor(rect.height * dpr)
  }
  await yieldToMain()
  // MSAA is fixed when the context is made: a page already in 'lite' goes without it
  const attributes = { ...GL_ATTRIBUTES, antialias: useQualityStore.getState().tier === 'full' }
  const context = el.getContext('webgl2', attributes)
  if (!context) throw new Error('WebGL 2 is not available in this browser')
  // the GPU process is still setting the context up: the first query would wait for it
  await new Promise((resolve) => setTimeout(resolve, motion().stage.contextSettleMs))
  await askAheadOfThree(context)
  const renderer = new WebGLRenderer({ canvas: el, context, ...attributes })
  // prepareInSteps checks each program's link in a task of its own; dev keeps three's logs
  renderer.debug.checkShaderErrors = import.meta.env.DEV
  await yieldToMain()
  return renderer
}

/**
 * The extensions three's renderer enables when it starts (three r187, WebGLExtensions.init),
 * and the one it asks for at its first texture (setTextureParameters). In Chrome each first
 * getExtension is a round trip to the GPU process, 20-60 ms in software GL, more when it is
 * busy (44 ms at 4x CPU behind a scene's first uploads); asked here one per task, the answers
 * are cached, so the renderer's constructor is no longer one task of ~250 ms. (Its
 * getParameter reads are not cached: they stay, ~70 ms.)
 */
const THREE_EXTENSIONS = [
  'EXT_texture_filter_anisotropic',
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
]

async function askAheadOfThree(gl: WebGL2RenderingContext): Promise<void> {
  for (const name of THREE_EXTENSIONS) {
    gl.getExtension(name)
    await yieldToMain()
  }
}

/**
 * The stage's renderer string once it has asked ('' until then): the effects gate reads
 * it. Here, with the 3D chunk, not in the webgl store every page loads.
 */
export const useRendererName = create<{ name: string }>()(() => ({ name: '' }))

/** The renderer string of a context (the unmasked one where the browser tells it). */
export function rendererName(context: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = context.getExtension('WEBGL_debug_renderer_info')
  return String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER) ?? '')
}
