import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import {
  LAYOUTS,
  PRICING,
  priceFor,
  type LayoutKey,
  type ServiceCategory,
} from '../../../content/pricing'
import {
  findItem,
  itemId,
  lineReplacedBy,
  switchTier,
  withLayout,
  withLine,
  withoutLine,
} from '../../../content/estimate/model'
import { useMotionStore } from '../../../state/motion-store'
import { useTier } from '../../../state/quality-store'
import { useUiStore } from '../../../state/ui-store'
import {
  INITIAL_PRICING,
  hasCategoryTabs,
  layoutSwitcherDisabled,
  pricingReducer,
  rovingIndex,
  type PricingAction,
  type PricingState,
} from './pricing-state'
import { useHeightChange } from '../../height-change'
import { EstimateBox } from '../estimate/estimate'
import { readSetAside, writeSetAside } from '../estimate/set-aside'
import { useEstimateUrl } from '../estimate/use-estimate-url'
import { TextIcon } from '../icons/text-icons'
import s from './pricing-panel.module.css'

/** Arrow keys move and select within a row of buttons (radios or tabs), focus follows. */
function onRovingKey(
  e: KeyboardEvent<HTMLElement>,
  index: number,
  count: number,
  select: (i: number) => void
): void {
  const next = rovingIndex(e.key, index, count)
  if (next === null) return
  e.preventDefault()
  select(next)
  const buttons = e.currentTarget.querySelectorAll<HTMLButtonElement>('button')
  buttons[next]?.focus()
}

