import s from './error-view.module.css'

/** The default error view: 'Unexpected Application Error!' with the error text and stack. */
export function ErrorView({ error }: { error: Error }) {
  return (
    <div className={s.root} role="alert">
      <h1 className={s.title}>Unexpected Application Error!</h1>
      <h2 className={s.message}>{error.message}</h2>
      {error.stack ? <pre className={s.stack}>{error.stack}</pre> : null}
      <a className={s.home} href="/">
        back to the home page
      </a>
    </div>
  )
}
