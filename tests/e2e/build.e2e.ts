import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { COMPILE_HINT } from '../../scripts/vite-plugin-compile-hint.ts'

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]))
}

test.describe('production build', () => {
  test('ships no leva code', () => {
    const js = files('dist').filter((f) => /\.(js|html)$/.test(f))
    expect(js.length).toBeGreaterThan(3)
    for (const f of js)
      expect(fs.readFileSync(f, 'utf8'), f).not.toMatch(/\bleva\b|leva__|useControls/)
  })

  test("asks V8 to compile the site's own chunks as they load, not three.js", () => {
    const chunks = fs.readdirSync('dist/assets').filter((f) => f.endsWith('.js'))
    const firstLine = (name: string) => {
      const file = chunks.find((f) => f.startsWith(`${name}-`))
      expect(file, name).toBeTruthy()
      return fs.readFileSync(path.join('dist/assets', file!), 'utf8').split('\n', 1)[0]
    }
    // V8 reads the hint only above the file's first function (Vite's preload map is one)
    for (const name of ['shell', 'home', 'services-card', 'engine'])
      expect(firstLine(name), name).toBe(COMPILE_HINT)
    for (const name of ['slot-context', 'slot-bloom'])
      expect(firstLine(name), name).not.toContain('allFunctionsCalledOnLoad')
  })

  test('prerenders every route with its title and description', () => {
    for (const [file, title] of [
      ['dist/index.html', '<title>thock&amp;co.</title>'],
      ['dist/about/index.html', '<title>about me · thock&amp;co.</title>'],
      ['dist/build-service/index.html', '<title>build service · thock&amp;co.</title>'],
      ['dist/404.html', '<title>page not found · thock&amp;co.</title>'],
    ] as const) {
      const html = fs.readFileSync(file, 'utf8')
      expect(html, file).toContain(title)
      expect(html, file).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html, file).toMatch(/<main[^>]*>[\s\S]*<h1/)
      // each page names its own address; the page for every unknown one names none
      if (file === 'dist/404.html') {
        expect(html).not.toContain('rel="canonical"')
        expect(html).toContain('<meta name="robots" content="noindex" />')
      } else expect(html).toMatch(/<link rel="canonical" href="https:\/\/thockandco\.com\/[^"]*"/)
    }
  })
})

test("keeps the -webkit- prefixes Safari needs, and sizes by viewport units iOS doesn't re-measure", () => {
  const css = files('dist')
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n')
  // Safari before 18 blurs only with the prefix; every blur has its prefixed twin
  const blurs = [...css.matchAll(/(?<![-\w])backdrop-filter:([^;}]+)/g)].map((m) => m[1])
  expect(blurs.length).toBeGreaterThan(3)
  for (const value of blurs) expect(css).toContain(`-webkit-backdrop-filter:${value}`)
  // Safari still needs these prefixed (user-select, text-size-adjust on iOS, mask before 15.4)
  for (const prop of ['-webkit-user-select', '-webkit-text-size-adjust', '-webkit-mask-image'])
    expect(css).toContain(`${prop}:`)
  // dvh follows iOS Safari's address bar as it slides: every such step would re-lay out the
  // page mid-scroll; svh / lvh hold still (with a vh fallback before them)
  expect(css).not.toMatch(/\d(dvh|dvw)\b/)
  expect(css).toMatch(/100svh/)
})

/** The Content-Security-Policy value of a headers file (`_headers` or nginx's `add_header`). */
function csp(file: string): string {
  const m = fs.readFileSync(file, 'utf8').match(/Content-Security-Policy:?\s+"?([^"\n]+)"?/)
  return m?.[1]?.trim() ?? ''
}