function PriceList({
  category,
  layout,
  added,
  replaces,
  onToggle,
}: {
  category: ServiceCategory
  layout: LayoutKey
  added: (id: string) => boolean
  /** The name of the alternative in the estimate that adding this service would replace. */
  replaces: (id: string) => string | undefined
  onToggle: (id: string) => void
}) {
  return (
    <ul className={s.list}>
      {category.items.map((item) => {
        const price = priceFor(item, layout)
        const id = itemId(item.name)
        const on = added(id)
        // the same work done another way is in the estimate: this one would take its place
        const swap = on ? undefined : replaces(id)
        return (
          <li key={item.name} className={s.item}>
            <div className={s.itemText}>
              <span className={s.itemName}>{item.name}</span>
              {item.details ? <span className={s.details}>{item.details}</span> : null}
            </div>
            <div className={s.buy}>
              <div className={s.price}>
                <strong className={s.amount}>{price}</strong>
                {price === 'Contact' ? (
                  <span className={s.unit}>for a quote</span>
                ) : (
                  <span className={s.unit}>{item.unit}</span>
                )}
              </div>
              <button
                type="button"
                className={s.add}
                aria-pressed={on}
                // the words it shows are in its name, for a visitor who speaks to the page
                aria-label={`add ${item.name} to the estimate${on ? ' (added)' : swap ? ` (swap for ${swap})` : ''}`}
                onClick={() => onToggle(id)}
              >
                <span aria-hidden="true">
                  {on ? (
                    <>
                      <TextIcon name="check" /> added
                    </>
                  ) : swap ? (
                    <>
                      <TextIcon name="swap" /> swap
                    </>
                  ) : (
                    '+ add'
                  )}
                </span>
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Services and prices: a tier switcher (Basic/Standard/Premium), a layout
 * switcher and, for Essentials, category tabs. Prices from SPEC.md section 9.
 */
export function PricingPanel() {
  const { estimate, read, set } = useEstimateUrl()
  const tierIndex = Math.max(
    0,
    PRICING.findIndex((t) => t.key === estimate.tier)
  )
  // the tab belongs to the tier it was chosen in: a new tier (also by back/forward) starts at the first
  const [tabOf, setTabOf] = useState({ tier: INITIAL_PRICING.tier, tab: INITIAL_PRICING.tab })
  const state: PricingState = {
    tier: tierIndex,
    layout: estimate.layout,
    tab: tabOf.tier === tierIndex ? tabOf.tab : 0,
  }
  // tier and layout live in the URL with the estimate; the tab is this panel's own
  const dispatch = (action: PricingAction) => {
    const next = pricingReducer(state, action)
    if (next === state) return
    setTabOf({ tier: next.tier, tab: next.tab })
    if (next.tier !== state.tier) {
      // what was added to the tier left is set aside for the visit, and comes back with it
      const moved = switchTier(estimate, PRICING[next.tier]!.key, readSetAside())
      writeSetAside(moved.aside)
      set(moved.estimate)
    } else if (next.layout !== state.layout) set(withLayout(estimate, next.layout))
  }
  // each tier's latest lines, however its estimate came into view (a click, back or forward, a
  // link): a tier then chosen by a click finds what was last added to it
  useEffect(() => writeSetAside({ ...readSetAside(), [estimate.tier]: estimate }), [estimate])
  const added = (itemKey: string) => estimate.lines.some((l) => l.id === itemKey)
  const replaces = (itemKey: string) => {
    const line = lineReplacedBy(estimate, itemKey)
    return line && findItem(estimate.tier, line.id)?.name
  }
  const onToggle = (itemKey: string) =>
    set(added(itemKey) ? withoutLine(estimate, itemKey) : withLine(estimate, itemKey))
  const id = useId()
  const tier = PRICING[state.tier]!
  const tabs = hasCategoryTabs(state.tier)
  const disabled = layoutSwitcherDisabled(state)
  const current = tabs ? tier.services[state.tab] : undefined
  // the body's height follows its content over ~320 ms; none with reduced motion or in 'lite'
  // (where nothing transitions). What is below it in the card (the estimate, the FAQ on a phone)
  // slides by transform: src/dom/height-change.ts
  const ms = useMotionStore((st) => st.motion.pricing.panelHeightMs)
  const reduced = useUiStore((st) => st.reducedMotion)
  const lite = useTier() === 'lite'
  const { outer, inner } = useHeightChange(
    `${state.tier}-${state.layout}-${state.tab}`,
    reduced || lite ? 0 : ms,
    '--ease-out', // the page's own curve (theme.css)
    '[data-tilt]'
  )
  const layoutIndex = LAYOUTS.findIndex((l) => l.key === state.layout)
  const priceList = (category: ServiceCategory) => (
    <PriceList
      category={category}
      layout={state.layout}
      added={added}
      replaces={replaces}
      onToggle={onToggle}
    />
  )

  return (
    <section className={s.panel} aria-labelledby={`${id}-title`}>
      <p className="section-eyebrow">services & pricing</p>
      <h2 id={`${id}-title`} className="section-title">
        pick a tier, then your layout
      </h2>

      <div
        role="radiogroup"
        aria-label="service tier"
        className={s.tiers}
        onKeyDown={(e) =>
          onRovingKey(e, state.tier, PRICING.length, (t) => dispatch({ type: 'tier', tier: t }))
        }
      >
        {PRICING.map((t, i) => (
          <button
            key={t.key}
            type="button"
            role="radio"
            aria-checked={i === state.tier}
            tabIndex={i === state.tier ? 0 : -1}
            className={s.tier}
            onClick={() => dispatch({ type: 'tier', tier: i })}
          >
            <span className={s.tierLevel}>{t.level}</span>
            <span className={s.tierName}>{t.label}</span>
          </button>
        ))}
      </div>

      <div ref={outer} className={s.body}>
        <div ref={inner} className={s.inner}>
          <div className={s.summary}>
            <h3 className={s.tierTitle}>{tier.label}</h3>
            <p className={s.description}>{tier.description}</p>
            <dl className={s.terms}>
              <div>
                <dt>payment</dt>
                <dd>{tier.paymentTerms}</dd>
              </div>
              <div>
                <dt>turnaround</dt>
                <dd>{tier.turnaround}</dd>
              </div>
              <div>
                <dt>parts</dt>
                <dd>{tier.parts}</dd>
              </div>
            </dl>
          </div>

          <div className={s.layoutRow} data-disabled={disabled || undefined}>
            <span id={`${id}-layout`} className={s.rowLabel}>
              layout
            </span>
            <div
              role="radiogroup"
              aria-labelledby={`${id}-layout`}
              aria-disabled={disabled || undefined}
              aria-describedby={disabled ? `${id}-reason` : undefined}
              className={s.layouts}
              onKeyDown={(e) =>
                onRovingKey(e, layoutIndex, LAYOUTS.length, (l) =>
                  dispatch({ type: 'layout', layout: LAYOUTS[l]!.key })
                )
              }
            >
              {LAYOUTS.map((l) => (
                <button
                  key={l.key}
                  type="button"
                  role="radio"
                  aria-checked={l.key === state.layout}
                  tabIndex={l.key === state.layout ? 0 : -1}
                  disabled={disabled}
                  className={s.layout}
                  onClick={() => dispatch({ type: 'layout', layout: l.key })}
                >
                  {l.label}
                </button>
              ))}
            </div>
            {disabled ? (
              <p id={`${id}-reason`} className={s.reason}>
                same price for every layout
              </p>
            ) : null}
          </div>

          {tabs ? (
            <>
              <div
                role="tablist"
                aria-label={`${tier.label} categories`}
                className={s.tabs}
                onKeyDown={(e) =>
                  onRovingKey(e, state.tab, tier.services.length, (t) =>
                    dispatch({ type: 'tab', tab: t })
                  )
                }
              >
                {tier.services.map((c, i) => (
                  <button
                    key={c.category}
                    type="button"
                    role="tab"
                    id={`${id}-tab-${i}`}
                    aria-selected={i === state.tab}
                    aria-controls={`${id}-panel`}
                    tabIndex={i === state.tab ? 0 : -1}
                    className={s.tab}
                    onClick={() => dispatch({ type: 'tab', tab: i })}
                  >
                    {c.category}
                  </button>
                ))}
              </div>
              <div
                role="tabpanel"
                id={`${id}-panel`}
                aria-labelledby={`${id}-tab-${state.tab}`}
                tabIndex={0}
                className={s.tabpanel}
              >
                {current ? priceList(current) : null}
              </div>
            </>
          ) : (
            tier.services.map((c) => (
              <div key={c.category} className={s.category}>
                <h4 className={s.categoryName}>{c.category}</h4>
                {priceList(c)}
              </div>
            ))
          )}
        </div>
      </div>

      <EstimateBox read={read} onChange={set} />
    </section>
  )
}
