import { afterPaint } from '../lib/idle'
import type { AudioEngine } from './engine'

type AudioContextClass = typeof AudioContext
let pending: Promise<AudioEngine | null> | null = null

/** Makes the context and plays a silent sample through it (what unlocks output on iOS). */
function makeContext(): AudioContext {
  const w = window as unknown as {
    AudioContext?: AudioContextClass
    webkitAudioContext?: AudioContextClass
  }
  const Ctor = w.AudioContext ?? w.webkitAudioContext
  if (!Ctor) throw new Error('no Web Audio in this browser')
  const ctx = new Ctor({ latencyHint: 'interactive' })
  const silence = ctx.createBufferSource()
  silence.buffer = ctx.createBuffer(1, 1, ctx.sampleRate)
  silence.connect(ctx.destination)
  silence.start()
  void ctx.resume().catch(() => {}) // a refusal here is retried on the next gesture
  return ctx
}

/**
 * The site's one audio engine, opened on demand. Call it inside a gesture (a click, a key, the end
 * of a touch): iOS only lets an AudioContext start in one. The context is made right after the
 * gesture's frame is painted (`afterPaint`, still within the gesture for WebKit), and the engine's
 * code is a chunk of its own that loads after. Resolves null where the browser has no Web Audio
 * (a console warning, no crash).
 * @example void openAudio().then((engine) => engine?.click())
 */
export function openAudio(): Promise<AudioEngine | null> {
  pending ??= new Promise<AudioContext>((resolve, reject) =>
    afterPaint(() => {
      try {
        resolve(makeContext())
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  ).then(
    (ctx) =>
      import('./engine').then(
        ({ createEngine }) => createEngine(ctx),
        (error: unknown) => {
          console.warn('[thock] the audio engine could not load:', error)
          return null
        }
      ),
    (error: unknown) => {
      console.warn('[thock] sound is off:', error)
      return null
    }
  )
  return pending
}
