import { SectionBoundary } from '../../app/error-boundary'
import { ARTICLES } from '../../content/articles'
import { ReviewGrid } from './review-grid'
import s from './keyboards.module.css'

/** The gallery: every finished build with its review, newest first. */
export default function KeyboardsPage() {
  return (
    <div className={`page ${s.page}`}>
      <header className={s.intro}>
        <p className={s.eyebrow}>finished builds</p>
        <h1 className={s.h1}>keyboard gallery &amp; reviews</h1>
        <p className={s.lede}>
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
