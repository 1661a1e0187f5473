import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CLICK_SRC, playClick, setClickMediaFactory } from '../../../src/audio/click'
import { usePreferencesStore } from '../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../src/state/safe-storage'
import { fakeFactory } from './fake-media'

describe('playClick', () => {
  let factory: ReturnType<typeof fakeFactory>
  beforeEach(() => {
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
    factory = fakeFactory()
    setClickMediaFactory(factory.create)
  })

  it('plays the click file at volume 0.1, fetched on first use', async () => {
    expect(factory.made).toHaveLength(0)
    playClick()
    const el = factory.made[0]!
    expect(el.src).toBe(CLICK_SRC)
    expect(el.volume).toBe(0.1)
    expect(el.play).toHaveBeenCalledTimes(1)
    playClick()
    expect(factory.made).toHaveLength(1) // one element, restarted
    expect(el.play).toHaveBeenCalledTimes(2)
  })

  it('is silent when muted', () => {
    usePreferencesStore.getState().setMuted(true)
    playClick()
    expect(factory.made).toHaveLength(0)
  })

  it('only warns (once) when the sound cannot play', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    factory.create = (() => {
      const make = factory.create
      return () => Object.assign(make(), { failWith: new Error('blocked') })
    })()
    setClickMediaFactory(factory.create)
    playClick()
    playClick()
    await Promise.resolve()
    await Promise.resolve()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
