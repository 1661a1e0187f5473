import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, holdMailto, test, visit } from './fixtures'

/** Layout shift not caused by input since the page opened (the CLS a visitor would feel). */
async function unexpectedShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
          }[])
            if (!e.hadRecentInput) sum += e.value
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)))
      })
  )
}

const estimate = (page: Page) => page.getByRole('region', { name: 'your estimate' })
const total = (page: Page) => estimate(page).locator('[aria-live="polite"][aria-atomic="true"]')

test('estimate: from the price list to a composed email, kept in the URL', async ({ page }) => {
  await holdMailto(page)
  await visit(page, '/build-service')
  const layouts = page.getByRole('radiogroup', { name: 'layout' })
  await expect(total(page)).toHaveText('total $0')
  await expect(estimate(page)).toContainText('nothing added yet')

  // tier and layout, then a per-job item added from the keyboard
  await page.getByRole('radio', { name: /Basic\s*Essentials/ }).click()
  await page.getByRole('tab', { name: 'Foam Mods' }).click()
  await layouts.getByRole('radio', { name: '75%-TKL' }).click()
  const tape = page.getByRole('button', { name: 'add Tape Mod to the estimate' })
  await tape.focus()
  await page.keyboard.press('Enter')
  await expect(tape).toHaveAttribute('aria-pressed', 'true')
  await expect(total(page)).toHaveText('total $15')
  // essentials: the whole service fee up front
  const due = estimate(page)
  await expect(due.getByRole('term')).toHaveText(['due up front', 'on completion'])
  await expect(due.getByRole('definition')).toHaveText(['$15 (the service fee)', 'nothing more'])
  await expect(estimate(page)).toContainText('shipping both ways is not included.')

  // a per-switch item with a switch count
  await page.getByRole('tab', { name: 'switches' }).click()
  await page.getByRole('button', { name: 'add Standard Lubing to the estimate' }).click()
  const count = estimate(page).getByLabel('switches for Standard Lubing')
  await expect(count).toHaveValue('84') // a 75% board, until told otherwise
  await expect(total(page)).toHaveText('total $78')
  await count.fill('90')
  await expect(total(page)).toHaveText('total $82.50')
  await expect(page).toHaveURL(/\?tier=essentials&layout=75&items=tape-mod,standard-lubing\.90$/)
  // a count typed key by key is read out once it settles, not at each key on its way
  await total(page).evaluate((el) => {
    const heard: string[] = []
    new MutationObserver(() => heard.push(el.textContent ?? '')).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    ;(window as unknown as { __heard: string[] }).__heard = heard
  })
  await count.fill('')
  await count.pressSequentially('120', { delay: 80 })
  await expect(total(page)).toHaveText('total $105')
  await count.fill('90')
  await expect(total(page)).toHaveText('total $82.50')
  const heard = await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)
  expect(heard).toEqual(['total $105', 'total $82.50'])

  // bad counts: a message, a clamp, never NaN
  await count.fill('abc')
  await expect(estimate(page)).toContainText('"abc" is not a number of switches')
  await expect(count).toHaveAttribute('aria-invalid', 'true')
  await expect(total(page)).toHaveText('total $82.50')
  await count.fill('0')
  await expect(estimate(page)).toContainText('at least 1 switch; counted as 1.')
  await expect(total(page)).toHaveText('total $15.75')
  await count.fill('10000')
  await expect(estimate(page)).toContainText('200 switches at most; counted as 200.')
  await expect(total(page)).toHaveText('total $165')
  await count.fill('90')
  await expect(total(page)).toHaveText('total $82.50')
  await expect(estimate(page)).not.toContainText('NaN')

  // a reload keeps it, without moving the page (the history entry is written after the frame)
  await expect(page).toHaveURL(/items=tape-mod,standard-lubing\.90$/)
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(total(page)).toHaveText('total $82.50')
  await expect(layouts.getByRole('radio', { name: '75%-TKL' })).toHaveAttribute(
    'aria-checked',
    'true'
  )
  await expect(estimate(page).getByLabel('switches for Standard Lubing')).toHaveValue('90')
  expect(await unexpectedShift(page)).toBeLessThan(0.1)

  // back and forward step through it
  await page.goBack()
  await expect(total(page)).toHaveText('total $15')
  await expect(
    page.getByRole('button', { name: 'add Standard Lubing to the estimate' })
  ).toHaveAttribute('aria-pressed', 'false')
  await page.goForward()
  await expect(total(page)).toHaveText('total $82.50')

  // request this build: the contact page, filled in
  await estimate(page)
    .getByRole('link', { name: /request this build/ })
    .click()
  await expect(page).toHaveURL(
    /\/contact\?tier=essentials&layout=75&items=tape-mod,standard-lubing\.90$/
  )
  const form = page.getByRole('form', { name: 'start a commission' })
  await expect(form.getByLabel('layout')).toHaveValue('75%-TKL')
  await expect(form.getByLabel('the board you have in mind')).toHaveValue(
    "i'd like the essentials service on my 75%-TKL board: tape mod, standard lubing."
  )
  const summary = form.getByRole('region', { name: 'your estimate' })
  await expect(summary).toContainText('Standard Lubing · 90 switches × $0.75')
  await expect(summary).toContainText('$82.50')
  await form.getByLabel('name').fill('Sam')
  await form.getByLabel('email').fill('sam@example.com')
  await page.getByRole('button', { name: 'write the email' }).click()
  const href = (await page
    .getByRole('link', { name: 'open the email again' })
    .getAttribute('href'))!
  const url = new URL(href)
  expect(url.pathname).toBe('hello@thockandco.com')
  const body = url.searchParams.get('body')!.split('\r\n')
  expect(body.slice(-7)).toEqual([
    'estimate (Essentials, 75%-TKL):',
    '- Tape Mod: $15',
    '- Standard Lubing, 90 switches x $0.75: $67.50',
    'total: $82.50',
    'due up front: $82.50 (the service fee)',
    'on completion: nothing more',
    'shipping both ways is not included.',
  ])
  // the season's first open slot (content/season.yaml: slot 10 is open)
  expect(body).toContain('slot: next open slot: 10 of 10 (the 2024-25 season)')
})

