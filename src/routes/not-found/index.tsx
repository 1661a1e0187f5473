import { Link } from 'wouter'
import { NotFoundView } from '../../dom/components/not-found-view/not-found-view'
import type { PageMeta } from '../../content/page-meta'
import s from './not-found.module.css'

/** What this page tells browsers, search engines and social cards (src/app/lazy-page.ts sets it). */
export const meta: PageMeta = {
  title: 'page not found',
  description: 'there is no page at this address.',
}

/** Anything the router does not know: a clear message and a way home. */
export default function NotFoundPage() {
  return (
    <NotFoundView code="404" title="Page not found">
      <p className={s.text}>
        this key isn&apos;t on the layout. the page may have moved, or the address has a typo.
      </p>
      <Link href="/" className={`pill-link ${s.home}`}>
        take me home
      </Link>
    </NotFoundView>
  )
}
