import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { ArticleImage, KeyboardArticle } from '../src/content/article-types.ts'
import { compileSource } from './articles/compile.ts'
import { imageSize } from './articles/image-size.ts'
import { readSoundTest } from './articles/sound.ts'
import { ArticleError, checkUnique, type ImageRef } from './articles/validate.ts'
import type { Season } from '../src/content/season-types.ts'
import { parseSeason } from './season.ts'

const VIRTUAL = 'virtual:thock-articles'
const RESOLVED = '\0' + VIRTUAL
// titles and descriptions only, for the route table's meta (keeps the HTML out of the main chunk)
const VIRTUAL_INDEX = 'virtual:thock-articles-index'
const RESOLVED_INDEX = '\0' + VIRTUAL_INDEX
// the season's build queue, checked against the articles (its slugs must name one)
const VIRTUAL_SEASON = 'virtual:thock-season'
const RESOLVED_SEASON = '\0' + VIRTUAL_SEASON
const PHOTO_EXTS = ['.avif', '.webp', '.jpg', '.jpeg', '.png']
const LITE_SUFFIX = '.lite.webp' // a bitmap of a drawing, for the 'lite' tier (gen-keyboard-art.mjs)

/** Every .md file in the content folder is an article, except the folder's README. */
function isArticleFile(name: string): boolean {
  return name.endsWith('.md') && name.toLowerCase() !== 'readme.md'
}

interface Options {
  root?: string // project root (defaults to the Vite root)
  contentDir?: string // relative to root
  publicDir?: string // relative to root
  seasonFile?: string // relative to root
}

/**
 * A photo dropped beside a generated picture (same folder and name, photo extension) replaces it.
 * A drawing (SVG) with a `<name>.lite.webp` beside it names that bitmap as its 'lite' stand-in.
 * @example '/images/keyboards/azoth/cover.svg' + cover.jpg on disk -> '/images/keyboards/azoth/cover.jpg'
 */
function resolveImage(ref: ImageRef, publicDir: string, file: string, field: string): ArticleImage {
  const ext = path.extname(ref.src)
  const base = ref.src.slice(0, -ext.length)
  const candidates = [...PHOTO_EXTS.map((e) => base + e).filter((p) => p !== ref.src), ref.src]
  for (const src of candidates) {
    const abs = path.join(publicDir, src)
    if (!fs.existsSync(abs)) continue
    const size = imageSize(fs.readFileSync(abs), abs)
    if (!size) throw new ArticleError(file, field, `cannot read the size of ${src}`)
    const lite = src.endsWith('.svg') ? base + LITE_SUFFIX : null
    return lite && fs.existsSync(path.join(publicDir, lite))
      ? { src, alt: ref.alt, ...size, lite }
      : { src, alt: ref.alt, ...size }
  }
  throw new ArticleError(file, field, `${ref.src} does not exist in public/`)
}

/**
 * Reads, validates and compiles every article in the content folder, newest first (async: a sound
 * test's recordings are decoded to measure them).
 */
export async function loadArticles(
  root: string,
  contentDir: string,
  publicDir: string
): Promise<KeyboardArticle[]> {
  const dir = path.join(root, contentDir)
  const files = fs.readdirSync(dir).filter(isArticleFile).sort()
  const compiled = files.map((name) => {
    const rel = path.posix.join(contentDir, name)
    const { meta, html } = compileSource(rel, fs.readFileSync(path.join(dir, name), 'utf8'))
    return { file: rel, meta, html }
  })
  checkUnique(compiled)
  const pub = path.join(root, publicDir)
  const sounds = await Promise.all(
    compiled.map(({ file, meta }) =>
      meta.sound ? readSoundTest(meta.sound, pub, file) : undefined
    )
  )
  return compiled
    .map(({ file, meta, html }, i): KeyboardArticle => {
      const cover = meta.image ? resolveImage(meta.image, pub, file, 'image') : undefined
      const gallery = meta.images.map((img, i) => resolveImage(img, pub, file, `images[${i}]`))
      return {
        id: meta.id,
        slug: meta.slug,
        title: meta.title,
        date: meta.date,
        isoDate: meta.isoDate,
        image: cover?.src,
        images: gallery.map((g) => g.src),
        cover,
        gallery,
        snippet: meta.snippet,
        testimonial: meta.testimonial,
        testimonialBy: meta.testimonialBy,
        specs: meta.specs,
        fullContent: html,
        placeholder: meta.placeholder,
        ...(sounds[i] ? { sound: sounds[i] } : {}),
      }
    })
    .sort((a, b) => (a.isoDate === b.isoDate ? b.id - a.id : a.isoDate < b.isoDate ? 1 : -1))
}

/** Reads and checks the season file against the articles (a SeasonError names file and line). */
export function loadSeason(
  root: string,
  seasonFile: string,
  articles: readonly { slug: string }[]
): Season {
  const text = fs.readFileSync(path.join(root, seasonFile), 'utf8')
  return parseSeason(seasonFile, text, new Set(articles.map((a) => a.slug)))
}

/**
 * Compiles content/keyboards/*.md at build time into the `virtual:thock-articles`
 * module (plain data + sanitised HTML): dev, build, prerender and vitest all see
 * the same articles, and no Markdown parser reaches the client. Also serves the season's
 * build queue (content/season.yaml) as `virtual:thock-season`, checked against the articles.
 */
export function articlesPlugin(options: Options = {}): Plugin {
  const contentDir = options.contentDir ?? 'content/keyboards'
  const publicDir = options.publicDir ?? 'public'
  const seasonFile = options.seasonFile ?? 'content/season.yaml'
  let root = options.root ?? process.cwd()
  return {
    name: 'thock-articles',
    configResolved(config) {
      root = options.root ?? config.root
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED
      if (id === VIRTUAL_INDEX) return RESOLVED_INDEX
      if (id === VIRTUAL_SEASON) return RESOLVED_SEASON
      return null
    },
    async load(id) {
      if (id !== RESOLVED && id !== RESOLVED_INDEX && id !== RESOLVED_SEASON) return null
      const dir = path.join(root, contentDir)
      for (const f of fs.readdirSync(dir))
        if (isArticleFile(f)) this.addWatchFile(path.join(dir, f))
      const articles = await loadArticles(root, contentDir, publicDir)
      if (id === RESOLVED_SEASON) {
        this.addWatchFile(path.join(root, seasonFile))
        return `export default ${JSON.stringify(loadSeason(root, seasonFile, articles))}`
      }
      if (id === RESOLVED) return `export default ${JSON.stringify(articles)}`
      const index = articles.map((a) => ({ slug: a.slug, title: a.title, description: a.snippet }))
      return `export default ${JSON.stringify(index)}`
    },
    configureServer(server: ViteDevServer) {
      const dir = path.join(root, contentDir)
      server.watcher.add(dir)
      const season = path.join(root, seasonFile)
      server.watcher.add(season)
      const reload = (file: string) => {
        const asset = [`${path.sep}images${path.sep}`, `${path.sep}audio${path.sep}`]
        if (!file.startsWith(dir) && file !== season && !asset.some((a) => file.includes(a))) return
        for (const id of [RESOLVED, RESOLVED_INDEX, RESOLVED_SEASON]) {
          const mod = server.moduleGraph.getModuleById(id)
          if (mod) server.moduleGraph.invalidateModule(mod)
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload)
      server.watcher.on('change', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
