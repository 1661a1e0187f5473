import type { ReactNode } from 'react'
import s from './not-found-view.module.css'

/**
 * A page for an address that leads nowhere: a big glowing `code`, the page's h1,
 * then `children` (the explanation and a way back).
 */
export function NotFoundView({
  code,
  title,
  children,
}: {
  code: string
  title: string
  children: ReactNode
}) {
  return (
    <div className={`page ${s.root}`}>
      <p className={s.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={s.title}>{title}</h1>
      {children}
    </div>
  )
}
