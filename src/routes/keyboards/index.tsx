import { SectionBoundary } from '../../lib/error-boundary'
import { ARTICLE_CARDS } from '../../content/article-cards'
import { SITE } from '../../content/site-config'
import { ReviewGrid } from './review-grid'
import type { PageMeta } from '../../content/page-meta'
import s from './keyboards.module.css'

/** The feed icon: a dot and two arcs, the sign feed readers know. */
function FeedIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="3.5" cy="12.5" r="1.25" fill="currentColor" stroke="none" />
      <path d="M2.5 7.5a6 6 0 0 1 6 6M2.5 2.5a11 11 0 0 1 11 11" />
    </svg>
  )
}

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
          say what went in; the quotes are what the owners said when it came home.
        </p>
        {/* a file, not a route: a plain link, so the router leaves it to the browser */}
        <p className={s.feed}>
          <a href={SITE.feed.path} type="application/atom+xml">
            <FeedIcon />
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
