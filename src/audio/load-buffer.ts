/** Fetches and decodes one sound file; a failure names the file. */
export async function loadBuffer(ctx: BaseAudioContext, src: string): Promise<AudioBuffer> {
  const res = await fetch(src)
  if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`)
  return ctx.decodeAudioData(await res.arrayBuffer())
}
