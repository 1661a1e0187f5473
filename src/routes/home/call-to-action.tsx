import { Link } from 'wouter'
import { useSiteConfig } from '../../dom/site-config'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import s from './call-to-action.module.css'

/**
 * The glass call to action: a real link to /build-service (client-side, middle-click opens a
 * tab), with the commission status of the site config.
 */
export function CallToAction() {
  const { commissionStatus } = useSiteConfig().site
  return (
    <section className={s.section} aria-labelledby="cta-title">
      <TiltCard variant="card" className={s.card}>
        <p className={s.status} data-status={commissionStatus}>
          <span className={s.statusDot} aria-hidden="true" />
          commissions: {commissionStatus}
        </p>
        <h2 id="cta-title" className={s.title}>
          <Link href="/build-service" className={s.link}>
            build your dream keyboard
          </Link>
        </h2>
        <p className={s.text}>
          tell me how you type and what you want to hear. i will take it from there, from the first
          sound test to the box on your doorstep.
        </p>
        <span className={s.arrow} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </span>
      </TiltCard>
    </section>
  )
}
