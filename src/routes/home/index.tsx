import { nearScreen } from '../../dom/near-screen'
import { SectionBoundary } from '../../lib/error-boundary'
import { Hero } from './hero'
import type { PageMeta } from '../../content/page-meta'
import s from './home.module.css'

// a story of 3700 px scrolled first: the tiers, the call to action and the tunnel load as the
// visitor comes near them, while scrolling (the tiers' pin and cards move with the scroll)
const BelowStory = nearScreen(() => import('./below-story').then((m) => m.BelowStory), {
  followsScroll: true,
})

/** What this page tells browsers, search engines and social cards (src/app/lazy-page.ts sets it). */
export const meta: PageMeta = {
  title: 'thock&co.',
  description:
    'custom mechanical keyboards tuned, built and curated by hand in urbana-champaign, il. foams, tape, lubed switches and stabilizers that do not rattle.',
}

/** Home: the story, the tiers, the call to action and the disc tunnel. */
export default function HomePage() {
  return (
    <div className={s.home}>
      <Hero />
      <SectionBoundary name="below the story">
        <BelowStory />
      </SectionBoundary>
    </div>
  )
}
