/**
 * Dev only (src/main.tsx): site-config.ts and pricing.ts checked as the build checks them
 * (checkSite, checkPricing), at the page's load and again at each edit of either file, so a
 * mistake shows in Vite's error overlay at the save that made it, not at the next build. An edit
 * of content/season.yaml reloads the page.
 */
import * as config from '../content/site-config'
import * as queue from '../content/season-slots'
import * as prices from '../content/pricing'
import { checkPricing } from '../content/pricing-check'
import { checkSite } from '../content/site-check'

function check(c: typeof config, q: typeof queue, p: typeof prices): void {
  try {
    checkSite(c.SITE, c.PROFILES, q.openSlots(q.SEASON))
    checkPricing(p.PRICING)
  } catch (error) {
    console.error(error)
    const Overlay = customElements.get('vite-error-overlay')
    if (Overlay) document.body.append(new Overlay(error))
  }
}

check(config, queue, prices)
import.meta.hot?.accept(
  ['../content/site-config', '../content/season-slots', '../content/pricing'],
  ([c, q, p]) =>
    check(
      (c as typeof config | undefined) ?? config,
      (q as typeof queue | undefined) ?? queue,
      (p as typeof prices | undefined) ?? prices
    )
)
