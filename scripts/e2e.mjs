#!/usr/bin/env node
// npm run test:e2e: builds the production site, then runs Playwright against it in Debian's Chromium.
import { execSync } from 'node:child_process'
import { ensureChromium } from './chromium.mjs'

const exe = ensureChromium()
if (!process.env.E2E_SKIP_BUILD) execSync('node scripts/build.mjs', { stdio: 'inherit' })
const args = process.argv.slice(2).join(' ')
try {
  execSync(`npx playwright test ${args}`, {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: exe },
  })
} catch {
  process.exit(1)
}
