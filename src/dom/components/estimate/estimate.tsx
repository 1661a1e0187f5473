import { memo, useEffect, useId, useRef, useState } from 'react'
import { TextIcon } from '../icons/text-icons'
import { Link } from 'wouter'
import {
  layoutLabel,
  readSwitches,
  tierOf,
  withSwitches,
  withoutLine,
  type Estimate,
} from '../../../content/estimate/model'
import {
  estimateTotal,
  formatTotal,
  NOT_INCLUDED,
  scheduleLines,
  viewLines,
  type LineView,
} from '../../../content/estimate/sums'
import { estimateSearch, type EstimateRead } from '../../../content/estimate/url-codec'
import { useAfterPaint } from '../../after-paint'
import type { EstimateChange } from './use-estimate-url'
import s from './estimate.module.css'

/**
 * A per-switch line's count: typed freely, used when it reads as a count, explained when not
 * (the message says the count that will be used). Once the field is left or Enter is pressed it
 * shows the count charged: a 0 typed is 1, 100000 is 200, and text that is no count goes back.
 */
function SwitchCount({
  line,
  onCount,
}: {
  line: LineView & { switches: number }
  onCount: (n: number) => void
}) {
  const id = useId()
  const [text, setText] = useState(String(line.switches))
  const [note, setNote] = useState('')
  // the count this input sent that the estimate, a frame behind, does not show yet
  const [sent, setSent] = useState<number | null>(null)
  // the count changed from outside (layout default, back/forward): show it, but not a count the
  // estimate shows on its way to the one typed since (keys faster than its frames)
  useEffect(() => {
    if (sent !== null) {
      if (sent !== line.switches) return
      setSent(null)
    }
    setText((t) => (readSwitches(t).value === line.switches ? t : String(line.switches)))
  }, [line.switches, sent])
  const counting = sent ?? line.switches
  const invalid = note !== '' && readSwitches(text).value === undefined
  const settle = () => {
    setText(String(counting))
    setNote('') // the field says it now
  }
  return (
    <span className={s.count}>
      <label htmlFor={id} className="visually-hidden">
        switches for {line.name}
      </label>
      <input
        id={id}
        className={s.countInput}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          setText(e.target.value)
          const read = readSwitches(e.target.value)
          setNote(read.message ?? '')
          if (read.value === undefined) return
          setSent(read.value === line.switches ? null : read.value)
          onCount(read.value)
        }}
        onBlur={settle}
        onKeyDown={(e) => {
          if (e.key === 'Enter') settle()
        }}
      />
      <span className={s.times}>switches × {line.unitPrice}</span>
      <span id={`${id}-note`} className={s.note} aria-live="polite">
        {note ? `${note}${invalid ? ` still counting ${counting}.` : ''}` : ''}
      </span>
    </span>
  )
}

/** How long the total stands still before it is read out. */
const SETTLE_MS = 600

/**
 * The total as a screen reader reads it out: once it has stood still for `SETTLE_MS`. A count
 * typed key by key (120 switches) read out $0.75, $9 and $90 on its way, over the typing's echo.
 * A component of its own: its late update renders it alone, not the estimate.
 */
function SpokenTotal({ total }: { total: string }) {
  const [spoken, setSpoken] = useState(total)
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(total), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [total])
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      total {spoken}
    </p>
  )
}

/** What a hand-edited link held that the estimate could not use as written. */
function Problems({ problems }: { problems: string[] }) {
  if (!problems.length) return null
  return (
    <div className={s.problems} role="status">
      <p>this link had things the estimate could not use as written:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  )
}

