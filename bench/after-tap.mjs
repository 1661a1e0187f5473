#!/usr/bin/env node
// What a tap costs after its answer: the tap figures (bench/lib/interactions.mjs) end at the first
// painted frame; a panel or an answer then animates, and the visitor watches those frames. For one
// interaction of the bench, on two builds in turn (PASSES times each, fresh page each time, set up
// as the bench's taps: 390x844, 4x CPU, settled), the renderer main thread's task time from the
// tap until `ms` after it (CDP Performance.getMetrics TaskDuration, the tap itself included) and
// how many of the first 40 animation-frame intervals from just before the tap ran over 20 ms.
//
//   node scripts/build.mjs && node scripts/serve.mjs          (PORT=4431; a second build on 4433:
//   SERVE_DIR=/tmp/dist-before PORT=4433 node scripts/serve.mjs; restart a server after a rebuild)
//   SOFTWARE=1 QUALITY=full PASSES=5 node bench/after-tap.mjs http://127.0.0.1:4431 \
//     http://127.0.0.1:4433 "pricing tier (standard)" [ms]
import { chromium } from 'playwright-core'
import { ensureChromium, toolArgs } from '../scripts/chromium.mjs'
import { PAGES, openTapPage, prepareStep, settle } from './lib/interactions.mjs'

const [siteA, siteB, name, msArg = '600'] = process.argv.slice(2)
if (!siteA || !siteB || !name) {
  console.error('usage: node bench/after-tap.mjs <site A> <site B> <interaction name> [ms]')
  process.exit(2)
}
const def = PAGES.find((p) => p.steps.some((s) => s.name === name))
if (!def) throw new Error(`no interaction named '${name}'`)
const passes = Number(process.env.PASSES ?? 3)

/** One visit: the steps before the named one, then it, measured. */
async function once(browser, site) {
  const { context, page, cdp } = await openTapPage(
    browser,
    site + def.route,
    def,
    process.env.QUALITY
  )
  try {
    await cdp.send('Performance.enable')
    const busy = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
        .value * 1000
    for (const step of def.steps) {
      await prepareStep(page, step)
      await settle(page)
      if (step.name !== name) {
        await step.act(page)
        continue
      }
      await page.evaluate(() => {
        const intervals = (window.__afterTap = [])
        let last = 0
        const frame = (t) => {
          if (last) intervals.push(t - last)
          last = t
          if (intervals.length < 40) requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
      const before = await busy()
      await step.act(page)
      await new Promise((r) => setTimeout(r, Number(msArg)))
      const task = (await busy()) - before
      const intervals = await page.evaluate(() => window.__afterTap)
      return { task, long: intervals.filter((i) => i > 20).length }
    }
    throw new Error(`'${name}' was not reached`)
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: toolArgs() })
const runs = { [siteA]: [], [siteB]: [] }
try {
  for (let pass = 0; pass < passes; pass++)
    for (const site of [siteA, siteB]) runs[site].push(await once(browser, site))
} finally {
  await browser.close()
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1]
console.log(`${name}: the ${msArg} ms from the tap, main thread at 4x, ${passes} passes each`)
console.log('| site | main thread (median) | runs | frames over 20 ms (runs) |')
console.log('|---|---|---|---|')
for (const [site, rs] of Object.entries(runs))
  console.log(
    `| ${site} | ${Math.round(median(rs.map((r) => r.task)))} ms | ${rs.map((r) => Math.round(r.task)).join(', ')} | ${rs.map((r) => r.long).join(', ')} |`
  )
