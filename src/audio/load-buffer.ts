/**
 * How long a request may bring no byte before it counts as failed: a mobile link that went quiet
 * (not a slow one, which keeps bringing bytes) left the sound test 'loading' for good.
 */
export const STALL_MS = 15_000

/** Fetches and decodes one sound file; a failure (an error status, a stall) names the file. */
export async function loadBuffer(ctx: BaseAudioContext, src: string): Promise<AudioBuffer> {
  const stop = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const waiting = () => {
    clearTimeout(timer)
    timer = setTimeout(() => stop.abort(new Error(`${src}: no data for ${STALL_MS} ms`)), STALL_MS)
  }
  waiting()
  try {
    const res = await fetch(src, { signal: stop.signal })
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`)
    // each piece of the body that comes in restarts the wait
    const body = res.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(piece, out) {
          waiting()
          out.enqueue(piece)
        },
      })
    )
    const bytes = await new Response(body ?? (await res.arrayBuffer())).arrayBuffer()
    return await ctx.decodeAudioData(bytes)
  } finally {
    clearTimeout(timer)
  }
}
