import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { SITE } from '../../content/site-config'
import { SEASON, nextSlotLine } from '../../content/season-slots'
import { belowHeader, jumpTo } from '../../lib/smooth-scroll'
import {
  composeMailto,
  FIELD_ORDER,
  LAYOUT_CHOICE,
  validateContact,
  type ContactErrors,
  type ContactFields,
} from './compose'
import type { ContactEstimate } from './estimate-for-contact'
import s from './contact.module.css'

const LAYOUTS = [...Object.values(LAYOUT_CHOICE), 'not sure yet']

const EMPTY: ContactFields = {
  name: '',
  email: '',
  layout: '',
  switches: '',
  budget: '',
  timeline: '',
  message: '',
}

/**
 * Focuses `el` and, where `area` (the field with its label and error) is not wholly on screen
 * below the fixed header, jumps there at once, clear of the header. Each engine scrolls a
 * focused element its own way, and WebKit left a contact field under the header with its label
 * hidden.
 */
function focusInView(el: HTMLElement, area: HTMLElement): void {
  el.focus({ preventScroll: true })
  const y = belowHeader(area) // above the scroll: its top is under the header
  if (y < window.scrollY || area.getBoundingClientRect().bottom > window.innerHeight) jumpTo(y)
}

/**
 * The commission form: checks itself in the browser, then opens the visitor's
 * email app with everything filled in (mailto:). Nothing is sent anywhere.
 * An `estimate` from the pricing panel fills in the layout and a first line, and goes into the email.
 */
