import matter from 'gray-matter'
import { Marked } from 'marked'
import { parse as parseYaml } from 'yaml'
import { sanitizeHtml } from './sanitize.ts'
import { ArticleError, validateFrontMatter, type ArticleMeta } from './validate.ts'

const markdown = new Marked({ gfm: true, breaks: false, async: false })

// YAML 1.2 (the `yaml` package, as content/season.yaml is read): a date stays the text written,
// so the date check sees '2025-02-31'; gray-matter's own YAML 1.1 reader made it March 3
const FRONT_MATTER = { engines: { yaml: (text: string) => parseYaml(text) as object } }

/** One article's validated front matter and its sanitised HTML body. */
export interface CompiledSource {
  meta: ArticleMeta
  html: string
}

/**
 * Parses one Markdown file (front matter + body) into validated meta and safe HTML.
 * Throws an ArticleError naming the file (and field) on any problem.
 */
export function compileSource(file: string, source: string): CompiledSource {
  let parsed: { data: Record<string, unknown>; content: string }
  try {
    parsed = matter(source, FRONT_MATTER)
  } catch (error) {
    throw new ArticleError(
      file,
      null,
      `front matter is not valid YAML (${(error as Error).message})`
    )
  }
  const meta = validateFrontMatter(parsed.data, file)
  if (!parsed.content.trim()) throw new ArticleError(file, 'content', 'the article body is empty')
  const html = sanitizeHtml(markdown.parse(parsed.content) as string)
  // a picture goes in `images:` (the details gallery), where the build checks that it exists,
  // reads its size and swaps in a photo: one written in the build log did none of that (a
  // missing file shipped as a broken picture, one from another host would be fetched from there)
  const picture = /<img\b[^>]*>/.exec(html)?.[0]
  if (picture)
    throw new ArticleError(
      file,
      'content',
      `the build log shows no pictures of its own (${/src="([^"]*)"/.exec(picture)?.[1] ?? picture}): list it under images: in the front matter, the details gallery`
    )
  return { meta, html }
}
