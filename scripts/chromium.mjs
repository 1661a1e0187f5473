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

/**
 * Chromium's own path on a machine without a usable GPU, added to CHROMIUM_ARGS: the page is
 * rasterised on the CPU and composited in software (chrome://gpu: "Software only"), WebGL stays
 * on SwiftShader and is read back. CHROMIUM_ARGS alone (`--use-angle=swiftshader`) makes
 * SwiftShader the GPU, so Chromium forces GPU rasterisation and compositing onto it: every
 * repaint of the page is emulated GPU work in the GPU process, which no visitor's browser does
 * (a phone rasterises on its GPU, a GPU-less desktop on the CPU) and which CPU throttling does
 * not slow. The tap bench reports both (docs/performance-notes.md, sixth pass).
 */
export const SOFTWARE_PATH_ARGS = ['--disable-gpu-compositing', '--disable-gpu-rasterization']

/**
 * Chromium on a machine with a real GPU (`npm run bench -- --gpu`): the project's flags less
 * SwiftShader, with ANGLE on one backend after another until WebGL reports a hardware GPU
 * (headless, so no window surface: Vulkan without one, or EGL surfaceless).
 */
const GPU_BASE = [
  ...CHROMIUM_ARGS.filter((a) => !/swiftshader/.test(a)),
  '--ignore-gpu-blocklist',
  '--disable-dev-shm-usage',
]
export const GPU_CANDIDATES = [
  ['gl-egl', [...GPU_BASE, '--use-gl=angle', '--use-angle=gl-egl']],
  [
    'vulkan',
    [...GPU_BASE, '--use-angle=vulkan', '--enable-features=Vulkan', '--disable-vulkan-surface'],
  ],
  ['egl', [...GPU_BASE, '--use-gl=egl']],
]

/**
 * The flags of the bench's one-off tools (bench/trace-tap.mjs, profile-tap.mjs, ab-taps.mjs) from
 * their environment: `GPU=gl-egl` one of GPU_CANDIDATES (on a machine with a GPU), `SOFTWARE=1`
 * Chromium's software path, else the project's flags.
 */
export function toolArgs(env = process.env) {
  if (env.GPU) {
    const gpu = GPU_CANDIDATES.find(([n]) => n === env.GPU)
    if (!gpu) throw new Error(`GPU=${env.GPU}: not one of ${GPU_CANDIDATES.map(([n]) => n)}`)
    return gpu[1]
  }
  return env.SOFTWARE ? [...CHROMIUM_ARGS, ...SOFTWARE_PATH_ARGS] : CHROMIUM_ARGS
}
