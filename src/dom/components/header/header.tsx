import { Suspense, use, useEffect, useRef, useState, type ComponentProps } from 'react'
import { Link, useLocation } from 'wouter'
import { QuietBoundary } from '../../../lib/error-boundary'
import { loadOnce } from '../../../lib/load-once'
import { isCurrent, NAV_LINKS } from '../../../content/nav'
import { playClick } from '../../../audio/click'
import { SITE } from '../../../content/site-config'
import { useUiStore } from '../../../state/ui-store'
import { MenuIcon } from '../icons/icons'
import { ThemeToggle } from '../theme-toggle/theme-toggle'
import s from './header.module.css'

// the drawer is only ever opened on small screens: its code loads with the first press, and a
// load that failed (offline) loads anew with the next press (React.lazy kept the failure)
const drawerChunk = loadOnce(() => import('../nav-drawer/nav-drawer'))
type DrawerProps = ComponentProps<Awaited<ReturnType<typeof drawerChunk>>['NavDrawer']>
function NavDrawer(props: DrawerProps) {
  const { NavDrawer: Drawer } = drawerChunk.loaded() ?? use(drawerChunk())
  return <Drawer {...props} />
}

/** The 70 px header: logo, centred nav, theme toggle and (under 768 px) the menu button. */
export function Header({ tools }: { tools?: React.ReactNode }) {
  const [location] = useLocation()
  const open = useUiStore((st) => st.drawerOpen)
  const setOpen = useUiStore((st) => st.setDrawerOpen)
  const menuButton = useRef<HTMLButtonElement>(null)
  const [drawerWanted, setDrawerWanted] = useState(open)
  if (open && !drawerWanted) setDrawerWanted(true) // once opened it stays mounted (it fades out)
  const [drawerFailed, setDrawerFailed] = useState(false)

  // the menu's code could not load: closed again, said so, and tried anew by the next press
  const onDrawerError = (error: unknown) => {
    console.warn('[thock] the menu could not load (offline?):', error)
    setOpen(false)
    setDrawerWanted(false)
    setDrawerFailed(true)
  }

  // the drawer closes on navigation (and a failure's message goes)
  useEffect(() => {
    setOpen(false)
    setDrawerFailed(false)
  }, [location, setOpen])

  // the pages: in the header's nav, and in the message of a menu that could not load
  const links = NAV_LINKS.map((r) => (
    <Link
      key={r.path}
      href={r.path}
      className={s.link}
      aria-current={isCurrent(location, r.path) ? 'page' : undefined}
      onClick={playClick}
    >
      {r.label}
    </Link>
  ))

  return (
    <header className={s.header}>
      <Link href="/" className={s.logo} onClick={playClick} aria-label={`${SITE.brand} home`}>
        {SITE.brand}
      </Link>
      <nav className={s.nav} aria-label="main">
        <ul className={s.links}>
          {links.map((link) => (
            <li key={link.key}>{link}</li>
          ))}
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
          onPointerDown={() => void drawerChunk.again().catch(() => {})} // the press reports it
          onClick={() => {
            if (!open) void drawerChunk.again().catch(() => {}) // a key, or a press made offline
            setDrawerFailed(false)
            setOpen(!open)
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {drawerFailed && (
        // its links, where the menu's own code could not come (a browser may keep the failure)
        <div className={s.menuError} role="alert">
          the menu could not load. its pages:
          {links}
        </div>
      )}
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
