import { itemId } from './estimate/model'
import { parsePrice } from './estimate/sums'
import { LAYOUTS, type ServiceTier } from './pricing'

/** A mistake in pricing.ts, named as the builder wrote it; the build stops with it. */
export class PricingError extends Error {
  constructor(where: string, detail: string) {
    super(`[pricing] src/content/pricing.ts: ${where}: ${detail}`)
    this.name = 'PricingError'
  }
}

const KEYS = new Set<string>([...LAYOUTS.map((l) => l.key), 'all'])
const FORMAT = "write '$40', '$0.75' (cents as two digits), '$1,200', '$120 to $400', or 'Contact'"

/**
 * Throws a PricingError for the first price a visitor would find wrong. The estimate reads every
 * price it adds up ('$0.8' or '$1.200' it cannot, and quoted that line 'on request' beside the
 * list's own figure); a layout key the list does not have ('65') priced nothing, as the build
 * does not type-check; a category whose layout switcher is off must cost the same for every
 * layout; and two services of one tier must not share an id (the estimate's address names them).
 */
export function checkPricing(pricing: readonly ServiceTier[]): void {
  for (const tier of pricing) {
    if (!tier.services.some((c) => c.items.length))
      throw new PricingError(tier.label, 'the tier has no service to price')
    const ids = new Map<string, string>()
    for (const category of tier.services)
      for (const item of category.items) {
        const where = `${tier.label} / ${category.category} / ${item.name}`
        const id = itemId(item.name)
        const twin = ids.get(id)
        if (twin !== undefined)
          throw new PricingError(where, `its address name "${id}" is also "${twin}"'s: rename one`)
        ids.set(id, item.name)
        const keys = Object.keys(item.price)
        if (!keys.length) throw new PricingError(where, `no price: ${FORMAT}`)
        for (const key of keys) {
          if (!KEYS.has(key))
            throw new PricingError(
              where,
              `"${key}" is not a layout: price one of ${[...KEYS].map((k) => `'${k}'`).join(', ')}`
            )
          const text: unknown = item.price[key as keyof typeof item.price]
          if (typeof text !== 'string' || (text !== 'Contact' && parsePrice(text).kind === 'quote'))
            throw new PricingError(
              where,
              `${JSON.stringify(text) ?? 'nothing'} is not a price: ${FORMAT}`
            )
        }
        if (category.sameForAllLayouts && keys.some((k) => k !== 'all'))
          throw new PricingError(
            where,
            `its category costs the same for every layout (sameForAllLayouts): price it as { all: '…' }, or set sameForAllLayouts to false`
          )
      }
  }
}
