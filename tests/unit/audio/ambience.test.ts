import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAmbience, musicVolume, type Ambience } from '../../../src/audio/ambience'
import { usePreferencesStore } from '../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../src/state/safe-storage'
import { FakeAudioContext, FakeNode, type FakeGain } from './fake-audio'
import { fakeFactory, type FakeMedia } from './fake-media'

/** Lets play()'s promise settle. */
const settle = () => new Promise((r) => setTimeout(r, 0))
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('ambience (Web Audio gains, never the media volume)', () => {
  let factory: ReturnType<typeof fakeFactory>
  let ctx: FakeAudioContext
  let output: FakeNode
  let ambience: Ambience
  let detach: () => void
  let active: boolean[]
  const media = () => factory.made[0] as FakeMedia
  const gain = () => ambience.gain!.gain as unknown as FakeGain['gain']

  function make(createMedia = factory.create) {
    ambience = createAmbience({
      ctx: ctx as unknown as AudioContext,
      output: output as unknown as AudioNode,
      createMedia,
      src: '/audio/ambience.mp3',
      onActive: (a) => active.push(a),
    })
    detach = ambience.attach()
  }

  beforeEach(() => {
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
    setHidden(false)
    factory = fakeFactory()
    ctx = new FakeAudioContext()
    output = new FakeNode()
    active = []
    make()
  })
  afterEach(() => detach())

  it('fetches nothing until it is started', () => {
    expect(factory.made).toHaveLength(0)
    expect(ambience.state).toBe('idle')
  })

  it('streams the looping file from /audio/ through its own gain into the output', async () => {
    ambience.start()
    await settle()
    expect(media().src).toBe('/audio/ambience.mp3')
    expect(media().loop).toBe(true)
    expect(ctx.mediaSources[0]!.media).toBe(media())
    expect(ctx.mediaSources[0]!.node.outputs[0]).toBe(ambience.gain)
    expect((ambience.gain as unknown as FakeNode).outputs[0]).toBe(output)
    expect(ambience.state).toBe('playing')
    expect(active).toEqual([true])
    ambience.start() // later gestures do not restart it
    expect(media().play).toHaveBeenCalledTimes(1)
  })

  it('fades in over 3000 ms in 60 steps of 50 ms, to 0.3825 when no volume is stored', async () => {
    ambience.start()
    await settle()
    const steps = gain().steps
    expect(steps).toHaveLength(60)
    expect(steps[0]!.value).toBeCloseTo(0.3825 / 60, 6)
    expect(steps[0]!.time).toBeCloseTo(0.05, 6)
    expect(steps[29]!.value).toBeCloseTo(0.3825 / 2, 6)
    expect(steps[59]!.time).toBeCloseTo(3, 6)
    expect(gain().valueAt(0)).toBe(0) // starts silent
    ctx.advance(1.5)
    expect(gain().value).toBeCloseTo(0.3825 / 2, 6)
    ctx.advance(10)
    expect(gain().value).toBeCloseTo(0.3825, 6) // and stays there
  })

  it('applies stored volume / 100 x 0.75', () => {
    expect(musicVolume(80, true)).toBeCloseTo(0.6)
    expect(musicVolume(0, true)).toBe(0)
    expect(musicVolume(100, true)).toBeCloseTo(0.75)
    expect(musicVolume(80, false)).toBeCloseTo(0.3825)
  })

  it('fades to a stored volume', async () => {
    usePreferencesStore.getState().setVolume(40)
    ambience.start()
    await settle()
    ctx.advance(3)
    expect(gain().value).toBeCloseTo(0.3)
  })

  it('follows a volume change in 20 equal steps of 15 ms', async () => {
    ambience.start()
    await settle()
    ctx.advance(3)
    usePreferencesStore.getState().setVolume(100) // -> 0.75
    const from = 0.3825
    const steps = gain().steps
    expect(steps).toHaveLength(20)
    expect(steps[0]!.value).toBeCloseTo(from + (0.75 - from) / 20, 6)
    expect(steps[0]!.time).toBeCloseTo(3.015, 6)
    expect(steps[19]!.value).toBeCloseTo(0.75, 6)
    ctx.advance(0.3)
    expect(gain().value).toBeCloseTo(0.75, 6)
  })

  it('a volume of 0 silences the gain (the iOS case: the element stays at full volume)', async () => {
    ambience.start()
    await settle()
    ctx.advance(3)
    usePreferencesStore.getState().setVolume(0)
    ctx.advance(1)
    expect(gain().value).toBe(0)
    expect(media().paused).toBe(false)
  })

  it('pauses on mute and resumes on unmute with a short fade', async () => {
    ambience.start()
    await settle()
    ctx.advance(3)
    usePreferencesStore.getState().setMuted(true)
    expect(media().paused).toBe(true)
    expect(gain().value).toBe(0)
    expect(ambience.state).toBe('paused')
    expect(active).toEqual([true, false])
    usePreferencesStore.getState().setMuted(false)
    await settle()
    expect(media().paused).toBe(false)
    expect(gain().steps).toHaveLength(20)
    ctx.advance(0.3)
    expect(gain().value).toBeCloseTo(0.3825, 6)
  })

  it('does not start while muted, and starts when un-muted after a gesture', async () => {
    usePreferencesStore.getState().setMuted(true)
    ambience.start()
    await settle()
    expect(factory.made).toHaveLength(0)
    usePreferencesStore.getState().setMuted(false)
    await settle()
    expect(ambience.state).toBe('playing')
  })

  it('pauses while the tab is hidden and resumes when it is visible', async () => {
    ambience.start()
    await settle()
    setHidden(true)
    expect(media().paused).toBe(true)
    setHidden(false)
    await settle()
    expect(media().paused).toBe(false)
  })

  it('does not resume on visibility when the visitor muted it', async () => {
    ambience.start()
    await settle()
    usePreferencesStore.getState().setMuted(true)
    setHidden(true)
    setHidden(false)
    await settle()
    expect(media().paused).toBe(true)
  })

  it('only warns when playback is blocked, and tries again on the next gesture', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    detach()
    make(() => {
      const m = factory.create()
      m.failWith = Object.assign(new Error('blocked'), { name: 'NotAllowedError' })
      return m
    })
    // what a try came to: the hint shows where a press before the page's code was refused
    await expect(ambience.start()).resolves.toBe('idle')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    expect(ambience.state).toBe('idle')
    media().failWith = null
    await expect(ambience.start()).resolves.toBe('playing')
    expect(ambience.state).toBe('playing')
    warn.mockRestore()
  })

  it('warns once for a missing file and stops trying', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    ambience.start()
    media().failWith = Object.assign(new Error('no source'), { name: 'NotSupportedError' })
    media().fail()
    await settle()
    expect(ambience.state).toBe('failed')
    ambience.start()
    usePreferencesStore.getState().setMuted(true)
    usePreferencesStore.getState().setMuted(false)
    await settle()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(media().play).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
