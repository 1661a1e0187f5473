import { useEffect, useRef, useState, type RefObject } from 'react'
import { Link } from 'wouter'
import { isCurrent, NAV_LINKS } from '../../../content/nav'
import { playClick } from '../../../audio/click'
import { useMotionStore } from '../../../state/motion-store'
import { useUiStore } from '../../../state/ui-store'
import s from './nav-drawer.module.css'

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * The small-screen drawer, 75 px from the top. Closes (with a ~220 ms fade) on
 * a link, Escape or an outside click, traps focus while open and gives focus
 * back to the menu button.
 */
export function NavDrawer({
  returnFocusTo,
  location,
}: {
  returnFocusTo: RefObject<HTMLButtonElement | null>
  location: string
}) {
  const open = useUiStore((st) => st.drawerOpen)
  const setOpen = useUiStore((st) => st.setDrawerOpen)
  const { drawerFadeMs } = useMotionStore((st) => st.motion.layout)
  const [mounted, setMounted] = useState(open)
  const panel = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(false)
  // mount in the very render that opens it, so its listeners are live with the first paint
  if (open && !mounted) setMounted(true)

  useEffect(() => {
    if (open) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    // give focus back only if it was inside the drawer (a link click navigates away)
    if (
      panel.current?.contains(document.activeElement) ||
      document.activeElement === document.body
    ) {
      returnFocusTo.current?.focus()
    }
    const t = window.setTimeout(() => setMounted(false), drawerFadeMs)
    return () => window.clearTimeout(t)
  }, [open, drawerFadeMs, returnFocusTo])

  useEffect(() => {
    if (!open || !mounted) return
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        return
      }
      if (e.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    }
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (panel.current?.contains(target) || returnFocusTo.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    // in the capture phase: React stops a press on a page it has not hydrated (one whose code
    // did not load, kept as prerendered) at its root, before the document would hear it
    document.addEventListener('pointerdown', onPointer, true)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer, true)
    }
  }, [open, mounted, setOpen, returnFocusTo])

  if (!mounted) return null
  return (
    <div
      ref={panel}
      id="nav-drawer"
      className={s.drawer}
      data-state={open ? 'open' : 'closing'}
      role="dialog"
      aria-modal="true"
      aria-label="site navigation"
    >
      <nav aria-label="drawer">
        <ul className={s.links}>
          {NAV_LINKS.map((r) => (
            <li key={r.path}>
              <Link
                href={r.path}
                className={s.link}
                aria-current={isCurrent(location, r.path) ? 'page' : undefined}
                onClick={() => {
                  playClick()
                  setOpen(false)
                }}
              >
                {r.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={s.close} onClick={() => setOpen(false)}>
        close menu
      </button>
    </div>
  )
}
