import { lazy, use, useEffect } from 'react'
import { Link, useParams } from 'wouter'
import { usePageMeta } from '../../dom/page-meta'
import { scrollOnArrival } from '../../lib/smooth-scroll'
import { ARTICLE_NOT_FOUND_META } from '../../content/article-not-found'
import { hasArticle, loadArticle } from '../../content/article-bodies'
import type { ArticleImage, KeyboardArticle } from '../../content/article-types'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { TextIcon } from '../../dom/components/icons/text-icons'
import s from './article.module.css'
import { SoundTestPlayer } from './sound-test'

/** 'foam-stack.svg' -> 'foam stack' (a short caption from the picture's file name). */
function captionFor(image: ArticleImage): string {
  const name = image.src.split('/').pop() ?? ''
  return name.replace(/\.[a-z]+$/i, '').replace(/[-_]+/g, ' ')
}

// only an unknown slug needs it (a client render): a prerendered article never loads it
const NotFoundView = lazy(() =>
  import('../../dom/components/not-found-view/not-found-view').then((m) => ({
    default: m.NotFoundView,
  }))
)

function NotFound() {
  return (
    <NotFoundView code="?" title="Article not found">
      <p className={s.missingText}>
        there is no build at this address. it may have been renamed, or the link is mistyped.
      </p>
      <Link href="/keyboards" className={`pill-link ${s.button}`}>
        back to the gallery
      </Link>
    </NotFoundView>
  )
}

/** Before hydration (src/main.tsx) and the prerender: this slug's article, so neither suspends. */
export function preloadData({ slug = '' }: Record<string, string>): Promise<unknown> | undefined {
  return hasArticle(slug) ? loadArticle(slug) : undefined
}

/**
 * The article for a slug: each is a chunk of its own, loaded here (or before hydration, and then
 * read at once). `use` is called on every render for a slug that exists, so a render replayed
 * after suspending calls the same hooks.
 */
function useArticle(slug: string): KeyboardArticle | undefined {
  return hasArticle(slug) ? use(loadArticle(slug)) : undefined // unknown: 'Article not found' at once
}

/** One build: title, date, picture, specs, the build log, the owner's quote and the details. */
export default function KeyboardArticlePage() {
  const { slug } = useParams<{ slug: string }>()
  const article = useArticle(slug ?? '')
  usePageMeta(
    article ? { title: article.title, description: article.snippet } : ARTICLE_NOT_FOUND_META
  )

  useEffect(() => {
    // an article opens at its top, or at the part its address names (a card's sound-test link);
    // a Back or Forward to it, or a reload, where the visitor left it
    scrollOnArrival()
  }, [slug])

  if (!article) return <NotFound />

  const columns = article.gallery.length < 4 ? s.two : s.three
  return (
    <article className={`page ${s.page}`} aria-labelledby="article-title">
      <Link href="/keyboards" className={s.back}>
        <TextIcon name="left" /> all builds
      </Link>
      <header className={s.header}>
        <h1 id="article-title" className={s.title}>
          {article.title}
        </h1>
        <div className={s.meta}>
          <time dateTime={article.isoDate}>{article.date}</time>
          <p className={s.specs}>
            <span className="visually-hidden">specs: </span>
            {article.specs}
          </p>
        </div>
      </header>

      {article.cover ? (
        <figure className={s.cover}>
          <img
            src={article.cover.src}
            width={article.cover.width}
            height={article.cover.height}
            alt={article.cover.alt}
            decoding="async"
            fetchPriority="high"
          />
        </figure>
      ) : null}

      {article.sound ? (
        <SoundTestPlayer key={article.slug} sound={article.sound} standIn={article.placeholder} />
      ) : null}

      <div className={s.columns}>
        <div
          className={s.prose}
          // sanitised at build time by scripts/articles/sanitize.ts (allow-list, no scripts or handlers)
          dangerouslySetInnerHTML={{ __html: article.fullContent }}
        />
        <aside className={s.aside} aria-label="what the owner said">
          <TiltCard variant="card" className={s.quoteCard}>
            <figure className={s.quote}>
              <blockquote>
                <p>{article.testimonial}</p>
              </blockquote>
              {article.testimonialBy ? <figcaption>— {article.testimonialBy}</figcaption> : null}
            </figure>
          </TiltCard>
        </aside>
      </div>

      {article.gallery.length > 0 ? (
        <section className={s.gallerySection} aria-labelledby="gallery-title">
          <h2 id="gallery-title" className={s.h2}>
            details
          </h2>
          <ul
            className={`${s.gallery} ${columns}`}
            data-columns={article.gallery.length < 4 ? 2 : 3}
          >
            {article.gallery.map((img) => (
              <li key={img.src}>
                <figure className={s.shot}>
                  <img
                    src={img.src}
                    width={img.width}
                    height={img.height}
                    alt={img.alt}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption>{captionFor(img)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer className={s.end}>
        <Link href="/keyboards" className={`pill-link ${s.button}`}>
          <TextIcon name="left" /> back to the gallery
        </Link>
        <Link href="/build-service" className={s.ghost}>
          want one like it? see the build service
        </Link>
      </footer>
    </article>
  )
}
