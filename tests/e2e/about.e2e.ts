import { expect, test, visit } from './fixtures'

test('about: the story, three safe social links and the portfolio to come', async ({ page }) => {
  await visit(page, '/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('about thock&co.')
  await expect(page.getByText('at seventeen', { exact: false })).toBeVisible()
  for (const [name, href] of [
    [/instagram/, 'https://www.instagram.com/'],
    [/youtube/, 'https://www.youtube.com/'],
    [/linkedin/, 'https://www.linkedin.com/'],
  ] as const) {
    const link = page.getByRole('main').getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName(/opens in a new tab/)
  }
  await expect(page.getByRole('region', { name: 'personal portfolio' })).toContainText(
    'coming soon'
  )
})
