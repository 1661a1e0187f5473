import type { RendererKind } from '../state/quality-store'

/** A software renderer string (SwiftShader, llvmpipe, …): the compositor likely has no GPU either. */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer)
}

/** A renderer string that names no GPU: empty, or what a browser says instead of the real one. */
export function isMaskedRenderer(renderer: string): boolean {
  return /^(|apple gpu|webkit webgl|mozilla|generic renderer|unknown)$/i.test(renderer.trim())
}

/**
 * What a WebGL renderer's name says: 'software', 'masked' (it names no GPU: WebKit says
 * 'Apple GPU' whatever draws, even llvmpipe) or 'hardware'. Asked in the renderer probe's
 * worker (src/app/gpu-probe.worker.ts) and by the stage, so the shell carries no pattern.
 * @example rendererKind('llvmpipe (LLVM 15.0.6, 256 bits)') // 'software'
 */
export function rendererKind(renderer: string): RendererKind {
  if (isSoftwareRenderer(renderer)) return 'software'
  return isMaskedRenderer(renderer) ? 'masked' : 'hardware'
}
