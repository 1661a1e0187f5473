import { useEffect, useMemo, useState } from 'react'
import { useLocationProperty } from 'wouter/use-browser-location'
import { useSiteConfig } from '../../dom/site-config'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { ContactForm } from './contact-form'
import type { PageMeta } from '../../content/page-meta'
import s from './contact.module.css'

type EstimateCode = typeof import('./estimate-for-contact')

const currentSearch = () => location.search
const noSearch = () => '' // prerendered HTML has no query: hydrate as that, then read the real one

/**
 * The estimate in the address ('request this build' on the price list), for the form. Its code
 * loads only when there is a query: most visits have none and load no estimate code at all.
 */
function useContactEstimate() {
  const search = useLocationProperty(currentSearch, noSearch)
  const [code, setCode] = useState<EstimateCode | null>(null)
  useEffect(() => {
    if (!search || code) return
    let alive = true
    import('./estimate-for-contact').then(
      (m) => alive && setCode(m),
      (error: unknown) => console.warn('[thock] the estimate could not load:', error)
    )
    return () => {
      alive = false
    }
  }, [search, code])
  return useMemo(() => (search && code ? code.contactEstimate(search) : null), [search, code])
}

/** What this page tells browsers, search engines and social cards (src/app/lazy-page.ts sets it). */
export const meta: PageMeta = {
  title: 'contact',
  description:
    'questions? say hi. how to reach thock&co. and what to include in a commission request.',
}

/** Contact: how to reach the builder, what a commission request needs, and a mailto form. */
export default function ContactPage() {
  const { site } = useSiteConfig()
  const estimate = useContactEstimate()
  return (
    <div className={`page ${s.page}`}>
      <header className="page-intro">
        <p className="eyebrow">questions? say hi</p>
        <h1 className="page-title">contact</h1>
        <p className="lede">
          {site.brand} is one person at one bench, so there is no ticket system and no chatbot: you
          write, i answer, usually within two days. commissions are currently{' '}
          <strong className={s.status}>{site.commissionStatus}</strong>, so a clear first message
          gets you on the list faster.
        </p>
      </header>

      <div className={s.layout}>
        <div className={s.side}>
          <TiltCard variant="card" as="section" className={s.card} aria-labelledby="reach-title">
            <h2 id="reach-title" className={s.h2}>
              write to me
            </h2>
            <p className={s.muted}>for commissions, tuning questions, or to show me your board.</p>
            <a className={s.mail} href={`mailto:${site.email}`}>
              {site.email}
            </a>
            <p className={s.small}>
              based in {site.location.city.toLowerCase()}. i ship worldwide.
            </p>
          </TiltCard>

          <TiltCard variant="card" as="section" className={s.card} aria-labelledby="include-title">
            <h2 id="include-title" className={s.h2}>
              what to include
            </h2>
            <dl className={s.checklist}>
              <div>
                <dt>layout</dt>
                <dd>60-65%, 75%-TKL, full-size, or something unusual like an alice.</dd>
              </div>
              <div>
                <dt>switches</dt>
                <dd>linear, tactile or silent; a favourite, or what you dislike about yours.</dd>
              </div>
              <div>
                <dt>budget</dt>
                <dd>for labor alone, or parts included. a range is fine.</dd>
              </div>
              <div>
                <dt>timeline</dt>
                <dd>a date you are working toward, if there is one. rare parts take longer.</dd>
              </div>
            </dl>
            <p className={s.small}>a photo of your current board and a sound you like help too.</p>
          </TiltCard>
        </div>

        {/* the form holds still under the hand that fills it in (and a tilting <select> repaints
            the whole card on every frame in software compositing) */}
        <div className={`glass ${s.formCard}`}>
          <ContactForm estimate={estimate} />
        </div>
      </div>
    </div>
  )
}
