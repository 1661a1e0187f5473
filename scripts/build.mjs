#!/usr/bin/env node
// Builds the production site into dist/: the client bundle, then every route and
// article prerendered to its own index.html (plus 404.html), ready for any static host.
// MINIFY=0 leaves the client's code readable, for a profile that names its functions
// (bench/profile-tap.mjs); never for a build that ships.
import { build } from 'vite'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { OG_HEIGHT, OG_WIDTH, renderOgImage } from './og-image.mjs'

// A content mistake (an article, the season, site-config.ts, pricing.ts) is the builder's to fix:
// its message names the file and field, so it is said once, without the bundler's stack traces
// (it came four times over, once per module that reads the articles). Anything else is ours.
const CONTENT_ERROR = /\[(articles|season|site|pricing|reach)\] [^\n]+/g
process.on('uncaughtException', (error) => {
  const text = [error?.message, ...(error?.errors ?? []).map((e) => e?.message)].join('\n')
  const found = [...new Set(text.match(CONTENT_ERROR))]
  if (found.length === 0) console.error(error)
  else console.error(`\nthe build stopped; fix this and build again:\n${found.join('\n')}`)
  process.exit(1)
})

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const ssrOut = path.join(root, 'node_modules/.cache/thock-ssr')

const escape = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

await build({
  root,
  logLevel: 'warn',
  build: { manifest: true, ...(process.env.MINIFY === '0' && { minify: false }) },
})
const manifestFile = path.join(dist, '.vite/manifest.json')
const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'))
await fs.rm(path.join(dist, '.vite'), { recursive: true, force: true })
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
})

const {
  render,
  prerenderPaths,
  SITE,
  PROFILES,
  REACH,
  atomFeed,
  checkArticle,
  checkSite,
  checkPricing,
  PRICING,
  openSlots,
  SEASON,
  staleSeason,
  jsonLdFor,
  jsonLdScript,
  ogImageName,
  robotsTxt,
  sitemapXml,
} = await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)
const origin = SITE.origin
// a broken address in site-config.ts (or a commission status the season's queue contradicts), a
// price the estimate cannot read, or an article that cannot be a review of a product (or has no
// picture), stops the build here
checkSite(SITE, PROFILES, openSlots(SEASON))
checkPricing(PRICING)
for (const a of REACH.articles) checkArticle(a)
// a queue left as it was for months is said, not stopped at: the site builds
const stale = staleSeason(SEASON, new Date())
if (stale) console.warn(`\nwarning: ${stale}\n`)

/**
 * The page's one inline script (the stored theme before first paint, then the page's code after
 * it) runs without a request of its own: it is inlined, and the CSP allows it by its hash.
 * public/_headers (and docs/nginx.conf) must list that hash.
 */
const INIT_TAG = '<script src="/page-init.js"></script>'
// its comments (whole lines) stay in the source: every page carries the code alone, a sixth of
// the HTML's bytes less
const initCode = (await fs.readFile(path.join(root, 'public/page-init.js'), 'utf8'))
  .replace(/^[ \t]*\/\/.*\n/gm, '')
  .trim()
const initHash = `'sha256-${createHash('sha256').update(initCode).digest('base64')}'`
const headers = await fs.readFile(path.join(root, 'public/_headers'), 'utf8')
if (!headers.includes(`script-src 'self' ${initHash}`))
  throw new Error(
    `build: public/page-init.js changed; put script-src 'self' ${initHash} in the CSP of public/_headers and docs/nginx.conf`
  )
await fs.rm(path.join(dist, 'page-init.js'))
const shell = await fs.readFile(path.join(dist, 'index.html'), 'utf8')
if (!shell.includes(INIT_TAG)) throw new Error(`build: index.html lost ${INIT_TAG}`)

/**
 * The page paints from its HTML and stylesheet alone: Vite's module tags are taken out of the
 * HTML and listed in <meta name="thock-modules"> (the entry first), which page-init.js loads
 * once the page has painted. No script download competes with the first paint, and the largest
 * paint (text or a picture that is in the HTML) never waits for one.
 */
const entryModules = []
const template = shell
  .replace(INIT_TAG, () => `<script>${initCode}</script>`)
  .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) => {
    entryModules.unshift(src)
    return ''
  })
  .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
    entryModules.push(href)
    return ''
  })
if (!entryModules.length || /<script type="module"|<link rel="modulepreload"/.test(template))
  throw new Error("build: index.html's module tags are not in the shape page-links expects")

