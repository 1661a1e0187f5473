import { afterPaint } from '../lib/idle'
import type { AudioEngine } from './engine'

type AudioContextClass = typeof AudioContext
let context: Promise<AudioContext> | null = null
let pending: Promise<AudioEngine | null> | null = null

const contextClass = (): AudioContextClass | undefined => {
  const w = window as unknown as {
    AudioContext?: AudioContextClass
    webkitAudioContext?: AudioContextClass
  }
  return w.AudioContext ?? w.webkitAudioContext
}

/** Whether this browser can play the site's sound at all (it has Web Audio). */
export const hasWebAudio = (): boolean => !!contextClass()

/** Makes the context and plays a silent sample through it (what unlocks output on iOS). */
function makeContext(): AudioContext {
  const Ctor = contextClass()
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
 * (a console warning, no crash: `hasWebAudio` tells it apart), or where the engine's code could
 * not load (offline), which the next call tries again with the same context.
 * @example void openAudio().then((engine) => engine?.click())
 */
export function openAudio(): Promise<AudioEngine | null> {
  context ??= new Promise<AudioContext>((resolve, reject) =>
    afterPaint(() => {
      try {
        resolve(makeContext())
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  )
  const opening = (pending ??= context.then(
    (ctx) =>
      import('./engine').then(
        ({ createEngine }) => createEngine(ctx),
        (error: unknown) => {
          console.warn('[thock] the audio engine could not load:', error)
          if (pending === opening) pending = null // the next gesture tries again
          return null
        }
      ),
    (error: unknown) => {
      console.warn('[thock] sound is off:', error)
      return null
    }
  ))
  return opening
}
