#!/usr/bin/env node
// What one tap makes the browser redo: loads a page at 390x844 with the CPU slowed 4x (as the
// bench's taps section does), runs the steps of bench/lib/interactions.mjs up to the one named,
// traces that one, and prints the renderer main thread's work from the input to the next frame
// (style recalculations with their element counts, layouts with their dirty objects, paints,
// script), plus the trace file for chrome://tracing or the Performance panel.
//
//   node scripts/build.mjs && node scripts/serve.mjs   (PORT=4431)
//   node bench/trace-tap.mjs http://127.0.0.1:4431 "FAQ answer" [out.json]
//   SOFTWARE=1 node bench/trace-tap.mjs …   (on Chromium's software path, SOFTWARE_PATH_ARGS)
//   QUALITY=full node bench/trace-tap.mjs …  (the page forced into a tier, as a phone's GPU
//                                            puts it in 'full': the main thread's share of a tap)
//   GPU=gl-egl node bench/trace-tap.mjs …   (on a machine with a real GPU: that candidate of
//                                            scripts/chromium.mjs's GPU_CANDIDATES, bench/gpu/)
//   AGAINST=http://127.0.0.1:4433 PASSES=5 node bench/trace-tap.mjs http://127.0.0.1:4431 "…"
//       two builds (serve the other with SERVE_DIR=… PORT=4433 node scripts/serve.mjs), the tap
//       traced PASSES times on each, interleaved: a table of the medians of the main thread's
//       share, input to the response frame's commit. To try a stylesheet change, build it: the
//       site's CSP (style-src 'self') drops a <style> injected into the page without a word.
import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { ensureChromium, toolArgs } from '../scripts/chromium.mjs'
import { PAGES, openTapPage, prepareStep, settle } from './lib/interactions.mjs'
import { sleep } from './lib/util.mjs'

const [base, name, out = '/tmp/tap-trace.json'] = process.argv.slice(2)
if (!base || !name) {
  console.error('usage: node bench/trace-tap.mjs <base url> <interaction name> [trace.json]')
  console.error(`interactions: ${PAGES.flatMap((p) => p.steps.map((s) => s.name)).join(' | ')}`)
  process.exit(2)
}
const def = PAGES.find((p) => p.steps.some((s) => s.name === name))
if (!def) throw new Error(`no interaction named '${name}'`)

const args = toolArgs()
const browser = await chromium.launch({ executablePath: ensureChromium(), args })
try {
  if (!process.env.AGAINST) {
    const trace = await traceOnce(base)
    fs.writeFileSync(out, JSON.stringify(trace))
    summarise(trace, true)
    console.log(`trace: ${out}`)
  } else await compare([base, process.env.AGAINST], Number(process.env.PASSES ?? 3))
} finally {
  await browser.close()
}

/** Loads `site`, makes the steps before the named one, and returns the trace of that tap. */
async function traceOnce(site) {
  const { context, page } = await openTapPage(browser, site + def.route, def, process.env.QUALITY)
  try {
    for (const step of def.steps) {
      await prepareStep(page, step)
      await settle(page)
      const traced = step.name === name
      if (traced)
        await browser.startTracing(page, {
          // TRACE_CATEGORIES=gpu,viz,cc,... adds categories (the GPU process's raster, for one)
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'latencyInfo',
            ...(process.env.TRACE_CATEGORIES ? process.env.TRACE_CATEGORIES.split(',') : []),
          ],
        })
      await step.act(page)
      await sleep(1200)
      if (traced) return JSON.parse((await browser.stopTracing()).toString())
    }
    throw new Error(`'${name}' was not reached`)
  } finally {
    await context.close()
  }
}

/**
 * AGAINST=<other site>: the tap on both sites, PASSES times each, interleaved, and the medians of
 * the main thread's share (input to the response frame's commit, and its parts). On a phone with a
 * GPU that share is most of a tap (docs/performance-notes.md), and it moves much less from run to
 * run than the tap's own figure on this machine's software compositor.
 */
async function compare(sites, passes) {
  const runs = sites.map(() => [])
  for (let i = 0; i < passes; i++)
    for (const [k, site] of sites.entries()) {
      const r = summarise(await traceOnce(site), false)
      if (r) runs[k].push(r)
      console.error(`pass ${i + 1}: ${site} ${r ? r.wall.toFixed(1) : '-'} ms`)
    }
  const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN
  const parts = ['EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']
  console.log(`${name}, input to the response frame's commit, ms at 4x, median of ${passes}:`)
  console.log(`| site | wall | main-thread CPU | ${parts.join(' | ')} | runs (wall) |`)
  console.log(`|---|---|---|${parts.map(() => '---|').join('')}---|`)
  for (const [k, site] of sites.entries()) {
    const r = runs[k]
    const cell = (f) => med(r.map(f)).toFixed(1)
    console.log(
      `| ${site} | ${cell((x) => x.wall)} | ${cell((x) => x.cpu)} | ${parts
        .map((p) => cell((x) => x.by[p] ?? 0))
        .join(' | ')} | ${r.map((x) => x.wall.toFixed(0)).join(', ')} |`
    )
  }
}

