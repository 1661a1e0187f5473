// Finds Debian's Chromium for Playwright; installs it with apt-get when running as root.
// Never downloads a browser of its own.
import { execSync } from 'node:child_process'

function which() {
  try {
    return execSync('command -v chromium', {
      shell: '/bin/bash',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()
  } catch {
    return ''
  }
}

/** The path of Debian's Chromium, installing it first if we are root and it is missing. */
export function ensureChromium() {
  let exe = process.env.CHROMIUM_PATH || which()
  if (exe) return exe
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…")
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      }
    )
    exe = which()
    if (exe) return exe
  }
  console.error('Chromium not found: run `sudo apt-get install -y chromium` and try again.')
  process.exit(1)
}

/** Flags for headless Chromium on a machine with no network and software WebGL. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
