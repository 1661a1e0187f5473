import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:4432'
const q = '?tier=essentials&layout=75&items=tape-mod,standard-lubing.90,desoldering,pe-foam-mod'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const vp of [{ width: 1440, height: 900 }, { width: 1280, height: 720 }, { width: 390, height: 844 }]) {
  const ctx = await browser.newContext({ viewport: vp })
  const page = await ctx.newPage()
  for (const p of ['/build-service' + q, '/contact' + q]) {
    await page.goto(base + p)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForTimeout(1500)
    const cls = await page.evaluate(() => new Promise((r) => { let s = 0; const list = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { s += e.value; list.push([e.value.toFixed(4), e.sources?.map((x) => x.node?.className || x.node?.nodeName).join('|')]) } }).observe({ type: 'layout-shift', buffered: true }); setTimeout(() => r([s, list]), 100) }))
    console.log(vp.width, p.split('?')[0], JSON.stringify(cls))
  }
  await ctx.close()
}
await browser.close()