/** Prints the main thread's work (`print`) and returns the tap's share up to the response frame's commit. */
function summarise(trace, print) {
  const events = trace.traceEvents ?? trace
  // the renderer main thread: the one that ran EventDispatch
  const dispatch = events.find((e) => e.name === 'EventDispatch')
  if (!dispatch) {
    console.log('no EventDispatch in the trace')
    return null
  }
  const main = events.filter(
    (e) => e.pid === dispatch.pid && e.tid === dispatch.tid && e.ph === 'X'
  )
  const inputs = main.filter(
    (e) =>
      e.name === 'EventDispatch' &&
      ['pointerdown', 'keydown', 'touchstart', 'mousedown'].includes(e.args?.data?.type)
  )
  const t0 = Math.min(...inputs.map((e) => e.ts))
  const NAMES = new Set([
    'EventDispatch',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'HitTest',
    'ParseAuthorStyleSheet',
    'ScheduleStyleRecalculation',
    'InvalidateLayout',
    'RunTask',
  ])
  const rows = main
    .filter((e) => NAMES.has(e.name) && e.ts >= t0 - 1000 && e.ts <= t0 + 1_500_000)
    .sort((a, b) => a.ts - b.ts)
  const totals = {}
  for (const e of rows) {
    if (e.name === 'RunTask') continue
    totals[e.name] = (totals[e.name] ?? 0) + (e.dur ?? 0) / 1000
  }
  if (print) console.log(`from the first pointerdown or keydown, 1.5 s (main thread, ms at 4x):`)
  for (const e of rows) {
    if (!print || ((e.dur ?? 0) < 300 && e.name !== 'EventDispatch')) continue
    const a = e.args?.data ?? e.args?.beginData ?? {}
    const extra =
      e.name === 'UpdateLayoutTree'
        ? ` elements ${e.args?.elementCount ?? a.elementCount ?? '?'}`
        : e.name === 'Layout'
          ? ` dirty ${a.dirtyObjects ?? '?'} / ${a.totalObjects ?? '?'}${a.partialLayout ? ' partial' : ''}`
          : e.name === 'EventDispatch'
            ? ` ${a.type}`
            : e.name === 'FunctionCall'
              ? ` ${(a.url ?? '').split('/').pop()}:${a.lineNumber ?? ''} ${a.functionName ?? ''}`
              : e.name === 'Paint'
                ? ` ${a.clip ? '' : ''}layer ${a.layerId ?? ''} ${JSON.stringify(a.clip ?? '').slice(0, 60)}`
                : ''
    console.log(
      `${((e.ts - t0) / 1000).toFixed(1).padStart(7)}  ${e.name.padEnd(20)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}${extra}`
    )
  }
  // the response frame: the first Commit after the last input event's handlers ran
  const inputEnd = main
    .filter(
      (e) =>
        e.name === 'EventDispatch' &&
        ['click', 'keydown', 'keyup', 'pointerup'].includes(e.args?.data?.type) &&
        e.ts >= t0 &&
        e.ts < t0 + 1_000_000
    )
    .reduce((a, e) => Math.max(a, e.ts + (e.dur ?? 0)), t0)
  const commit = main
    .filter((e) => e.name === 'Commit' && e.ts >= inputEnd)
    .sort((a, b) => a.ts - b.ts)[0]
  if (print)
    console.log(
      'totals:',
      Object.entries(totals)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')
    )
  if (!commit) return null
  const within = main.filter((e) => e.ts >= t0 && e.ts <= commit.ts)
  const cpu =
    within.filter((e) => e.name === 'RunTask').reduce((n, e) => n + (e.tdur ?? e.dur ?? 0), 0) /
    1000
  const by = {}
  for (const e of within.filter((x) => NAMES.has(x.name) && x.name !== 'RunTask'))
    by[e.name] = (by[e.name] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000
  const wall = (commit.ts + (commit.dur ?? 0) - t0) / 1000
  if (print)
    console.log(
      `input -> response frame's commit: wall ${wall.toFixed(1)} ms, main-thread CPU ${cpu.toFixed(1)} ms (${Object.entries(
        by
      )
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')})`
    )
  return { wall, cpu, by }
}
