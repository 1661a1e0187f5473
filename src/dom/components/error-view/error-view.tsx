import { useSyncExternalStore } from 'react'
import { usePageMeta } from '../../page-meta'
import s from './error-view.module.css'

// what Chromium, Firefox and WebKit (and Vite's preload of a page's CSS) say when code on its way
// does not arrive: the connection dropped, or a new release replaced the files the page knew
const NOT_LOADED = /dynamically imported|script failed|preload CSS/

/** Whether `error` is code that did not arrive, not a fault in it. */
export const notLoaded = (error: unknown): boolean =>
  error instanceof Error && NOT_LOADED.test(error.message)

const ADVICE = 'the connection may have dropped. try again once you are online.'

/** "try again": this address loaded afresh, as a new page (why: `ErrorView`). */
function TryAgain() {
  const here = location.pathname + location.search // never prerendered: the server has no boundary
  return (
    <a className={s.way} href={here}>
      try again
    </a>
  )
}

/**
 * The error view. Code that did not arrive says so in plain words; anything else is the default
 * view, 'Unexpected Application Error!' with the error text and stack. Two ways on: "try again"
 * loads this address afresh as a new page (a plain link: a page whose code failed to load then
 * asks for it anew in every engine, where Firefox never asks again within the page that saw it
 * fail, and where a new release has replaced the code the page knew), and the home page.
 */
export function ErrorView({ error }: { error: Error }) {
  const missing = notLoaded(error)
  const Message = missing ? 'p' : 'h2' // a sentence of advice is no heading
  const title = missing ? 'this page did not load' : 'Unexpected Application Error!'
  // the tab says so too: it kept the title of the page before (a link's page that failed)
  usePageMeta({ title, description: missing ? ADVICE : error.message })
  return (
    <div className={s.root} role="alert">
      <h1 className={s.title}>{title}</h1>
      <Message className={s.message}>{missing ? ADVICE : error.message}</Message>
      {error.stack && !missing ? <pre className={s.stack}>{error.stack}</pre> : null}
      <p className={s.ways}>
        <TryAgain />
        <a className={s.way} href="/">
          back to the home page
        </a>
      </p>
    </div>
  )
}

const noStore = () => () => {}

/**
 * Above a page whose code did not load on a direct visit, kept as prerendered (`keepPrerendered`,
 * src/app/lazy-page.ts) while `kept`: its text is there to read and its links lead on, but its
 * buttons do nothing, and this says so, with the error view's "try again". Hydrating, it is what
 * the prerendered HTML has (nothing); React renders it again after only where the page is kept.
 */
export function KeptPageNotice({ kept }: { kept: boolean }) {
  const shown = useSyncExternalStore(
    noStore,
    () => kept,
    () => false
  )
  if (!shown) return null
  return (
    <p className={s.kept} role="alert">
      <span>
        the rest of this page did not load: its text is here to read, its buttons are not. {ADVICE}
      </span>
      <TryAgain />
    </p>
  )
}
