import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { ArticleCard, ArticleImage, KeyboardArticle } from '../src/content/article-types.ts'
import { compileSource } from './articles/compile.ts'
import { imageSize } from './articles/image-size.ts'
import { readSoundTest } from './articles/sound.ts'
import { ArticleError, checkUnique, type ImageRef } from './articles/validate.ts'
import type { Season } from '../src/content/season-types.ts'
import { parseSeason } from './season.ts'

// every article whole: the prerender, the feed and search data, tests
const VIRTUAL = 'virtual:thock-articles'
const RESOLVED = '\0' + VIRTUAL
// what the gallery's cards and the build ring show of every article (no build log, no waveform)
const VIRTUAL_CARDS = 'virtual:thock-article-cards'
const RESOLVED_CARDS = '\0' + VIRTUAL_CARDS
// one loader per slug, each importing that article alone (`virtual:thock-article/<slug>`): the
// article page loads its own build log, gallery and sound test, and nothing of the others
const VIRTUAL_BODIES = 'virtual:thock-article-bodies'
const RESOLVED_BODIES = '\0' + VIRTUAL_BODIES
const VIRTUAL_ONE = 'virtual:thock-article/'
const RESOLVED_ONE = '\0' + VIRTUAL_ONE
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
  // a photo as a camera names it (COVER.JPG) counts: the site links the name as it is on disk
  const folder = path.join(publicDir, path.posix.dirname(ref.src))
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : []
  const onDisk = (want: string) => {
    const name = names.find((n) => n.toLowerCase() === path.posix.basename(want).toLowerCase())
    return name === undefined ? [] : [path.posix.join(path.posix.dirname(want), name)]
  }
  const photos = PHOTO_EXTS.flatMap((e) => onDisk(base + e)).filter((p) => p !== ref.src)
  const heic = onDisk(base + '.heic')[0] ?? onDisk(base + '.heif')[0]
  if (photos.length === 0 && heic)
    throw new ArticleError(
      file,
      field,
      `${heic} is HEIC, which only Safari shows: export it as JPEG (${path.posix.basename(base)}.jpg)`
    )
  const candidates = [...photos, ref.src]
  for (const src of candidates) {
    const abs = path.join(publicDir, src)
    if (!fs.existsSync(abs)) continue
    const size = imageSize(fs.readFileSync(abs), abs)
    if (!size)
      throw new ArticleError(
        file,
        field,
        `cannot read the size of ${src}: its bytes are not ${path.extname(src).slice(1).toUpperCase()} (renamed from another type? export it as that type)`
      )
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
    // the page, the pictures' and recordings' folders and the season's queue all go by the slug
    const base = name.replace(/\.md$/, '')
    if (meta.slug !== base)
      throw new ArticleError(
        rel,
        'slug',
        `"${meta.slug}" must be the file's name (${base}): rename the file or the slug`
      )
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

/** The fields of an article its gallery card and the build ring show. */
export function articleCard(a: KeyboardArticle): ArticleCard {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    date: a.date,
    isoDate: a.isoDate,
    ...(a.image ? { image: a.image } : {}),
    ...(a.cover ? { cover: a.cover } : {}),
    snippet: a.snippet,
    testimonial: a.testimonial,
    specs: a.specs,
    placeholder: a.placeholder,
    ...(a.sound ? { sound: { duration: a.sound.duration } } : {}),
  }
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
 * Compiles content/keyboards/*.md at build time into plain data + sanitised HTML: dev, build,
 * prerender and vitest all see the same articles, and no Markdown parser reaches the client.
 * `virtual:thock-articles` is every article whole (prerender, feed, tests); the browser gets
 * `virtual:thock-article-cards` (what the cards show) and `virtual:thock-article-bodies` (a
 * loader per slug: each article whole in a chunk of its own, `virtual:thock-article/<slug>`).
 * Also serves the season's build queue (content/season.yaml) as `virtual:thock-season`,
 * checked against the articles.
 */
export function articlesPlugin(options: Options = {}): Plugin {
  const contentDir = options.contentDir ?? 'content/keyboards'
  const publicDir = options.publicDir ?? 'public'
  const seasonFile = options.seasonFile ?? 'content/season.yaml'
  let root = options.root ?? process.cwd()
  // read, checked and compiled once per build (or per change in dev), however many modules ask
  let compiled: Promise<KeyboardArticle[]> | null = null
  const articles = () => (compiled ??= loadArticles(root, contentDir, publicDir))
  const ours = (id: string) =>
    [RESOLVED, RESOLVED_INDEX, RESOLVED_SEASON, RESOLVED_CARDS, RESOLVED_BODIES].includes(id) ||
    id.startsWith(RESOLVED_ONE)
  return {
    name: 'thock-articles',
    configResolved(config) {
      root = options.root ?? config.root
    },
    buildStart() {
      compiled = null
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED
      if (id === VIRTUAL_INDEX) return RESOLVED_INDEX
      if (id === VIRTUAL_SEASON) return RESOLVED_SEASON
      if (id === VIRTUAL_CARDS) return RESOLVED_CARDS
      if (id === VIRTUAL_BODIES) return RESOLVED_BODIES
      if (id.startsWith(VIRTUAL_ONE)) return '\0' + id
      return null
    },
    async load(id) {
      if (!ours(id)) return null
      const dir = path.join(root, contentDir)
      for (const f of fs.readdirSync(dir))
        if (isArticleFile(f)) this.addWatchFile(path.join(dir, f))
      const all = await articles()
      if (id === RESOLVED_SEASON) {
        this.addWatchFile(path.join(root, seasonFile))
        return `export default ${JSON.stringify(loadSeason(root, seasonFile, all))}`
      }
      if (id === RESOLVED) return `export default ${JSON.stringify(all)}`
      if (id === RESOLVED_CARDS) return `export default ${JSON.stringify(all.map(articleCard))}`
      if (id === RESOLVED_BODIES) {
        const loaders = all.map(
          (a) =>
            `  ${JSON.stringify(a.slug)}: () => import(${JSON.stringify(VIRTUAL_ONE + a.slug)}),`
        )
        return `export default {\n${loaders.join('\n')}\n}`
      }
      if (id.startsWith(RESOLVED_ONE)) {
        const slug = id.slice(RESOLVED_ONE.length)
        const one = all.find((a) => a.slug === slug)
        if (!one) throw new Error(`[articles] no article has the slug '${slug}'`)
        return `export default ${JSON.stringify(one)}`
      }
      const index = all.map((a) => ({ slug: a.slug, title: a.title, description: a.snippet }))
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
        compiled = null
        for (const mod of server.moduleGraph.idToModuleMap.values())
          if (mod.id && ours(mod.id)) server.moduleGraph.invalidateModule(mod)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload)
      server.watcher.on('change', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
