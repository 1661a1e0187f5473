import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAmbience, musicVolume, type Ambience } from '../../../src/audio/ambience'
import { usePreferencesStore } from '../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../src/state/safe-storage'
import { fakeFactory, type FakeMedia } from './fake-media'

/** Lets play()'s promise settle (fake timers do not run microtasks by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0)
const click = () => window.dispatchEvent(new MouseEvent('click'))
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('ambience engine', () => {
  let factory: ReturnType<typeof fakeFactory>
  let ambience: Ambience
  let detach: () => void
  const media = () => factory.made[0] as FakeMedia

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
    setHidden(false)
    factory = fakeFactory()
    ambience = createAmbience({ createMedia: factory.create, src: '/audio/ambience.mp3' })
    detach = ambience.attach()
  })
  afterEach(() => {
    detach()
    vi.useRealTimers()
  })

  it('fetches nothing until the first gesture', () => {
    expect(factory.made).toHaveLength(0)
    expect(ambience.state).toBe('idle')
  })

  it('starts on the first click, looping the file from /audio/', async () => {
    click()
    await settle()
    expect(media().src).toBe('/audio/ambience.mp3')
    expect(media().loop).toBe(true)
    expect(media().play).toHaveBeenCalledTimes(1)
    expect(ambience.state).toBe('playing')
    click() // later gestures do not restart it
    expect(media().play).toHaveBeenCalledTimes(1)
  })

  it('also starts on a key press and a mouse press, but a touch press waits for its click', async () => {
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' }))
    expect(factory.made).toHaveLength(0)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    await settle()
    expect(ambience.state).toBe('playing')
  })

  it('fades in over 3000 ms in 60 steps of 50 ms, to 0.3825 when no volume is stored', async () => {
    click()
    await settle()
    const el = media()
    expect(el.volume).toBe(0)
    const seen: number[] = []
    for (let t = 0; t < 3000; t += 50) {
      await vi.advanceTimersByTimeAsync(50)
      seen.push(el.volume)
    }
    expect(new Set(seen).size).toBe(60) // a new level every 50 ms
    expect(seen[0]).toBeCloseTo(0.3825 / 60, 6)
    expect(seen[29]).toBeCloseTo(0.3825 / 2, 6)
    expect(el.volume).toBeCloseTo(0.3825, 6)
    await vi.advanceTimersByTimeAsync(500)
    expect(el.volume).toBeCloseTo(0.3825, 6) // and stays there
  })

  it('applies stored volume / 100 x 0.75', () => {
    expect(musicVolume(80, true)).toBeCloseTo(0.6)
    expect(musicVolume(0, true)).toBe(0)
    expect(musicVolume(100, true)).toBeCloseTo(0.75)
    expect(musicVolume(80, false)).toBeCloseTo(0.3825)
  })

  it('fades to a stored volume', async () => {
    usePreferencesStore.getState().setVolume(40)
    click()
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    expect(media().volume).toBeCloseTo(0.3)
  })

  it('follows a volume change in 20 equal steps', async () => {
    click()
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    const el = media()
    usePreferencesStore.getState().setVolume(100) // -> 0.75
    const from = 0.3825
    const seen: number[] = []
    for (let i = 0; i < 25; i++) {
      await vi.advanceTimersByTimeAsync(15)
      seen.push(el.volume)
    }
    const steps = seen.filter((v, i) => v !== (i ? seen[i - 1] : from))
    expect(steps).toHaveLength(20)
    expect(steps[0]).toBeCloseTo(from + (0.75 - from) / 20, 6)
    expect(steps[19]).toBeCloseTo(0.75, 6)
  })

  it('pauses on mute and resumes on unmute', async () => {
    click()
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    usePreferencesStore.getState().setMuted(true)
    expect(media().pause).toHaveBeenCalled()
    expect(media().paused).toBe(true)
    expect(ambience.state).toBe('paused')
    usePreferencesStore.getState().setMuted(false)
    await settle()
    expect(media().paused).toBe(false)
    expect(media().play).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(400)
    expect(media().volume).toBeCloseTo(0.3825, 6)
  })

  it('does not start while muted, and starts when un-muted after a gesture', async () => {
    usePreferencesStore.getState().setMuted(true)
    click()
    await settle()
    expect(factory.made).toHaveLength(0)
    usePreferencesStore.getState().setMuted(false)
    await settle()
    expect(ambience.state).toBe('playing')
  })

  it('pauses while the tab is hidden and resumes when it is visible', async () => {
    click()
    await settle()
    setHidden(true)
    expect(media().paused).toBe(true)
    setHidden(false)
    await settle()
    expect(media().paused).toBe(false)
  })

  it('does not resume on visibility when the visitor muted it', async () => {
    click()
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
    factory.create = (() => {
      const make = factory.create
      return () => {
        const m = make()
        m.failWith = Object.assign(new Error('blocked'), { name: 'NotAllowedError' })
        return m
      }
    })()
    ambience = createAmbience({ createMedia: () => factory.create() })
    detach()
    detach = ambience.attach()
    click()
    await settle()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    expect(ambience.state).toBe('idle')
    media().failWith = null
    click()
    await settle()
    expect(ambience.state).toBe('playing')
  })

  it('warns once for a missing file and stops trying', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    click()
    media().failWith = Object.assign(new Error('no source'), { name: 'NotSupportedError' })
    media().fail()
    await settle()
    expect(ambience.state).toBe('failed')
    click()
    usePreferencesStore.getState().setMuted(true)
    usePreferencesStore.getState().setMuted(false)
    await settle()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(media().play).toHaveBeenCalledTimes(1)
  })
})
