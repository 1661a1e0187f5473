import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAQ, INFO_LINES } from '../../../src/content/faq'
import { termAcrossTiers } from '../../../src/content/terms'
import { PRICING } from '../../../src/content/pricing'
import { TERMS, TIER_KEYS } from '../../../src/content/terms'
import { HOME_TIERS } from '../../../src/content/tiers'

describe('the tier terms, written once', () => {
  it('are the terms of SPEC.md: fee upfront for essentials and craft, half and half for vision', () => {
    expect(TERMS.essentials.payment.full).toMatch(/upfront/)
    expect(TERMS.craft.payment.full).toMatch(/upfront/)
    expect(TERMS.vision.payment.full).toBe('50% deposit upfront, 50% on completion')
    expect(TERMS.craft.turnaround.full).toMatch(/^3-7 business days after/)
    expect(TERMS.vision.turnaround.full).toMatch(/^2-4 weeks/)
  })

  it('say in numbers what their payment words say: the share due before the work starts', () => {
    for (const key of TIER_KEYS) {
      const { full, upfrontPercent } = TERMS[key].payment
      if (upfrontPercent === 100) expect(full, key).toBe('service fee paid upfront')
      else
        expect(full, key).toBe(
          `${upfrontPercent}% deposit upfront, ${100 - upfrontPercent}% on completion`
        )
    }
    expect(TERMS.vision.payment.upfrontPercent).toBe(50)
  })

  it('show in the price panel, on the home cards and in the faq', () => {
    for (const key of TIER_KEYS) {
      const t = TERMS[key]
      const tier = PRICING.find((p) => p.key === key)!
      expect([tier.paymentTerms, tier.turnaround, tier.parts]).toEqual([
        t.payment.full,
        t.turnaround.full,
        t.parts.full,
      ])
      const card = HOME_TIERS.find((h) => h.key === key)!
      expect(card.facts.map((f) => f.value)).toEqual([
        t.turnaround.short,
        t.parts.short,
        t.payment.short,
      ])
      const faq = FAQ.map((f) => f.answer).join(' ')
      for (const term of [t.payment, t.turnaround, t.parts]) expect(faq).toContain(term.full)
    }
    expect(INFO_LINES.find((l) => l.label === 'Turnaround')!.value).toBe(
      termAcrossTiers('turnaround')
    )
  })

  it('joins tiers that share a term', () => {
    expect(termAcrossTiers('payment')).toBe(
      'essentials and craft: service fee paid upfront · vision: 50% deposit upfront, 50% on completion'
    )
  })

  it('has one TierKey for the whole site', () => {
    const declared = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory()
            ? declared(path.join(dir, e.name))
            : /\.tsx?$/.test(e.name) &&
                /type TierKey\s*=/.test(fs.readFileSync(path.join(dir, e.name), 'utf8'))
              ? [path.join(dir, e.name)]
              : []
        )
    expect(declared('src')).toEqual([path.join('src', 'content', 'terms.ts')])
  })
})
