import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AudioEngine } from '../../../src/audio/engine'
import { openSoundTest, type SoundTestPlayback } from '../../../src/audio/sound-test'
import { FakeAudioContext, FakeGain } from './fake-audio'

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('sound test playback (two takes side by side, A/B by gains)', () => {
  let ctx: FakeAudioContext
  let engine: AudioEngine & { held: Set<object>; ducked: boolean[] }
  let test: SoundTestPlayback
  let changes: number
  let heard: boolean // what the context says when play asks it to run

  beforeEach(async () => {
    setHidden(false)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(8) }))
    )
    ctx = new FakeAudioContext()
    ctx.decodeAudioData.mockImplementation(async () => ({
      duration: 14,
      numberOfChannels: 1,
      sampleRate: 48000,
    }))
    const held = new Set<object>()
    const ducked: boolean[] = []
    heard = true
    engine = {
      ctx,
      testInput: ctx.createGain(),
      hold: (t: object) => (held.add(t), Promise.resolve(heard)),
      release: (t: object) => held.delete(t),
      duck: (on: boolean) => ducked.push(on),
      held,
      ducked,
    } as unknown as typeof engine
    changes = 0
    test = await openSoundTest(
      engine,
      { stock: '/a/stock.mp3', tuned: '/a/tuned.mp3' },
      () => changes++
    )
  })
  afterEach(() => {
    test.dispose()
    vi.unstubAllGlobals()
  })

  const started = () => ctx.sources.filter((s) => s.started.length > 0)
  const takeGains = () =>
    ctx.gains.filter((g) => g.outputs[0] === (engine.testInput as unknown as FakeGain))

  it('fetches both takes and starts them together, from the same offset, at the same time', () => {
    expect(ctx.decodeAudioData).toHaveBeenCalledTimes(2)
    test.seek(4)
    test.play()
    const [a, b] = started()
    expect(a!.started[0]).toEqual(b!.started[0])
    expect(a!.started[0]!.offset).toBe(4)
    expect(test.playing).toBe(true)
    expect(engine.held.size).toBe(1) // the context stays awake, in the 'playback' session
    expect(engine.ducked).toEqual([true]) // and the ambience ducks
  })

  it('where the browser holds the sound back, it pauses again and says it is not heard', async () => {
    heard = false // the context would not resume: a press the browser did not count
    test.seek(4)
    await expect(test.play()).resolves.toBe(false)
    expect(test.playing).toBe(false) // not a player that looks as if it played, silent
    expect(engine.held.size).toBe(0) // the context and the ambience let go
    expect(test.position()).toBeCloseTo(4, 1)
    heard = true // the next press is a gesture: it plays from there
    await expect(test.play()).resolves.toBe(true)
    expect(test.playing).toBe(true)
  })

  it('a seek while playing that the browser holds back rests there and says so', async () => {
    test.play()
    heard = false // an iPhone's call took the audio meanwhile
    await expect(test.seek(6)).resolves.toBe(false)
    expect(test.playing).toBe(false)
    expect(engine.held.size).toBe(0)
    expect(test.position()).toBeCloseTo(6, 1)
    await expect(test.seek(8)).resolves.toBe(true) // at rest, a seek only moves the playhead
  })

  it('switching take crossfades the gains and restarts nothing: the position runs on', () => {
    test.play()
    ctx.advance(3)
    const before = test.position()
    const starts = started().length
    test.setTake('tuned')
    ctx.advance(0.05)
    const [stock, tuned] = takeGains()
    expect(stock!.gain.value).toBe(0)
    expect(tuned!.gain.value).toBe(1)
    expect(started().length).toBe(starts)
    expect(test.position()).toBeGreaterThan(before)
    expect(test.take).toBe('tuned')
  })

  it('pauses where it is, and plays on from there', () => {
    test.play()
    ctx.advance(5)
    test.pause()
    const at = test.position()
    expect(at).toBeCloseTo(5 - 0.03, 2)
    expect(engine.held.size).toBe(0)
    expect(engine.ducked).toEqual([true, false])
    ctx.advance(2)
    expect(test.position()).toBe(at)
    test.play()
    expect(started().at(-1)!.started[0]!.offset).toBeCloseTo(at, 5)
  })

  it('a hidden tab pauses it', () => {
    test.play()
    setHidden(true)
    expect(test.playing).toBe(false)
    expect(changes).toBeGreaterThan(0)
  })

  it('a seek to the end while playing stops there, as it does while paused', () => {
    test.play()
    ctx.advance(3)
    const starts = started().length
    test.seek(14) // the slider's End
    expect(test.playing).toBe(false)
    expect(test.position()).toBe(14)
    expect(started().length).toBe(starts) // nothing restarted from 0:00
    expect(engine.held.size).toBe(0)
    expect(engine.ducked.at(-1)).toBe(false)
    ctx.advance(2)
    expect(test.position()).toBe(14)
    test.play() // play at the end starts it over
    expect(started().at(-1)!.started[0]!.offset).toBe(0)
  })

  it('a seek before the end while playing plays on from there', () => {
    test.play()
    ctx.advance(6)
    test.seek(0) // Home
    expect(test.playing).toBe(true)
    expect(started().at(-1)!.started[0]!.offset).toBe(0)
    test.seek(13) // an arrow short of the end
    expect(test.playing).toBe(true)
    expect(started().at(-1)!.started[0]!.offset).toBe(13)
    expect(engine.held.size).toBe(1)
  })

  it('at the end it rests at 0:00, and releases the context and the ambience', () => {
    test.play()
    ctx.advance(14.1)
    started()[0]!.onended?.()
    expect(test.playing).toBe(false)
    expect(test.position()).toBe(0)
    expect(engine.held.size).toBe(0)
    expect(engine.ducked.at(-1)).toBe(false)
  })
})
