import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadBuffer, STALL_MS } from '../../../src/audio/load-buffer'

/** A body that sends a piece of 1 KB each `every` ms, `pieces` times, then ends (or never does). */
function slowBody(pieces: number, every: number, ends = true): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull: (c) =>
      new Promise<void>((done) =>
        setTimeout(() => {
          if (sent++ < pieces) c.enqueue(new Uint8Array(1024))
          else if (ends) c.close()
          else return // quiet from here: no piece, no end
          done()
        }, every)
      ),
  })
}

describe('loadBuffer', () => {
  const ctx = { decodeAudioData: vi.fn(async (b: ArrayBuffer) => ({ length: b.byteLength })) }
  let body: ReadableStream<Uint8Array>
  let signal: AbortSignal | undefined

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_src: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined
        // as fetch does: an abort fails the body being read, with its reason
        return new Response(body.pipeThrough(new TransformStream(), { signal }))
      })
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('takes a slow download that keeps bringing bytes, however long it takes', async () => {
    body = slowBody(6, STALL_MS - 1000) // 6 pieces, the whole far past STALL_MS
    const loading = loadBuffer(ctx as unknown as BaseAudioContext, '/audio/a.mp3')
    await vi.advanceTimersByTimeAsync(7 * STALL_MS)
    await expect(loading).resolves.toEqual({ length: 6 * 1024 })
    expect(signal?.aborted).toBe(false)
  })

  it('fails, naming the file, when the download stalls (it stayed loading for good)', async () => {
    body = slowBody(2, 100, false)
    const loading = loadBuffer(ctx as unknown as BaseAudioContext, '/audio/b.mp3')
    const failed = expect(loading).rejects.toThrow(`/audio/b.mp3: no data for ${STALL_MS} ms`)
    await vi.advanceTimersByTimeAsync(STALL_MS + 500)
    await failed
    expect(signal?.aborted).toBe(true)
  })
})
