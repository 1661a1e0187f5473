import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeAudioContext } from './fake-audio'

/**
 * openAudio: the tap that opens the audio is painted before the AudioContext is made (making one
 * blocks the main thread for hundreds of ms at phone speed), through timers only (what WebKit
 * counts as still inside the gesture).
 */
describe('openAudio', () => {
  let made: FakeAudioContext[]
  let frames: FrameRequestCallback[]
  /** Whether the engine's chunk fails to load. One mock for the whole file: two `doMock`s of
   * one path are registered asynchronously, and under load the earlier one could land last. */
  let offline: boolean

  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
    made = []
    frames = []
    offline = false
    vi.stubGlobal(
      'AudioContext',
      class extends FakeAudioContext {
        constructor() {
          super()
          made.push(this)
        }
      }
    )
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.doMock('../../../src/audio/engine', () => {
      if (offline) throw new Error('Failed to fetch dynamically imported module')
      return { createEngine: (ctx: AudioContext) => ({ ctx }) }
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.doUnmock('../../../src/audio/engine')
  })

  const paintFrame = () => frames.splice(0).forEach((cb) => cb(performance.now()))

  it('makes the context only after the next frame, once for every caller', async () => {
    const { openAudio } = await import('../../../src/audio/audio')
    const first = openAudio()
    const second = openAudio()
    expect(second).toBe(first)
    await vi.advanceTimersByTimeAsync(20)
    expect(made).toHaveLength(0) // the tap's frame has not been painted yet
    paintFrame()
    await vi.advanceTimersByTimeAsync(5)
    expect(made).toHaveLength(1)
    expect(made[0]!.sources[0]!.start).toHaveBeenCalled() // the silent sample that unlocks iOS
    expect(made[0]!.resume).toHaveBeenCalled()
    const engine = await first
    expect(engine?.ctx).toBe(made[0])
  })

  it('opens anyway where no frame comes (a hidden tab)', async () => {
    const { openAudio } = await import('../../../src/audio/audio')
    void openAudio()
    await vi.advanceTimersByTimeAsync(300)
    expect(made).toHaveLength(1)
  })

  it("tries the engine's code again at the next call where it could not load (offline)", async () => {
    offline = true
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { openAudio, hasWebAudio } = await import('../../../src/audio/audio')
    const first = openAudio()
    paintFrame()
    await vi.advanceTimersByTimeAsync(5)
    await expect(first).resolves.toBeNull()
    expect(hasWebAudio()).toBe(true) // a failure to tell apart from a browser without sound
    offline = false
    vi.resetModules() // the module registry forgets the failed import, as a browser does
    const again = openAudio()
    expect(again).not.toBe(first)
    await vi.advanceTimersByTimeAsync(5)
    expect((await again)?.ctx).toBe(made[0])
    expect(made).toHaveLength(1) // the same context: one per visit
  })

  it('resolves null with one warning where there is no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { openAudio, hasWebAudio } = await import('../../../src/audio/audio')
    const opening = openAudio()
    paintFrame()
    await vi.advanceTimersByTimeAsync(5)
    await expect(opening).resolves.toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(hasWebAudio()).toBe(false)
  })
})
