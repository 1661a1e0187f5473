import { expect, holdMailto, recordScripts, test, visit } from './fixtures'

test('contact: the form explains what is missing, then composes the email', async ({ page }) => {
  await holdMailto(page)
  await visit(page, '/contact')
  const form = page.getByRole('form', { name: 'start a commission' })
  await expect(page.getByRole('link', { name: 'hello@thockandco.com' }).first()).toHaveAttribute(
    'href',
    'mailto:hello@thockandco.com'
  )
  await page.getByRole('button', { name: 'write the email' }).click()
  const name = form.getByLabel('name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/what to call you/)
  await expect(form.getByLabel('email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveText('4 fields need a look.')

  await name.fill('Sam')
  // read out at the press, not again at each field put right (an alert read out over the
  // typing); the summary on screen counts what is left
  await expect(page.getByRole('alert')).toHaveText('')
  await expect(form.getByText('3 fields need a look.')).toBeVisible()
  await form.getByLabel('email').fill('sam@example.com')
  await form.getByLabel('layout').selectOption('75%-TKL')
  await form.getByLabel('budget').fill('$300')
  await form.getByLabel('the board you have in mind').fill('a quiet 75% for the office, please.')
  // a paste that would make the email too long for a mail app: said at the field, which gets focus
  const switches = form.getByLabel('switches')
  await switches.fill('holy pandas, '.repeat(40))
  await page.getByRole('button', { name: 'write the email' }).click()
  await expect(switches).toBeFocused()
  await expect(switches).toHaveAccessibleDescription(/200 characters at most/)
  await expect(page.getByRole('alert')).toHaveText('one field needs a look.')
  await switches.fill('holy pandas')
  // the answer comes into a live region there before it (one arriving with it is not read out)
  const answer = form.getByRole('status')
  await expect(answer).toHaveText('')
  await page.getByRole('button', { name: 'write the email' }).click()
  const again = page.getByRole('link', { name: 'open the email again' })
  await expect(again).toBeVisible()
  await expect(answer).toContainText('your email app should open')
  await expect(form.getByText(/needs? a look/)).toHaveCount(0)
  const href = (await again.getAttribute('href'))!
  const url = new URL(href)
  expect(url.protocol).toBe('mailto:')
  expect(url.pathname).toBe('hello@thockandco.com')
  expect(url.searchParams.get('subject')).toBe('commission request: 75%-TKL (Sam)')
  expect(url.searchParams.get('body')).toContain('budget: $300')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  // an edit after it: the email written before is no longer offered; written again, it says so
  await form.getByLabel('budget').fill('$450')
  await expect(again).toHaveCount(0)
  // a double click opens the mail app once
  await page.evaluate(() => {
    const w = window as unknown as { opened: number }
    w.opened = 0
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="mailto:"]')) w.opened++
    })
  })
  await page.getByRole('button', { name: 'write the email' }).dblclick()
  await expect(again).toBeVisible()
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { opened: number }).opened)).toBe(1)
  const body = new URL((await again.getAttribute('href'))!).searchParams.get('body')
  expect(body).toContain('budget: $450')
})

test('contact without an estimate in its address loads no estimate code', async ({ page }) => {
  const scripts = recordScripts(page)
  await visit(page, '/contact')
  await expect(page.getByRole('button', { name: 'write the email' })).toBeVisible()
  await page.waitForTimeout(1000)
  expect(scripts.filter((f) => /^estimate/.test(f))).toEqual([])
  // with one, the estimate loads and fills in the form
  await visit(page, '/contact?tier=essentials&layout=75&items=tape-mod')
  await expect(page.getByLabel(/^layout/)).toHaveValue('75%-TKL')
  expect(scripts.filter((f) => /^estimate/.test(f)).length).toBeGreaterThan(0)
})

test("'leave it out' by key takes the estimate away and hands focus on to the message, not the page", async ({
  page,
}) => {
  const message = page.getByLabel('the board you have in mind')
  const estimate = page.getByRole('region', { name: /your estimate/ })
  // by a tap, focus stays where the tap left it: a phone would open its keyboard for the message
  await visit(page, '/contact?tier=essentials&layout=60&items=stabilizer-tuning')
  await estimate.getByRole('link', { name: 'leave it out' }).click()
  await expect(estimate).toHaveCount(0)
  await expect(message).not.toBeFocused()
  await visit(page, '/contact?tier=essentials&layout=60&items=stabilizer-tuning')
  await expect(estimate).toBeVisible()
  await estimate.getByRole('link', { name: 'leave it out' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/contact$/)
  await expect(estimate).toHaveCount(0)
  await expect(message).toBeFocused()
})
