import { describe, expect, it } from 'vitest'
import { effectsAllowed, parseEffectsForced } from '../../../src/canvas/effects/effects-gate'

const GPU = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'
const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'

describe('when post-processing runs', () => {
  const base = {
    tier: 'full',
    proven: true,
    renderer: GPU,
    reducedMotion: false,
    forced: null,
  } as const

  it('runs in the full tier on a hardware renderer', () => {
    expect(effectsAllowed(base)).toBe(true)
  })

  it('never in lite, on a software renderer, with reduced motion, or before the renderer is known', () => {
    expect(effectsAllowed({ ...base, tier: 'lite' })).toBe(false)
    expect(effectsAllowed({ ...base, renderer: SWIFTSHADER })).toBe(false)
    expect(effectsAllowed({ ...base, renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)' })).toBe(false)
    expect(effectsAllowed({ ...base, reducedMotion: true })).toBe(false)
    expect(effectsAllowed({ ...base, renderer: '' })).toBe(false)
    // a masked name (WebKit: 'Apple GPU') until the governor has measured fast frames
    expect(effectsAllowed({ ...base, renderer: 'Apple GPU', proven: false })).toBe(false)
  })

  it('can be forced either way for the visit (panel, tests, screenshots)', () => {
    expect(effectsAllowed({ ...base, renderer: SWIFTSHADER, forced: 'on' })).toBe(true)
    expect(effectsAllowed({ ...base, forced: 'off' })).toBe(false)
    expect(parseEffectsForced('on')).toBe('on')
    expect(parseEffectsForced('yes')).toBeNull()
    expect(parseEffectsForced(null)).toBeNull()
  })
})