/** What a page's preview card says: its title, a short label above it and its description. */
function ogCard(meta, urlPath) {
  const base = { title: meta.title, eyebrow: 'build service', description: meta.description }
  if (urlPath === '/') return { ...base, title: SITE.tagline, eyebrow: SITE.location.city }
  if (urlPath.startsWith('/keyboards/')) return { ...base, eyebrow: 'build log' }
  return { ...base, eyebrow: SITE.location.city }
}

function head(meta, urlPath) {
  const url = origin + (urlPath === '/' ? '/' : urlPath)
  const image = `${origin}/og/${ogImageName(urlPath)}.png`
  const imageAlt = `${meta.fullTitle}: ${meta.description}`
  // 404.html answers every unknown address: it has no address of its own, and is not for search
  const here =
    urlPath === '/404'
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="${escape(url)}" />`,
          `<meta property="og:url" content="${escape(url)}" />`,
        ]
  return [
    `<title>${escape(meta.fullTitle)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    ...here,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="thock&amp;co." />`,
    `<meta property="og:title" content="${escape(meta.fullTitle)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:image" content="${escape(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_WIDTH}" />`,
    `<meta property="og:image:height" content="${OG_HEIGHT}" />`,
    `<meta property="og:image:alt" content="${escape(imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(meta.fullTitle)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    `<meta name="twitter:image" content="${escape(image)}" />`,
    `<meta name="twitter:image:alt" content="${escape(imageAlt)}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escape(SITE.feed.title)}" href="${SITE.feed.path}" />`,
    jsonLdScript(jsonLdFor(urlPath, REACH)),
  ].join('\n    ')
}

/** Every chunk a manifest entry loads before it runs (itself and its static imports). */
function chunksOf(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`build: ${key} is not in Vite's manifest (is the page name right?)`)
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of chunk.imports ?? []) chunksOf(dep, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const entryChunks = chunksOf(entryKey)
const fonts = [...new Set([...entryChunks].flatMap((k) => manifest[k].assets ?? []))].filter((f) =>
  f.endsWith('.woff2')
)

/**
 * The fonts of the stylesheet, preloaded (text paints once, in its own face), and the page's
 * modules: the entry's, the page's own chunks and what else it loads before it hydrates (an
 * article page's article), so its code loads in parallel with the entry once page-init.js starts
 * it (the site's CSS is one stylesheet, linked by the entry).
 */
function pageLinks(pageName, modules) {
  const seen = new Set()
  for (const key of [`src/routes/${pageName}/index.tsx`, ...modules]) chunksOf(key, seen)
  const own = [...seen].filter((k) => !entryChunks.has(k))
  if (own.some((k) => manifest[k].css?.length))
    throw new Error(
      'build: a page has its own CSS; the site expects one stylesheet (cssCodeSplit: false)'
    )
  return [
    ...fonts.map(
      (f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`
    ),
    `<meta name="thock-modules" content="${[...entryModules, ...own.map((k) => `/${manifest[k].file}`)].join(' ')}">`,
  ].join('\n    ')
}

async function page(urlPath, file) {
  const { html, meta, page: pageName, modules } = await render(urlPath)
  const out = template
    .replace('<!--app-head-->', head(meta, urlPath))
    .replace('</head>', `  ${pageLinks(pageName, modules)}\n  </head>`)
    .replace(
      '<div id="root"><!--app-html-->',
      `<div id="root" data-path="${escape(urlPath)}">${html}`
    )
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, out)
  await fs.mkdir(path.join(dist, 'og'), { recursive: true })
  await fs.writeFile(
    path.join(dist, 'og', `${ogImageName(urlPath)}.png`),
    await renderOgImage(ogCard(meta, urlPath))
  )
}

const paths = prerenderPaths()
for (const p of paths) {
  await page(p, path.join(dist, p === '/' ? 'index.html' : path.join(p, 'index.html')))
}
await page('/404', path.join(dist, '404.html'))
await fs.writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(paths, REACH))
await fs.writeFile(path.join(dist, 'robots.txt'), robotsTxt(SITE))
await fs.writeFile(path.join(dist, SITE.feed.path), atomFeed(REACH))
await fs.rm(ssrOut, { recursive: true, force: true })
console.log(
  `prerendered ${paths.length} pages + 404.html, their preview images, sitemap.xml, robots.txt and feed.xml into dist/`
)