test('estimate: alternatives for the same work replace each other, never charged twice', async ({
  page,
}) => {
  await visit(page, '/build-service')
  const lubing = page.getByRole('button', { name: /^add Standard Lubing to the estimate/ })
  const filming = page.getByRole('button', { name: /^add Lubing \+ Filming to the estimate/ })
  await lubing.click()
  await expect(total(page)).toHaveText('total $51') // 68 switches x $0.75
  // the other way of lubing says it would take this one's place
  await expect(filming).toHaveAccessibleName(
    'add Lubing + Filming to the estimate (swap for Standard Lubing)'
  )
  await expect(filming).toHaveText('swap')
  await estimate(page).getByLabel('switches for Standard Lubing').fill('90')
  await expect(total(page)).toHaveText('total $67.50')
  await filming.click()
  // the same 90 switches, lubed and filmed, charged once (not $67.50 + $90)
  await expect(total(page)).toHaveText('total $90')
  await expect(estimate(page).getByRole('listitem')).toHaveCount(1)
  await expect(estimate(page).getByLabel('switches for Lubing + Filming')).toHaveValue('90')
  await expect(filming).toHaveAttribute('aria-pressed', 'true')
  await expect(lubing).toHaveText('swap')
  await expect(page).toHaveURL(/items=lubing-filming\.90$/)

  // stabilizers, and in the craft tier the assembly: one of each
  await page.getByRole('tab', { name: 'stabilizers' }).click()
  await page.getByRole('button', { name: /^add Stabilizer Tuning to/ }).click()
  await page.getByRole('button', { name: /^add Stabilizer Replacement & Tuning to/ }).click()
  await expect(total(page)).toHaveText('total $130')
  await expect(estimate(page).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('radio', { name: /Standard\s*Craft/ }).click()
  await page.getByRole('button', { name: /^add Hotswap Assembly to/ }).click()
  await page.getByRole('button', { name: /^add Soldered Assembly to/ }).click()
  await expect(total(page)).toHaveText('total $100')

  // a link from before holds both: the first one named is kept, and the page says so
  await visit(page, '/build-service?tier=essentials&items=standard-lubing.90,lubing-filming.90')
  await expect(estimate(page).getByRole('status')).toContainText(
    'Lubing + Filming is an alternative to Standard Lubing, not an addition; left out.'
  )
  await expect(total(page)).toHaveText('total $67.50')
})

test('estimate: the lines added to a tier come back when the visitor returns to it', async ({
  page,
}) => {
  await visit(page, '/build-service')
  await page.getByRole('button', { name: /^add Standard Lubing to the estimate/ }).click()
  await page.getByRole('tab', { name: 'stabilizers' }).click()
  await page.getByRole('button', { name: /^add Stabilizer Tuning to the estimate/ }).click()
  await expect(total(page)).toHaveText('total $66')
  await estimate(page).getByLabel('switches for Standard Lubing').fill('90')
  await expect(total(page)).toHaveText('total $82.50')

  // another tier: only its own lines are summed, put in the URL and carried to contact
  await page.getByRole('radio', { name: /Standard\s*Craft/ }).click()
  await expect(total(page)).toHaveText('total $0')
  await expect(estimate(page)).toContainText('nothing added yet')
  await page.getByRole('button', { name: /^add Hotswap Assembly to the estimate/ }).click()
  await expect(total(page)).toHaveText('total $75')
  await expect(page).toHaveURL(/\?tier=craft&layout=60&items=hotswap-assembly$/)

  // back to essentials: what was added there is there again, count and all
  await page.getByRole('radio', { name: /Basic\s*Essentials/ }).click()
  await expect(total(page)).toHaveText('total $82.50')
  await expect(estimate(page).getByLabel('switches for Standard Lubing')).toHaveValue('90')
  await expect(page).toHaveURL(
    /\?tier=essentials&layout=60&items=standard-lubing\.90,stabilizer-tuning$/
  )
  // and craft's, kept through a visit to the contact page and a reload
  await estimate(page)
    .getByRole('link', { name: /request this build/ })
    .click()
  await expect(page).toHaveURL(
    /\/contact\?tier=essentials&layout=60&items=standard-lubing\.90,stabilizer-tuning$/
  )
  await expect(page.getByRole('region', { name: 'your estimate' })).not.toContainText('Hotswap')
  await page.goBack()
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('radio', { name: /Standard\s*Craft/ }).click()
  await expect(total(page)).toHaveText('total $75')
})

test("estimate: a tier left by the browser's back keeps its lines for the next click", async ({
  page,
}) => {
  await visit(page, '/build-service')
  await page.getByRole('button', { name: /^add Standard Lubing to the estimate/ }).click()
  await expect(page).toHaveURL(/items=standard-lubing\.68$/) // each step its history entry
  await page.getByRole('radio', { name: /Standard\s*Craft/ }).click()
  await expect(page).toHaveURL(/\?tier=craft&layout=60$/)
  await page.getByRole('button', { name: /^add Hotswap Assembly to the estimate/ }).click()
  await expect(page).toHaveURL(/items=hotswap-assembly$/)
  await page.getByRole('radio', { name: /Basic\s*Essentials/ }).click()
  await expect(page).toHaveURL(/\?tier=essentials&layout=60&items=standard-lubing\.68$/)
  // back: craft again, essentials left by the browser, not by a click on a tier
  await page.goBack()
  await expect(page).toHaveURL(/\?tier=craft&layout=60&items=hotswap-assembly$/)
  await expect(total(page)).toHaveText('total $75')
  await page.getByRole('radio', { name: /Basic\s*Essentials/ }).click()
  await expect(total(page)).toHaveText('total $51')
})

test('estimate: a switch count left or entered shows the count charged', async ({ page }) => {
  await visit(page, '/build-service')
  await page.getByRole('button', { name: /^add Standard Lubing to the estimate/ }).click()
  const count = estimate(page).getByLabel('switches for Standard Lubing')
  // while typing, the message says what will be used
  await count.fill('0')
  await expect(estimate(page)).toContainText('at least 1 switch; counted as 1.')
  await expect(total(page)).toHaveText('total $0.75')
  await count.blur()
  await expect(count).toHaveValue('1')
  await expect(total(page)).toHaveText('total $0.75')
  await count.fill('100000')
  await expect(estimate(page)).toContainText('200 switches at most; counted as 200.')
  await count.press('Enter')
  await expect(count).toHaveValue('200')
  await expect(total(page)).toHaveText('total $150')
  await count.fill('12.5')
  await expect(estimate(page)).toContainText('still counting 200.')
  await count.press('Tab')
  await expect(count).toHaveValue('200')
  await expect(estimate(page)).not.toContainText('not a number')
  await expect(total(page)).toHaveText('total $150')
})

test('estimate: the vision fee as a range, a hand-edited link explained, a 390 px screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(
    page,
    '/build-service?tier=essentials&layout=banana&items=tape-mod,warp-drive,lubing-filming.NaN'
  )
  const box = estimate(page)
  await expect(box.getByRole('status')).toContainText(
    'there is no "banana" layout; showing 60-65%.'
  )
  await expect(box.getByRole('status')).toContainText(
    '"warp-drive" is not a service of the Essentials tier; left out.'
  )
  await expect(box.getByRole('status')).toContainText(
    'Lubing + Filming: "NaN" is not a number of switches'
  )
  await expect(total(page)).toHaveText('total $83') // $15 tape + 68 x $1.00

  // the special layout: per-job prices are quoted on request
  await page.getByRole('tab', { name: 'Foam Mods' }).click()
  await page
    .getByRole('radiogroup', { name: 'layout' })
    .getByRole('radio', { name: 'special' })
    .click()
  await expect(total(page)).toHaveText('total $68 + 1 item quoted on request')
  await expect(box.getByRole('status')).toHaveCount(0) // a change rewrote the link cleanly

  await page.getByRole('radio', { name: /Premium\s*Vision/ }).click()
  await expect(total(page)).toHaveText('total $0') // essentials services do not apply to vision
  await page
    .getByRole('button', { name: 'add Full Custom Build & Optimization to the estimate' })
    .click()
  await expect(total(page)).toHaveText('total $120 to $400 plus parts')
  // vision: half up front, half on completion
  await expect(box.getByRole('definition')).toHaveText([
    '$60 to $200 plus 50% of the parts (50% deposit)',
    '$60 to $200 plus 50% of the parts',
  ])
  await expect(box.getByRole('link', { name: /request this build/ })).toBeVisible()

  // fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const right = await box.evaluate((el) => el.getBoundingClientRect().right)
  expect(right).toBeLessThanOrEqual(390)

  // back restores the essentials estimate (each change's entry is written after its frame)
  await expect(page).toHaveURL(/tier=vision&.*items=full-custom-build-optimization/)
  await page.goBack()
  await expect(total(page)).toHaveText('total $0')
  await page.goBack()
  await expect(total(page)).toHaveText('total $68 + 1 item quoted on request')
})

