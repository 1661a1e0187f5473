// Small helpers shared by the bench: timeouts, statistics, child processes, /proc CPU time.
import fs from 'node:fs'
import { spawn } from 'node:child_process'

/** A step that took too long; the message names the step and its limit. */
export class StepTimeout extends Error {}

/** Runs `fn` and rejects with a clear message if it takes longer than `ms`. */
export async function withTimeout(label, ms, fn) {
  let timer
  const limit = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new StepTimeout(`${label}: no result after ${Math.round(ms / 1000)} s`)),
      ms
    )
  })
  try {
    return await Promise.race([fn(), limit])
  } finally {
    clearTimeout(timer)
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Median of the finite numbers in `xs` (null when there are none). */
export function median(xs) {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return null
  const m = v.length >> 1
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2
}

/** Nearest-rank percentile (p in 0..100) of `xs`. */
export function percentile(xs, p) {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return null
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))]
}

// --- child processes -----------------------------------------------------------

const children = new Set()

/** Spawns a child that is killed (with its process group) when the bench exits. */
export function spawnChild(cmd, args, options = {}) {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...options })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

/** Kills one child started with spawnChild (its whole process group). */
export function killChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    try {
      child.kill('SIGKILL')
    } catch {
      // already gone
    }
  }
  children.delete(child)
}

/** Kills every child still running (called on exit, error and signals). */
export function killAllChildren() {
  for (const child of [...children]) killChild(child)
}

/** Waits until `url` answers (any status) or throws after `ms`. */
export async function waitForUrl(url, ms, child) {
  const until = Date.now() + ms
  let last = ''
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited early`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      return
    } catch (e) {
      last = e.message
    }
    await sleep(150)
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s (${last})`)
}

// --- CPU time from /proc ---------------------------------------------------------

const CLK_TCK = 100 // Linux USER_HZ; sysconf(_SC_CLK_TCK) is 100 on every mainstream build

function readStat(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const rest = s.slice(s.lastIndexOf(')') + 2).split(' ')
    // fields after "(comm) ": state(0) ppid(1) ... utime(11) stime(12)
    return { ppid: Number(rest[1]), utime: Number(rest[11]), stime: Number(rest[12]) }
  } catch {
    return null
  }
}

function comm(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    return ''
  }
}

/** PIDs of every process descended from `rootPid` (any engine's browser, its helpers included). */
export function descendantPids(rootPid) {
  const all = new Map()
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    const st = readStat(d)
    if (st) all.set(Number(d), st.ppid)
  }
  const out = [rootPid]
  for (const pid of all.keys()) {
    let p = all.get(pid)
    let depth = 0
    while (p && p !== rootPid && depth++ < 50) p = all.get(p)
    if (p === rootPid) out.push(pid)
  }
  return out
}

/** PIDs of every chromium process descended from `rootPid` (the bench itself by default). */
export function chromiumPids(rootPid = process.pid) {
  const all = new Map()
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    const st = readStat(d)
    if (st) all.set(Number(d), st.ppid)
  }
  const out = []
  for (const pid of all.keys()) {
    let p = pid
    let depth = 0
    while (p && p !== rootPid && depth++ < 50) p = all.get(p)
    if (p === rootPid && pid !== rootPid && /chrom/i.test(comm(pid))) out.push(pid)
  }
  return out
}

/** CPU seconds (user + system) used so far by the given processes; gone processes count 0. */
export function cpuSeconds(pids) {
  const per = new Map()
  for (const pid of pids) {
    const st = readStat(pid)
    if (st) per.set(pid, (st.utime + st.stime) / CLK_TCK)
  }
  return per
}

/**
 * CPU seconds used by all chromium processes under this bench during `ms`;
 * `byType` (optional) gets the seconds per process type added to it.
 * A process started inside the window counts in full; one that ended inside it is missed.
 */
export async function chromiumCpuDuring(ms, byType = {}) {
  const before = cpuSeconds(chromiumPids())
  await sleep(ms)
  const after = cpuSeconds(chromiumPids())
  let total = 0
  for (const [pid, t] of after) {
    const used = t - (before.get(pid) ?? 0)
    total += used
    const type = processType(pid)
    byType[type] = (byType[type] ?? 0) + used
  }
  return total
}

/** Chromium's process type (browser, gpu-process, renderer, utility, zygote) from its command line. */
function processType(pid) {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
    return /--type=(\S+)/.exec(cmd)?.[1] ?? 'browser'
  } catch {
    return 'gone'
  }
}

/** Formats a number of bytes as KB with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
