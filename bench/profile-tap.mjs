#!/usr/bin/env node
// Where one tap's main-thread time goes, by function: loads a page at 390x844 with the CPU
// slowed 4x (as the bench's taps section does), runs the steps of bench/lib/interactions.mjs
// up to the one named, and samples the JS profiler from the tap until `ms` after it. Prints the
// functions with the most self time and the most total time (`MINIFY=0 node scripts/build.mjs`
// first, to read their names).
//
//   node bench/profile-tap.mjs http://127.0.0.1:4431 "FAQ answer" [ms]
//   SOFTWARE=1 QUALITY=full node bench/profile-tap.mjs …   (and GPU=, as bench/trace-tap.mjs)
import { chromium } from 'playwright-core'
import { ensureChromium, toolArgs } from '../scripts/chromium.mjs'
import { PAGES, openTapPage, prepareStep, settle } from './lib/interactions.mjs'
import { sleep } from './lib/util.mjs'

const [base, name, msArg = '600'] = process.argv.slice(2)
if (!base || !name) {
  console.error('usage: node bench/profile-tap.mjs <base url> <interaction name> [ms]')
  process.exit(2)
}
const def = PAGES.find((p) => p.steps.some((s) => s.name === name))
if (!def) throw new Error(`no interaction named '${name}'`)

const args = toolArgs()
const browser = await chromium.launch({ executablePath: ensureChromium(), args })
try {
  const { page, cdp } = await openTapPage(browser, base + def.route, def, process.env.QUALITY)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  for (const step of def.steps) {
    await prepareStep(page, step)
    await settle(page)
    const traced = step.name === name
    if (traced) await cdp.send('Profiler.start')
    await step.act(page)
    await sleep(Number(msArg))
    if (!traced) continue
    const { profile } = await cdp.send('Profiler.stop')
    summarise(profile)
    break
  }
} finally {
  await browser.close()
}

function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map()
  const total = new Map()
  const label = (n) => {
    const f = n.callFrame
    const file = f.url.split('/').pop() || '(native)'
    return `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}`
  }
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const n = byId.get(id)
    const l = label(n)
    if (['(idle) (native):0', '(program) (native):0'].includes(l)) return
    self.set(l, (self.get(l) ?? 0) + dt)
    const seen = new Set()
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = label(byId.get(cur))
      if (seen.has(k)) continue
      seen.add(k)
      total.set(k, (total.get(k) ?? 0) + dt)
    }
  })
  const top = (m, k) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([l, t]) => `  ${t.toFixed(1).padStart(7)} ms  ${l}`)
      .join('\n')
  console.log(`self time (ms at 4x):\n${top(self, 30)}\n\ntotal time:\n${top(total, 40)}`)
}