/** What is due up front and what on completion, by the tier's payment terms. */
function Schedule({ estimate }: { estimate: Estimate }) {
  return (
    <dl className={s.schedule}>
      {scheduleLines(estimate).map((l) => (
        <div key={l.label} className={s.due}>
          <dt className={s.totalLabel}>{l.label}</dt>
          <dd className={s.dueText}>{l.text}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The estimate's heading (focus returns to it when its last line goes) and its tier and layout. */
function EstimateHead({
  id,
  estimate,
  focusable = false,
}: {
  id: string
  estimate: Estimate
  focusable?: boolean
}) {
  return (
    <div className={s.head}>
      <h3 id={`${id}-title`} className={s.title} tabIndex={focusable ? -1 : undefined}>
        your estimate
      </h3>
      <span className={s.context}>
        {tierOf(estimate.tier).label} · {layoutLabel(estimate.layout)}
      </span>
    </div>
  )
}

type OnEstimateChange = (change: EstimateChange, options?: { replace?: boolean }) => void

/**
 * The estimate under the price list: each service added, a switch count for per-switch ones,
 * the running total (read out once it settles: `SpokenTotal`), and 'request this build' to the
 * contact page. It shows a change in the frame after the one that answers the tap: the tapped
 * "add" checks itself first. A first
 * line mounts the list, its count, the totals and the link; rendered and laid out in the tap's own
 * frame, they made it 104 ms from input to commit at 4x CPU, 70 without (docs/architecture.md,
 * "The tapped control answers first"). Its own changes are made from the latest estimate, not
 * the one it shows.
 */
export function EstimateBox({
  read,
  onChange,
}: {
  read: EstimateRead
  onChange: OnEstimateChange
}) {
  const shown = useAfterPaint(read)
  return <BoxView estimate={shown.estimate} problems={shown.problems} onChange={onChange} />
}

const BoxView = memo(function BoxView({
  estimate,
  problems,
  onChange,
}: {
  estimate: Estimate
  problems: string[]
  onChange: OnEstimateChange
}) {
  const id = useId()
  const lines = viewLines(estimate)
  const total = formatTotal(estimateTotal(estimate))
  const box = useRef<HTMLElement>(null)
  // a removed line takes its button with it: once the estimate shows it gone (a frame after the
  // press), focus goes to the next line's button, else the heading; not if the line is still
  // there (added again meanwhile) or focus has gone elsewhere
  const removed = useRef<{ index: number; id: string } | null>(null)
  useEffect(() => {
    const r = removed.current
    removed.current = null
    if (!r || estimate.lines.some((l) => l.id === r.id)) return
    const focus = document.activeElement
    if (focus && focus !== document.body && !box.current?.contains(focus)) return
    const buttons = box.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? []
    const next = buttons[Math.min(r.index, buttons.length - 1)]
    ;(next ?? box.current?.querySelector<HTMLElement>('h3'))?.focus()
  }, [estimate])
  return (
    <section ref={box} className={s.box} aria-labelledby={`${id}-title`} data-estimate>
      <EstimateHead id={id} estimate={estimate} focusable />
      <Problems problems={problems} />
      {lines.length ? (
        <ul className={s.lines}>
          {lines.map((line, index) => (
            <li key={line.id} className={s.line}>
              <span className={s.lineName}>{line.name}</span>
              {line.switches !== undefined ? (
                <SwitchCount
                  line={{ ...line, switches: line.switches }}
                  onCount={(n) => onChange((e) => withSwitches(e, line.id, n), { replace: true })}
                />
              ) : null}
              {/* keyed by its text: a new cost is a new element. React changes a lone text
                  node's data in place, and WebKit then kept the old cost's width for this grid
                  track ('$67.50' drawn over 'remove' after the count changed from 104 to 90) */}
              <span key={line.costText} className={s.cost}>
                {line.costText}
              </span>
              <button
                type="button"
                className={s.remove}
                aria-label={`remove ${line.name}`}
                data-remove
                onClick={() => {
                  removed.current = { index, id: line.id }
                  onChange((e) => withoutLine(e, line.id))
                }}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.empty}>nothing added yet: press “add” beside a service.</p>
      )}
      <p className={s.total} aria-hidden="true">
        <span className={s.totalLabel}>total</span> <strong className={s.sum}>{total}</strong>
      </p>
      <SpokenTotal total={total} />
      {lines.length ? <Schedule estimate={estimate} /> : null}
      <p className={s.fine}>
        an estimate, not a quote: i confirm the price once i have seen your board or your parts
        list. {NOT_INCLUDED}
      </p>
      {lines.length ? (
        <Link href={`/contact?${estimateSearch(estimate)}`} className={s.request}>
          request this build <TextIcon name="right" />
        </Link>
      ) : null}
    </section>
  )
})

/** The estimate as it goes into the email, shown read-only beside the contact form. */
export function EstimateSummary({
  estimate,
  problems,
}: {
  estimate: Estimate
  problems: string[]
}) {
  const id = useId()
  const lines = viewLines(estimate)
  // a link with nothing usable in it still says why, rather than leaving the form blank
  if (!lines.length)
    return problems.length ? (
      <section className={s.box} aria-label="the estimate in this link" data-estimate>
        <Problems problems={problems} />
        <p className={s.fine}>
          nothing in it could be used. <Link href="/build-service">make an estimate</Link> on the
          build service page, or write without one.
        </p>
      </section>
    ) : null
  return (
    <section className={s.box} aria-labelledby={`${id}-title`} data-estimate>
      <EstimateHead id={id} estimate={estimate} />
      <Problems problems={problems} />
      <ul className={s.lines}>
        {lines.map((line) => (
          <li key={line.id} className={s.line}>
            <span className={s.lineName}>
              {line.name}
              {line.switches !== undefined ? (
                <span className={s.times}>
                  {' '}
                  · {line.switches} switches × {line.unitPrice}
                </span>
              ) : null}
            </span>
            <span className={s.cost}>{line.costText}</span>
          </li>
        ))}
      </ul>
      <p className={s.total}>
        <span className={s.totalLabel}>total</span>{' '}
        <strong className={s.sum}>{formatTotal(estimateTotal(estimate))}</strong>
      </p>
      <Schedule estimate={estimate} />
      <p className={s.fine}>
        {NOT_INCLUDED} it goes into the email below your message.{' '}
        <Link href={`/build-service?${estimateSearch(estimate)}`}>change it</Link> or{' '}
        <Link href="/contact" data-leave="">
          leave it out
        </Link>
        .
      </p>
    </section>
  )
}
