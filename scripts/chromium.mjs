// Finds Debian's Chromium for Playwright; installs it with apt-get when running as root.
// Never downloads a browser of its own.
import { ensureDebianTool } from './debian-tool.mjs'

/** The path of Debian's Chromium, installing it first if we are root and it is missing. */
export function ensureChromium() {
  const exe = process.env.CHROMIUM_PATH || ensureDebianTool('chromium', 'chromium')
  if (exe) return exe
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
