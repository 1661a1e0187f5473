import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLICK_SRC, createEngine, type AudioEngine } from '../../../src/audio/engine'
import { usePreferencesStore } from '../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../src/state/safe-storage'
import { FakeAudioContext, type FakeGain } from './fake-audio'
import { fakeFactory } from './fake-media'

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('the audio engine (one graph, gains for every level)', () => {
  let ctx: FakeAudioContext
  let engine: AudioEngine
  let fetched: string[]
  let fetchOk: boolean
  const master = () => ctx.master!.gain
  const testGain = () => engine.testInput as unknown as FakeGain

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
    fetched = []
    fetchOk = true
    vi.stubGlobal(
      'fetch',
      vi.fn(async (src: string) => {
        fetched.push(src)
        return {
          ok: fetchOk,
          status: fetchOk ? 200 : 404,
          arrayBuffer: async () => new ArrayBuffer(8),
        }
      })
    )
    ctx = new FakeAudioContext()
    engine = createEngine(ctx as unknown as AudioContext, { createMedia: fakeFactory().create })
  })
  afterEach(() => {
    engine.dispose()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('starts the ambience when it opens (it is opened in a gesture) and wakes the context', async () => {
    await flush()
    expect(engine.ambience.state).toBe('playing')
    expect(ctx.resume).toHaveBeenCalled()
    expect(ctx.state).toBe('running')
  })

  it('plays the click through a gain of 0.1, fetched and decoded once', async () => {
    engine.click()
    await flush()
    engine.click()
    await flush()
    expect(fetched).toEqual([CLICK_SRC])
    expect(ctx.decodeAudioData).toHaveBeenCalledTimes(1)
    const clicks = ctx.sources.filter((s) => s.started.length > 0)
    expect(clicks).toHaveLength(2)
    const ui = clicks[0]!.outputs[0] as FakeGain
    expect(ui.gain.value).toBe(0.1)
    expect(ui.outputs[0]).toBe(ctx.master)
  })

  it('mute ramps the master gain to 0 (silencing everything) and unmute back to 1', () => {
    expect(master().value).toBe(1)
    usePreferencesStore.getState().setMuted(true)
    ctx.advance(0.05)
    expect(master().value).toBe(0)
    usePreferencesStore.getState().setMuted(false)
    ctx.advance(0.05)
    expect(master().value).toBe(1)
  })

  it('a muted visitor hears no click and fetches nothing', async () => {
    usePreferencesStore.getState().setMuted(true)
    engine.click()
    await flush()
    expect(fetched).toEqual([])
  })

  it('sound tests follow the site volume: stored / 100, in 20 steps', () => {
    expect(testGain().gain.value).toBeCloseTo(0.51)
    usePreferencesStore.getState().setVolume(100)
    expect(testGain().gain.steps).toHaveLength(20)
    ctx.advance(0.3)
    expect(testGain().gain.value).toBeCloseTo(1)
    usePreferencesStore.getState().setVolume(0)
    ctx.advance(0.3)
    expect(testGain().gain.value).toBe(0)
  })

  it('ducks the ambience while asked, and brings it back', async () => {
    await flush()
    const duck = (engine.ambience.gain as unknown as FakeGain).outputs[0] as FakeGain // music -> duck
    expect(duck.outputs[0]).toBe(ctx.master)
    engine.duck(true)
    ctx.advance(0.3)
    expect(duck.gain.value).toBeCloseTo(0.18)
    engine.duck(false)
    ctx.advance(1)
    expect(duck.gain.value).toBe(1)
  })

  it('lets the context sleep 2 s after the last sound stops, and wakes it for the next', async () => {
    await flush()
    usePreferencesStore.getState().setMuted(true) // the ambience pauses: nothing holds the context
    vi.advanceTimersByTime(1900)
    expect(ctx.suspend).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(ctx.suspend).toHaveBeenCalledTimes(1)
    await flush()
    expect(ctx.state).toBe('suspended')
    const token = {}
    engine.hold(token, true)
    expect(ctx.state).toBe('running')
  })

  it("resumes a context the browser interrupted on the visitor's next gesture", async () => {
    await flush()
    ctx.state = 'interrupted' as AudioContextState // iOS: a call, a lock
    ctx.resume.mockClear()
    window.dispatchEvent(new MouseEvent('click'))
    expect(ctx.resume).toHaveBeenCalledTimes(1)
  })

  it("uses the 'ambient' audio session, and 'playback' while a sound test holds the context", () => {
    const session = { type: 'auto' }
    vi.stubGlobal('navigator', { ...navigator, audioSession: session })
    const token = {}
    engine.hold(token, true)
    expect(session.type).toBe('playback')
    engine.release(token)
    expect(session.type).toBe('ambient')
  })

  it('a click sound that cannot load warns once and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetchOk = false
    engine.click()
    engine.click()
    await flush()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]!.join(' '))).toContain('click sound could not play')
    // back online, the next click asks again and is heard (one failure kept it silent for good)
    fetchOk = true
    engine.click()
    await flush()
    await flush()
    expect(ctx.sources.filter((s) => s.started.length > 0)).toHaveLength(1)
    warn.mockRestore()
  })
})
