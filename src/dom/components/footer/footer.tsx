import { Link } from 'wouter'
import { SITE } from '../../../content/site-config'
import { BRAND_ICONS } from '../icons/icons'
import s from './footer.module.css'

/** '© 2025 thock&co.', the contact and build-service links, and three icon links from site config. */
export function Footer() {
  return (
    <footer className={s.footer}>
      <p className={s.copy}>
        © {SITE.year} {SITE.brand}
      </p>
      <ul className={s.links}>
        <li>
          <Link href="/contact" className={s.link}>
            questions? say hi
          </Link>
        </li>
        <li>
          <Link href="/build-service" className={s.link}>
            build services
          </Link>
        </li>
      </ul>
      <ul className={s.icons}>
        {SITE.footerLinks.map((l) => {
          const Icon = BRAND_ICONS[l.key]
          return (
            <li key={l.key}>
              <a
                className={s.icon}
                href={l.href}
                aria-label={l.placeholder ? `${l.label} (coming soon)` : l.label}
                title={l.placeholder ? `${l.label} (coming soon)` : l.label}
                aria-disabled={l.placeholder || undefined}
                onClick={l.placeholder ? (e) => e.preventDefault() : undefined}
              >
                <Icon />
              </a>
            </li>
          )
        })}
      </ul>
    </footer>
  )
}
