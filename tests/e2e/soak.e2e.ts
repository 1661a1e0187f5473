import type { Page } from '@playwright/test'
import {
  countWebglContexts,
  expect,
  forceFullQuality,
  startStageByHover,
  test,
  visit,
} from './fixtures'

/** A tiny seeded PRNG so a failing soak can be replayed exactly. */
function rng(seed: number): () => number {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
}

type Action = (page: Page, r: () => number) => Promise<unknown>

async function clickAny(page: Page, selector: string, r: () => number): Promise<void> {
  const all = page.locator(selector)
  const n = await all.count()
  if (n === 0) return
  const target = all.nth(Math.floor(r() * n))
  if (await target.isVisible()) await target.click({ timeout: 2000 }).catch(() => {})
}

const ACTIONS: [string, Action][] = [
  [
    'navigate',
    async (page, r) => {
      const menu = page.getByRole('button', { name: 'menu', exact: true })
      if (await menu.isVisible()) await menu.click()
      await clickAny(page, 'header nav a, #nav-drawer a, footer a[href^="/"]', r)
    },
  ],
  ['logo', (page) => page.getByRole('link', { name: 'thock&co. home' }).click()],
  ['theme', (page) => page.locator('button[aria-label^="switch to"]').click()],
  ['mute', (page, r) => clickAny(page, 'button[aria-pressed][aria-label*="mute" i]', r)],
  [
    'volume',
    async (page, r) => {
      const slider = page.getByRole('slider').first()
      if (!(await slider.isVisible().catch(() => false))) return
      await slider.focus()
      await page.keyboard.press(r() > 0.5 ? 'ArrowRight' : 'PageDown')
    },
  ],
  [
    'resize',
    (page, r) =>
      page.setViewportSize({
        width: 390 + Math.floor(r() * 1050),
        height: 700 + Math.floor(r() * 200),
      }),
  ],
  ['scroll', (page, r) => page.mouse.wheel(0, Math.floor((r() - 0.3) * 3000))],
  ['faq', (page, r) => clickAny(page, 'button[aria-controls][aria-expanded]', r)],
  ['pricing', (page, r) => clickAny(page, '[role="tab"], [role="radio"]', r)],
  [
    'globe',
    async (page, r) => {
      const globe = page.locator('[data-scene-slot="live"][tabindex]').first()
      if (!(await globe.isVisible().catch(() => false))) return
      const box = await globe.boundingBox()
      if (box) await page.mouse.click(box.x + box.width * r(), box.y + box.height * r())
    },
  ],
  ['card', (page, r) => clickAny(page, 'main button, main article a', r)],
]

test('soak: 150 random visitor actions end with no errors and one WebGL context', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await countWebglContexts(page)
  await forceFullQuality(page) // the card glare starts the stage ('lite' glares with CSS)
  await visit(page, '/')
  await startStageByHover(page)
  const r = rng(Number(process.env.SOAK_SEED ?? 20261123))
  const log: string[] = []
  for (let i = 0; i < 150; i++) {
    const [name, act] = ACTIONS[Math.floor(r() * ACTIONS.length)]!
    log.push(name)
    await act(page, r)
    if (i % 10 === 0) await page.waitForTimeout(100)
  }
  await page.waitForTimeout(500)
  await expect(page.locator('main h1').first(), log.slice(-10).join(' > ')).toBeVisible()
  expect(await page.evaluate(() => window.__webglContexts)).toBe(1)
})
