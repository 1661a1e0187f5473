// What an article page with a sound test costs: the bytes it fetches at rest (nothing of the
// recordings, nor of the playback code), and what pressing play adds (both takes, the audio
// engine, the player's playback chunk). Text at gzip 6, as a static host serves it; audio and
// pictures as they are.
import zlib from 'node:zlib'
import { openPage, visit } from './browser.mjs'
import { sleep } from './util.mjs'

const TEXT = /\.(js|css|html?|svg|json|xml|txt)$|\/$|^[^.]*$/

function kindOf(pathname) {
  if (/\.js$/.test(pathname)) return 'js'
  if (/\.css$/.test(pathname)) return 'css'
  if (/^\/audio\/builds\//.test(pathname)) return 'sound test'
  if (/\.(mp3|m4a|ogg|wav)$/.test(pathname)) return 'ambience'
  if (/\.(svg|webp|avif|png|jpe?g)$/.test(pathname)) return 'images'
  if (/\.(woff2?)$/.test(pathname)) return 'fonts'
  return 'html'
}

const sum = (list) =>
  list.reduce(
    (acc, f) => ({
      ...acc,
      [f.kind]: (acc[f.kind] ?? 0) + f.bytes,
      total: (acc.total ?? 0) + f.bytes,
    }),
    {}
  )

/**
 * Loads `url`, rests 5 s with no input, then presses the sound test's play button and waits until
 * it plays (a page without one: the rest figures alone). Returns bytes per kind for each phase and the files pressing play fetched.
 */
export async function soundTestBytes(browser, root, url) {
  const { context, page, errors } = await openPage(browser, root)
  try {
    const phase = { now: 'rest' }
    const got = { rest: [], play: [] }
    page.on('response', async (res) => {
      const at = phase.now
      const u = new URL(res.url())
      if (u.origin !== new URL(url).origin) return
      const body = await res.body().catch(() => null)
      if (!body) return
      const bytes = TEXT.test(u.pathname) ? zlib.gzipSync(body, { level: 6 }).length : body.length
      got[at].push({ path: u.pathname, kind: kindOf(u.pathname), bytes })
    })
    await visit(page, url)
    await sleep(5000)
    phase.now = 'play'
    const play = page.getByRole('button', { name: 'play the sound test' })
    if (!(await play.count())) return { rest: sum(got.rest), play: null, playFiles: [], errors }
    await play.click()
    await page
      .getByRole('button', { name: 'pause the sound test' })
      .waitFor({ state: 'visible', timeout: 20_000 })
    await sleep(1000)
    return {
      rest: sum(got.rest),
      play: sum(got.play),
      playFiles: got.play.map((f) => `${f.path} (${(f.bytes / 1024).toFixed(1)} KB)`),
      errors,
    }
  } finally {
    await context.close().catch(() => {})
  }
}
