import s from './error-view.module.css'

/**
 * The default error view: 'Unexpected Application Error!' with the error text and stack, and two
 * ways on. "try again" loads this address afresh as a new page (the view stands in for the whole
 * app, so it is a plain link): a page whose code failed to load then asks for it anew in every
 * engine, where Firefox never asks again within the page that saw it fail, and where a new
 * release has replaced the code the page knew.
 */
export function ErrorView({ error }: { error: Error }) {
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search
  return (
    <div className={s.root} role="alert">
      <h1 className={s.title}>Unexpected Application Error!</h1>
      <h2 className={s.message}>{error.message}</h2>
      {error.stack ? <pre className={s.stack}>{error.stack}</pre> : null}
      <p className={s.ways}>
        <a className={s.way} href={here}>
          try again
        </a>
        <a className={s.way} href="/">
          back to the home page
        </a>
      </p>
    </div>
  )
}
