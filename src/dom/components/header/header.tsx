import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { QuietBoundary } from '../../../lib/error-boundary'
import { isCurrent, NAV_LINKS } from '../../../content/nav'
import { playClick } from '../../../audio/click'
import { SITE } from '../../../content/site-config'
import { useUiStore } from '../../../state/ui-store'
import { MenuIcon } from '../icons/icons'
import { ThemeToggle } from '../theme-toggle/theme-toggle'
import s from './header.module.css'

const loadDrawer = () => import('../nav-drawer/nav-drawer')
// the drawer is only ever opened on small screens: its code loads with the first press
const NavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NavDrawer })))

/** The 70 px header: logo, centred nav, theme toggle and (under 768 px) the menu button. */
export function Header({ tools }: { tools?: React.ReactNode }) {
  const [location] = useLocation()
  const open = useUiStore((st) => st.drawerOpen)
  const setOpen = useUiStore((st) => st.setDrawerOpen)
  const menuButton = useRef<HTMLButtonElement>(null)
  const [drawerWanted, setDrawerWanted] = useState(open)
  if (open && !drawerWanted) setDrawerWanted(true) // once opened it stays mounted (it fades out)

  const onDrawerError = (error: unknown) => {
    console.warn('[thock] the menu could not load (offline?):', error)
    setOpen(false)
  }

  // the drawer closes on navigation
  useEffect(() => setOpen(false), [location, setOpen])

  return (
    <header className={s.header}>
      <Link href="/" className={s.logo} onClick={playClick} aria-label={`${SITE.brand} home`}>
        {SITE.brand}
      </Link>
      <nav className={s.nav} aria-label="main">
        <ul className={s.links}>
          {NAV_LINKS.map((r) => {
            const current = isCurrent(location, r.path)
            return (
              <li key={r.path}>
                <Link
                  href={r.path}
                  className={s.link}
                  aria-current={current ? 'page' : undefined}
                  onClick={playClick}
                >
                  {r.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className={s.tools}>
        {tools}
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          className={`icon-button press ${s.menu}`}
          aria-label="menu"
          aria-expanded={open}
          aria-controls="nav-drawer"
          onPointerDown={() => void loadDrawer().catch(() => {})} // the press reports it
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
        </button>
      </div>
      {drawerWanted && (
        <QuietBoundary onError={onDrawerError}>
          <Suspense fallback={null}>
            <NavDrawer returnFocusTo={menuButton} location={location} />
          </Suspense>
        </QuietBoundary>
      )}
    </header>
  )
}
