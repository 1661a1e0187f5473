import { SectionBoundary } from '../../app/error-boundary'
import { ARTICLES } from '../../content/articles'
import { ReviewGrid } from './review-grid'
import s from './keyboards.module.css'

/** The gallery: every finished build with its review, newest first. */
export default function KeyboardsPage() {
  return (
    <div className={`page ${s.page}`}>
      <header className={`page-intro ${s.intro}`}>
        <p className="eyebrow">finished builds</p>
        <h1 className="page-title">keyboard gallery &amp; reviews</h1>
        <p className="lede">
          every board here was opened, lubed, foamed and tuned by hand in urbana-champaign. the
          build logs say what went in; the quotes are what the owners said when it came home.
        </p>
      </header>
      <SectionBoundary name="gallery">
        <ReviewGrid articles={ARTICLES} />
      </SectionBoundary>
    </div>
  )
}
