import { Link } from 'wouter'
import s from './not-found.module.css'

/** Anything the router does not know: a clear message and a way home. */
export default function NotFoundPage() {
  return (
    <div className={`page ${s.root}`}>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={s.title}>Page not found</h1>
      <p className={s.text}>
        this key isn&apos;t on the layout. the page may have moved, or the address has a typo.
      </p>
      <Link href="/" className={s.home}>
        take me home
      </Link>
    </div>
  )
}
