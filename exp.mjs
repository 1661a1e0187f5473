import { chromium } from 'playwright-core'
import { ensureChromium, CHROMIUM_ARGS, SOFTWARE_PATH_ARGS } from './scripts/chromium.mjs'
const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, ...SOFTWARE_PATH_ARGS] })
const variants = process.argv.slice(3)
for (let pass = 0; pass < 3; pass++)
for (const v of variants) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true })
  await context.addInitScript(() => sessionStorage.setItem('thock-quality-forced', 'full'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(process.argv[2] + '/', { waitUntil: 'load' })
  await page.waitForTimeout(3500)
  if (v.includes('cv')) await page.addStyleTag({ content: 'main > div > div > * , footer { content-visibility: auto; contain-intrinsic-size: auto 900px }' })
  if (v.includes('cvslot')) await page.addStyleTag({ content: '._DPhIl { content-visibility: auto }' })
  if (v.includes('cvcards')) await page.addStyleTag({ content: '._1UTzV { content-visibility: auto }' })
  if (v.includes('noop')) await page.addStyleTag({ content: '.nonexistent-x { color: red }' })
  if (v.includes('novol')) await page.addStyleTag({ content: 'header div > div:first-child { display: none }' })
  await page.waitForTimeout(500)
  const r = await page.evaluate((v) => {
    const root = document.documentElement, body = document.body
    const out = []
    for (let i = 0; i < 3; i++) {
      const to = root.classList.contains('dark') ? 'light' : 'dark'
      const from = to === 'dark' ? 'light' : 'dark'
      const t0 = performance.now()
      if (v.includes('switching')) root.classList.add('theme-switching')
      for (const el of v.includes('bodyonly') ? [body] : [root, body]) { el.classList.remove(from); el.classList.add(to) }
      void body.offsetHeight
      out.push(Math.round((performance.now() - t0) * 10) / 10)
      root.classList.remove('theme-switching'); void body.offsetHeight
    }
    return out
  }, v)
  console.log(v.padEnd(20), r.join(' '), document_count(await page.evaluate(() => document.querySelectorAll('*').length)))
  await context.close()
}
function document_count(n) { return `elements ${n}` }
await browser.close()
