import { setConsoleFunction } from 'three'

/**
 * three.js's messages, less the one we cannot act on. R3F 9 makes a `THREE.Clock` for every
 * root, and three (r183 on) warns once per page that Clock is deprecated: a warning in every
 * visitor's console that says nothing about this site. Our frame loop keeps its own time
 * (src/lib/clock.ts) and never reads R3F's clock. Every other message goes to the console as
 * three would send it (its stack-trace form is for TSL, which we don't use).
 */
const DROPPED = ['THREE.Clock: This module has been deprecated']

function threeConsole(kind: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) {
  if (DROPPED.some((d) => message.startsWith(d))) return
  console[kind](message, ...params)
}

setConsoleFunction(threeConsole)
