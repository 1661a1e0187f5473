import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { PricingPanel } from '../../dom/components/pricing-panel/pricing-panel'
import { Faq } from '../../dom/components/faq/faq'
import { SectionBoundary } from '../../lib/error-boundary'
import s from './services-card.module.css'

/** The services card: the price list with its estimate, and the FAQ beside it. */
export function ServicesCard() {
  return (
    <TiltCard variant="card" as="div" className={s.services}>
      <SectionBoundary name="pricing">
        <PricingPanel />
      </SectionBoundary>
      <div className={s.divider} aria-hidden="true" />
      <SectionBoundary name="faq">
        <Faq />
      </SectionBoundary>
    </TiltCard>
  )
}
