import { Link } from 'wouter'
import { SITE } from '../../../content/site-config'
import { BRAND_ICONS } from '../icons/icons'
import s from './footer.module.css'

/**
 * '© 2025 thock&co.', the contact and build-service links, and three icons from site config: a
 * link each, or 'coming soon' where the config has no address yet.
 */
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
              {l.href ? (
                <a className={s.icon} href={l.href} aria-label={l.label} title={l.label}>
                  <Icon />
                </a>
              ) : (
                // no address yet: a picture named 'coming soon', not a link that does nothing,
                // so no hover and no Tab stop (the about page's links show the same); the
                // badge says so where there is no hover to show the title (a phone)
                <span
                  className={s.soon}
                  role="img"
                  aria-label={`${l.label} (coming soon)`}
                  title={`${l.label} (coming soon)`}
                >
                  <Icon />
                  <span className={s.badge} aria-hidden="true">
                    soon
                  </span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </footer>
  )
}
