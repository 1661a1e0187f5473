// Lighthouse (mobile, its default config: simulated slow 4G and 4x CPU) run in-process
// against a headless Chromium that the bench starts itself (so it can always kill it).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { killChild, spawnChild, waitForUrl, withTimeout } from './util.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** A headless Chromium with a DevTools port for Lighthouse; call stop() when done. */
async function startChrome(exe, args, port) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-bench-lh-'))
  const child = spawnChild(exe, [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    '--window-size=412,823',
    ...args,
    'about:blank',
  ])
  let stderr = ''
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)))
  child.stdout.resume()
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30_000, child)
  } catch (e) {
    killChild(child)
    throw new Error(`Chromium for Lighthouse did not start: ${e.message}\n${stderr}`, { cause: e })
  }
  return {
    stop() {
      killChild(child)
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Titles of the audits that cost points in a category (for the report). */
function lost(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((r) => r.weight > 0)
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => a.id)
}

/** The LCP element (its label) and the phases of its LCP in ms, from the LCP breakdown insight. */
function lcpDetails(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const phases = {}
  let element = ''
  for (const item of items.flatMap((i) => i.items ?? [i])) {
    if (item.subpart) phases[item.subpart] = item.duration
    if (item.type === 'node') element = `${item.nodeLabel ?? ''} (${item.selector ?? ''})`
  }
  return { lcpElement: element.slice(0, 90), lcpPhases: phases }
}

/**
 * Runs Lighthouse `runs` times on every url; returns per url the scores (0-100)
 * of each run and the audits that lost points. A run that fails or hangs is
 * recorded with its error, the browser is restarted and the run is tried once more.
 */
export async function runLighthouse({ exe, args, port, urls, runs, log }) {
  // loaded here, not at the top: a bench run without Lighthouse (--only, --gpu) needs no install of it
  const { default: lighthouse } = await import('lighthouse')
  let chrome = await startChrome(exe, args, port)
  const out = {}
  try {
    for (const url of urls) {
      out[url] = { runs: [], lost: {}, opportunities: {}, errors: [], metrics: [] }
      // a run that fails for a passing reason (e.g. NO_NAVSTART) is retried once per url
      for (let i = 0, tries = 0; i < runs && tries < runs + 1; tries++) {
        const t0 = Date.now()
        try {
          const result = await withTimeout(`Lighthouse on ${url}`, 150_000, () =>
            lighthouse(url, {
              port,
              hostname: '127.0.0.1',
              output: 'json',
              logLevel: 'error',
              onlyCategories: CATEGORIES,
              formFactor: 'mobile',
              disableFullPageScreenshot: true, // not scored; slow on the long home page
              // not scored either; bf-cache navigates away and back, which costs seconds a run
              skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
            })
          )
          const lhr = result?.lhr
          if (!lhr) throw new Error('Lighthouse returned no result')
          if (lhr.runtimeError)
            throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
          const scores = Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])
          )
          out[url].runs.push(scores)
          out[url].metrics.push({
            ...lcpDetails(lhr),
            fcp: lhr.audits['first-contentful-paint']?.numericValue,
            lcp: lhr.audits['largest-contentful-paint']?.numericValue,
            tbt: lhr.audits['total-blocking-time']?.numericValue,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue,
            si: lhr.audits['speed-index']?.numericValue,
          })
          for (const c of CATEGORIES)
            for (const id of lost(lhr, c)) out[url].lost[id] = (out[url].lost[id] ?? 0) + 1
          for (const [id, a] of Object.entries(lhr.audits)) {
            const saving = a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? 0
            if (a.score !== null && a.score < 1 && saving >= 50)
              out[url].opportunities[id] = Math.max(out[url].opportunities[id] ?? 0, saving)
          }
          i++
          log(
            `  lighthouse ${url} run ${i}/${runs}: ${CATEGORIES.map((c) => scores[c]).join(' / ')} (${((Date.now() - t0) / 1000).toFixed(0)} s)`
          )
        } catch (e) {
          const status = /Status code: (\d+)/.exec(e.message)?.[1]
          if (status) {
            // the page itself answers an error (e.g. a missing article): a result, not a bench failure
            out[url].httpStatus = Number(status)
            log(`  lighthouse ${url}: the page answers HTTP ${status}; Lighthouse cannot score it`)
            break
          }
          out[url].errors.push(e.message)
          log(`  lighthouse ${url} run ${i + 1}/${runs} FAILED: ${e.message}`)
          chrome.stop()
          chrome = await startChrome(exe, args, port)
        }
      }
    }
  } finally {
    chrome.stop()
  }
  return out
}
