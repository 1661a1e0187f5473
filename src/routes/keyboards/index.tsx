import { SectionBoundary } from '../../lib/error-boundary'
import { ARTICLE_CARDS } from '../../content/article-cards'
import { SITE } from '../../content/site-config'
import { FeedIcon } from '../../dom/components/feed-icon/feed-icon'
import { ReviewGrid } from './review-grid'
import type { PageMeta } from '../../content/page-meta'
import s from './keyboards.module.css'

/** What this page tells browsers, search engines and social cards (src/app/lazy-page.ts sets it). */
export const meta: PageMeta = {
  title: 'keyboard gallery & reviews',
  description: 'finished thock&co. builds with build logs, sound notes and what their owners said.',
}

/** The gallery: every finished build with its review, newest first. */
export default function KeyboardsPage() {
  return (
    <div className={`page ${s.page}`}>
      <header className={`page-intro ${s.intro}`}>
        <p className="eyebrow">finished builds</p>
        <h1 className="page-title">keyboard gallery &amp; reviews</h1>
        <p className="lede">
          every board here was opened, lubed and tuned by hand in urbana-champaign. the build logs
          say what went in; the quotes are what the owners said when their boards came home.
        </p>
        {/* a file, not a route: a plain link, so the router leaves it to the browser */}
        <p className={s.feed}>
          <a href={SITE.feed.path} type="application/atom+xml">
            <FeedIcon size={16} strokeWidth={3} />
            follow new builds in your feed reader (atom)
          </a>
        </p>
      </header>
      <SectionBoundary name="gallery">
        <ReviewGrid articles={ARTICLE_CARDS} />
      </SectionBoundary>
    </div>
  )
}
