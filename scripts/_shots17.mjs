import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:4432'
const q = '?tier=essentials&layout=75&items=tape-mod,standard-lubing.90,desoldering,pe-foam-mod'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [name, vp, theme] of [['desk-dark', { width: 1440, height: 900 }, 'dark'], ['desk-light', { width: 1440, height: 900 }, 'light'], ['phone-dark', { width: 390, height: 844 }, 'dark'], ['phone-light', { width: 390, height: 844 }, 'light']]) {
  const ctx = await browser.newContext({ viewport: vp, deviceScaleFactor: 1 })
  await ctx.addInitScript((t) => localStorage.setItem('thock-theme', t), theme)
  const page = await ctx.newPage()
  page.on('pageerror', (e) => console.log('ERR', e.message))
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()))
  await page.goto(base + '/build-service' + q)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('tab', { name: 'switches' }).click()
  await page.getByLabel('switches for Standard Lubing').fill('abc')
  const panel = page.locator('section:has(> [data-estimate])').first()
  await panel.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await panel.screenshot({ path: `/tmp/shots17/${name}-panel.png` })
  await page.goto(base + '/contact' + q)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const form = page.getByRole('form')
  await page.waitForTimeout(500)
  await form.screenshot({ path: `/tmp/shots17/${name}-contact.png` })
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth))
  await ctx.close()
}
await browser.close()
