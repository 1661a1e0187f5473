import { afterEach, describe, expect, it, vi } from 'vitest'
import { Clock, warn, error } from 'three'
import '../../../src/canvas/three-console'

describe("three.js's console", () => {
  afterEach(() => vi.restoreAllMocks())

  it("drops Clock's deprecation, which R3F's root triggers on every 3D page", () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    new Clock()
    expect(spy).not.toHaveBeenCalled()
  })

  it('passes every other warning and error on as three words them', () => {
    const w = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const e = vi.spyOn(console, 'error').mockImplementation(() => {})
    warn('WebGLRenderer: a texture is too large.', 4096)
    error('WebGLProgram: Shader Error 1282')
    expect(w).toHaveBeenCalledWith('THREE.WebGLRenderer: a texture is too large.', 4096)
    expect(e).toHaveBeenCalledWith('THREE.WebGLProgram: Shader Error 1282')
  })
})
