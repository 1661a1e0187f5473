#!/usr/bin/env node
// Taps before and after a change, in one run: one pass of every page of
// bench/lib/interactions.mjs on site A, then on site B, PASSES times (3), in one browser, so both
// see the same machine. Prints a Markdown table of medians (input delay / handlers / presentation).
// Where a step's answer comes after its next paint, the cell adds that answer's first paint.
// Serve the two builds yourself (copy dist/ aside with scripts/serve.mjs for the old one).
// ROUTES=/,/build-service keeps only those pages (the floor is always measured).
// QUALITY=full forces the site's tier; SOFTWARE=1 runs Chromium's software path, GPU=gl-egl a real GPU (scripts/chromium.mjs toolArgs).
//
//   PASSES=3 node bench/ab-taps.mjs http://127.0.0.1:4439 http://127.0.0.1:4438 > ab.md
import { chromium } from 'playwright-core'
import { ensureChromium, toolArgs } from '../scripts/chromium.mjs'
import { tapToPaint } from './lib/interactions.mjs'
import { startPeerServer } from './lib/peer-server.mjs'
const [A, B] = process.argv.slice(2)
const N = Number(process.env.PASSES ?? 3)
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : null
const peer = await startPeerServer(process.cwd(), Number(process.env.PEER_PORT ?? 4437))
const args = toolArgs()
const b = await chromium.launch({ executablePath: ensureChromium(), args })
const runs = { A: {}, B: {} }
for (let i = 0; i < N; i++)
  for (const [k, base] of [
    ['A', A],
    ['B', B],
  ]) {
    const r = await tapToPaint(b, base, `${peer.url}/tap`, {
      passes: 1,
      routes,
      quality: process.env.QUALITY ?? null,
    })
    for (const t of r) (runs[k][t.name] ??= []).push(t.absent ? null : t)
    console.error(`pass ${i + 1} ${k} done`)
  }
const med = (xs) => {
  const v = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return v.length ? v[v.length >> 1] : NaN
}
const f = (ts, key) => Math.round(med(ts.filter(Boolean).map((t) => t[key])))
// the columns name their sites: A is the first named (often the new build), B the second
console.log(
  `| interaction | A ${A}: median (input / handlers / presentation) | B ${B} | runs A | runs B |`
)
console.log('|---|---|---|---|---|')
for (const name of Object.keys(runs.A)) {
  const a = runs.A[name],
    c = runs.B[name] ?? []
  if (a.every((x) => !x)) continue
  // and, where the step's answer comes after its next paint, that answer's first paint
  const cell = (ts) =>
    `${f(ts, 'duration')} ms (${f(ts, 'inputDelay')} / ${f(ts, 'handlers')} / ${f(ts, 'presentation')})` +
    (ts.some((t) => t?.hasAnswer) ? `, answer painted ${f(ts, 'answer')} ms` : '')
  console.log(
    `| ${name} | ${cell(a)} | ${cell(c)} | ${a
      .filter(Boolean)
      .map((t) => Math.round(t.duration))
      .join(', ')} | ${c
      .filter(Boolean)
      .map((t) => Math.round(t.duration))
      .join(', ')} |`
  )
}
await b.close()
peer.close()