for (const theme of ['dark', 'light'] as const) {
  test(`estimate: no axe violations with items, a bad count and a bad link (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('thock-theme', t), theme)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const q =
      '?tier=essentials&layout=full&items=tape-mod,standard-lubing.90,desoldering,warp-drive'
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      for (const path of [`/build-service${q}`, `/contact${q}`]) {
        await visit(page, path)
        if (path.startsWith('/build-service')) {
          await page.getByRole('tab', { name: 'switches' }).click()
          await estimate(page).getByLabel('switches for Standard Lubing').fill('abc')
          await expect(estimate(page)).toContainText('not a number of switches')
        } else await expect(page.getByRole('region', { name: 'your estimate' })).toBeVisible()
        const results = await new AxeBuilder({ page })
          .include('main')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze()
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.help} -> ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`
        )
        expect(summary, `${path} ${theme} ${viewport.width}`).toEqual([])
      }
    }
  })
}

test('estimate: a line removed by key hands focus to the next, the last to the title, each ringed', async ({
  page,
}) => {
  await visit(page, '/build-service?tier=essentials&layout=75&items=tape-mod,standard-lubing')
  const box = estimate(page)
  await expect(total(page)).toHaveText('total $78')
  const ring = (el: ReturnType<Page['locator']>) =>
    el.evaluate((e) => getComputedStyle(e).outlineStyle !== 'none')

  await box.getByRole('button', { name: 'remove Tape Mod' }).focus()
  await page.keyboard.press('Enter')
  await expect(box).not.toContainText('Tape Mod')
  const next = box.getByRole('button', { name: 'remove Standard Lubing' })
  await expect(next).toBeFocused()
  expect(await ring(next)).toBe(true)

  await page.keyboard.press('Enter')
  await expect(box).toContainText('nothing added yet')
  await expect(total(page)).toHaveText('total $0')
  const title = box.getByRole('heading', { name: 'your estimate' })
  await expect(title).toBeFocused() // not lost to the page: the next Tab goes on from here
  expect(await ring(title)).toBe(true)

  // a pointer's remove moves focus the same way, with no ring (as on any clicked control)
  await page.getByRole('tab', { name: 'switches' }).click()
  await page.getByRole('button', { name: 'add Standard Lubing to the estimate' }).click()
  await box.getByRole('button', { name: 'remove Standard Lubing' }).click()
  await expect(title).toBeFocused()
  expect(await ring(title)).toBe(false)
})
