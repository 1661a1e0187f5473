import type { AudioEngine } from './engine'

type AudioContextClass = typeof AudioContext
let pending: Promise<AudioEngine | null> | null = null

/**
 * The site's one audio engine, opened on demand. Call it inside a gesture (a click, a key, the end
 * of a touch): iOS only lets an AudioContext start in one, so the context is made (and a silent
 * sample played through it) right here, synchronously; the engine's code is a chunk of its own
 * that loads after. Resolves null where the browser has no Web Audio (a console warning, no crash).
 * @example void openAudio().then((engine) => engine?.click())
 */
export function openAudio(): Promise<AudioEngine | null> {
  if (pending) return pending
  const w = window as unknown as {
    AudioContext?: AudioContextClass
    webkitAudioContext?: AudioContextClass
  }
  const Ctor = w.AudioContext ?? w.webkitAudioContext
  let ctx: AudioContext
  try {
    if (!Ctor) throw new Error('no Web Audio in this browser')
    ctx = new Ctor({ latencyHint: 'interactive' })
    const silence = ctx.createBufferSource() // unlocks output on iOS, in the gesture
    silence.buffer = ctx.createBuffer(1, 1, ctx.sampleRate)
    silence.connect(ctx.destination)
    silence.start()
    void ctx.resume().catch(() => {}) // a refusal here is retried on the next gesture
  } catch (error) {
    console.warn('[thock] sound is off:', error)
    pending = Promise.resolve(null)
    return pending
  }
  pending = import('./engine').then(
    ({ createEngine }) => createEngine(ctx),
    (error: unknown) => {
      console.warn('[thock] the audio engine could not load:', error)
      return null
    }
  )
  return pending
}