export function ContactForm({ estimate }: { estimate: ContactEstimate | null }) {
  const uid = useId()
  const [fields, setFields] = useState<ContactFields>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  // how many fields the press of 'write the email' found wrong, read out then and not again at
  // each field put right (an alert read out mid-typing, over the visitor's words): gone from the
  // alert at the next change, while the summary on screen counts what is left
  const [found, setFound] = useState(0)
  const [mailto, setMailto] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const opener = useRef<HTMLAnchorElement>(null)
  const opened = useRef(0) // when the mail app was last asked to open

  const prefill = estimate?.prefill ?? null

  // an estimate arrived (from 'request this build'): fill in what it says, never over typed text
  useEffect(() => {
    if (!prefill) return
    setFields((f) => ({
      ...f,
      layout: f.layout || prefill.layout,
      message: f.message || prefill.message,
    }))
  }, [prefill])

  // 'leave it out' takes the estimate away, and the link focused in it: from the keyboard (its
  // ring showing), focus goes on to the message the estimate was to go with, not to the page's
  // body. Not after a tap (a phone would open its keyboard), nor at Back or Forward
  const leftByKey = useRef(false)
  useEffect(() => {
    if (estimate || !leftByKey.current) return
    leftByKey.current = false
    const el = document.getElementById(`${uid}-message`)
    if (el) focusInView(el, el.closest<HTMLElement>(`.${s.field}`) ?? el)
  }, [estimate, uid])

  const id = (name: keyof ContactFields) => `${uid}-${name}`
  const set = (name: keyof ContactFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }))
    setMailto(null) // the email written before no longer says what the form does
    setFound(0)
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // written a moment ago and nothing changed since (a double click, a second tap): one email,
    // not two compose windows
    if (mailto && performance.now() - opened.current < 1500) return
    const wrong = validateContact(fields)
    setErrors(wrong)
    setFound(FIELD_ORDER.filter((k) => wrong[k]).length)
    const first = FIELD_ORDER.find((k) => wrong[k])
    if (first) {
      setMailto(null)
      const el = form.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)
      if (el) focusInView(el, el.closest<HTMLElement>(`.${s.field}`) ?? el)
      return
    }
    const href = composeMailto(SITE.email, fields, estimate?.text ?? [], nextSlotLine(SEASON))
    setMailto(href)
    // open the mail app through a real link (the same one shown below as a fallback)
    opened.current = performance.now()
    window.setTimeout(() => {
      opener.current?.click()
      opener.current?.focus()
    }, 0)
  }

  const hintIds: Partial<Record<keyof ContactFields, string>> = {
    switches: `${uid}-switches-hint`,
    budget: `${uid}-budget-hint`,
  }
  const field = (name: keyof ContactFields) => {
    const error = errors[name]
    return {
      id: id(name),
      name,
      value: fields[name],
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby':
        [error ? `${id(name)}-error` : '', hintIds[name] ?? ''].filter(Boolean).join(' ') ||
        undefined,
    }
  }
  const errorText = (name: keyof ContactFields) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className={s.error}>
        <span aria-hidden="true">! </span>
        {errors[name]}
      </p>
    ) : null
  const count = FIELD_ORDER.filter((k) => errors[k]).length
  const look = (n: number) =>
    n > 0 ? `${n === 1 ? 'one field needs' : `${n} fields need`} a look.` : ''

  return (
    <form
      ref={form}
      className={s.form}
      noValidate
      onSubmit={onSubmit}
      onClickCapture={(e) => {
        const leave = (e.target as Element).closest('[data-leave]')
        leftByKey.current = !!leave?.matches(':focus-visible')
      }}
      aria-labelledby={`${uid}-title`}
    >
      <h2 id={`${uid}-title`} className={s.h2}>
        start a commission
      </h2>
      <p className={s.muted}>
        fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are needed. this opens your email app with
        the request written out; nothing is sent until you press send there.
      </p>
      <div className={s.summary} aria-hidden="true">
        {look(count)}
      </div>
      <p role="alert" className="visually-hidden">
        {look(found)}
      </p>

      <div className={s.row}>
        <div className={s.field}>
          <label htmlFor={id('name')}>
            name <span aria-hidden="true">*</span>
          </label>
          <input
            {...field('name')}
            autoComplete="name"
            required
            onChange={(e) => set('name')(e.target.value)}
          />
          {errorText('name')}
        </div>
        <div className={s.field}>
          <label htmlFor={id('email')}>
            email <span aria-hidden="true">*</span>
          </label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            onChange={(e) => set('email')(e.target.value)}
          />
          {errorText('email')}
        </div>
      </div>

      <div className={s.row}>
        <div className={s.field}>
          <label htmlFor={id('layout')}>
            layout <span aria-hidden="true">*</span>
          </label>
          <select {...field('layout')} required onChange={(e) => set('layout')(e.target.value)}>
            <option value="">choose a layout</option>
            {LAYOUTS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
          {errorText('layout')}
        </div>
        <div className={s.field}>
          <label htmlFor={id('switches')}>switches</label>
          <input {...field('switches')} onChange={(e) => set('switches')(e.target.value)} />
          <p id={hintIds.switches} className={s.hint}>
            linear, tactile, silent, or a name you like
          </p>
          {errorText('switches')}
        </div>
      </div>

      <div className={s.row}>
        <div className={s.field}>
          <label htmlFor={id('budget')}>budget</label>
          <input {...field('budget')} onChange={(e) => set('budget')(e.target.value)} />
          <p id={hintIds.budget} className={s.hint}>
            a range is fine, parts included or not
          </p>
          {errorText('budget')}
        </div>
        <div className={s.field}>
          <label htmlFor={id('timeline')}>timeline</label>
          <input {...field('timeline')} onChange={(e) => set('timeline')(e.target.value)} />
          {errorText('timeline')}
        </div>
      </div>

      <div className={s.field}>
        <label htmlFor={id('message')}>
          the board you have in mind <span aria-hidden="true">*</span>
        </label>
        <textarea
          {...field('message')}
          rows={6}
          required
          onChange={(e) => set('message')(e.target.value)}
        />
        {errorText('message')}
      </div>

      {estimate?.summary}

      <div className={s.actions}>
        <button type="submit" className={s.submit}>
          write the email
        </button>
      </div>

      {/* there from the start: a live region read out what comes into it, not itself arriving */}
      <div role="status" className={s.status}>
        {mailto ? (
          <p className={s.done}>
            your email app should open with everything filled in.{' '}
            <a ref={opener} href={mailto} className={s.link}>
              open the email again
            </a>{' '}
            or write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a> directly.
          </p>
        ) : null}
      </div>
    </form>
  )
}