test('prerendered HTML carries no inline styles, and no inline script the CSP does not allow', () => {
  const policy = csp('dist/_headers')
  expect(csp('docs/nginx.conf')).toBe(policy) // nginx sends the same policy
  const html = files('dist').filter((f) => f.endsWith('.html'))
  for (const f of html) {
    const text = fs.readFileSync(f, 'utf8')
    expect(text, f).not.toMatch(/\sstyle="/)
    expect(text, f).not.toMatch(/<style[\s>]/)
    // JSON-LD is a data block, never run: one per page, and it must parse
    const data = [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    expect(data.length, f).toBe(1)
    expect(() => JSON.parse(data[0]![1]!), f).not.toThrow()
    const inline = [
      ...text.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g
      ),
    ]
    expect(inline.length, f).toBe(1) // page-init: the theme before first paint, then the modules
    for (const [, code] of inline) {
      const hash = createHash('sha256').update(code!).digest('base64')
      expect(policy, f).toContain(`'sha256-${hash}'`)
    }
  }
})

test('every page paints from its HTML and stylesheet before any script is requested', async ({
  page,
}) => {
  for (const route of ['/', '/keyboards', '/build-service', '/keyboards/azoth']) {
    const file = path.join('dist', route, 'index.html')
    const html = fs.readFileSync(file, 'utf8')
    expect(html, file).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(html, file).toMatch(/<meta name="thock-modules" content="\/assets\/index-[^"]+\.js /)
    await page.goto(route)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }))
    expect(scripts.length, route).toBeGreaterThan(0)
    expect(Math.min(...scripts), `${route}: first script request vs first paint`).toBeGreaterThan(
      fcp
    )
  }
})

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const b = fs.readFileSync(file)
  expect(b.subarray(1, 4).toString('latin1'), file).toBe('PNG')
  return [b.readUInt32BE(16), b.readUInt32BE(20)]
}

test('search engines and link previews: sitemap, robots.txt, a preview image per page', () => {
  const robots = fs.readFileSync('dist/robots.txt', 'utf8')
  expect(robots).toContain('Sitemap: https://thockandco.com/sitemap.xml')
  const sitemap = fs.readFileSync('dist/sitemap.xml', 'utf8')
  const locs = [...sitemap.matchAll(/<loc>https:\/\/thockandco\.com([^<]*)<\/loc>/g)].map(
    (m) => m[1]
  )
  const articles = fs
    .readdirSync('content/keyboards')
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
  expect(locs).toEqual(
    expect.arrayContaining(['/', '/about', '/keyboards', '/build-service', '/contact'])
  )
  expect(locs.filter((l) => l!.startsWith('/keyboards/'))).toHaveLength(articles.length)
  for (const loc of locs) {
    const file = path.join('dist', loc!, 'index.html')
    expect(fs.existsSync(file), `${loc} is in the sitemap but was not built`).toBe(true)
    const html = fs.readFileSync(file, 'utf8')
    const og = html.match(
      /<meta property="og:image" content="https:\/\/thockandco\.com([^"]+)"/
    )?.[1]
    const tw = html.match(
      /<meta name="twitter:image" content="https:\/\/thockandco\.com([^"]+)"/
    )?.[1]
    expect(og, file).toBeTruthy()
    expect(tw, file).toBe(og)
    expect(pngSize(path.join('dist', og!)), og).toEqual([1200, 630])
  }
  // each page its own picture
  const images = locs.map(
    (l) =>
      fs
        .readFileSync(path.join('dist', l!, 'index.html'), 'utf8')
        .match(/og:image" content="([^"]+)"/)![1]
  )
  expect(new Set(images).size).toBe(locs.length)
})

test('the feed of builds: dist/feed.xml, an entry per build, linked from every page head', () => {
  const feed = fs.readFileSync('dist/feed.xml', 'utf8')
  const articles = fs
    .readdirSync('content/keyboards')
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
  expect(feed).toMatch(
    /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/
  )
  expect(feed.match(/<entry>/g)).toHaveLength(articles.length)
  const pages = files('dist').filter((f) => f.endsWith('.html'))
  expect(pages.length).toBeGreaterThan(articles.length)
  for (const page of pages)
    expect(fs.readFileSync(page, 'utf8'), page).toContain(
      '<link rel="alternate" type="application/atom+xml" title="thock&amp;co. builds" href="/feed.xml" />'
    )
})

// Chromium fetches the tab icon again after every history write (each in-page navigation, each
// change of the price list's query); an SVG icon is then parsed and laid out as a document on the
// page's main thread, in the frames of the animation the tap started (scripts/gen-favicon.mjs)
test('every page names a 32 px PNG tab icon, drawn from the SVG mark', () => {
  for (const page of files('dist').filter((f) => f.endsWith('.html'))) {
    const icons = [...fs.readFileSync(page, 'utf8').matchAll(/<link rel="icon"[^>]*>/g)].map(
      (m) => m[0]
    )
    expect(icons, page).toEqual([
      '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />',
    ])
  }
  const png = fs.readFileSync('dist/favicon-32.png')
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]) // IHDR width, height
  // the installed app's icons are PNGs that exist; the SVG stays the feed's and search results'
  const manifest = JSON.parse(fs.readFileSync('dist/site.webmanifest', 'utf8'))
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512'])
  for (const icon of manifest.icons) expect(fs.existsSync(`dist${icon.src}`), icon.src).toBe(true)
  expect(fs.existsSync('dist/favicon.svg')).toBe(true)
})
