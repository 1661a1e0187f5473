import { EMAIL_ADDRESS } from '../../content/email-address'
import type { LayoutKey } from '../../content/pricing'

/** What a visitor fills in on the contact form. */
export interface ContactFields {
  name: string
  email: string
  layout: string
  switches: string
  budget: string
  timeline: string
  message: string
}

/** The form's layout choice for each layout of the price list: its names, 'special' spelt out. */
export const LAYOUT_CHOICE: Record<LayoutKey, string> = {
  '60': '60-65%',
  '75': '75%-TKL',
  full: 'full-size',
  custom: 'something special',
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>

/** The form's fields, in the order errors are reported and focused. */
export const FIELD_ORDER: (keyof ContactFields)[] = [
  'name',
  'email',
  'layout',
  'switches',
  'budget',
  'timeline',
  'message',
]

const MIN_MESSAGE = 20
// the short answers: the whole email must stay a link a mail app opens (many refuse a long one)
const MAX_SHORT = 200

/** Characters as a reader counts them: one emoji is one, though it may be seven UTF-16 units. */
function chars(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text).length
  return Array.from(new Intl.Segmenter().segment(text)).length
}

/** Checks the form; returns a plain-language message per invalid field (empty object = valid). */
export function validateContact(f: ContactFields): ContactErrors {
  const e: ContactErrors = {}
  if (!f.name.trim()) e.name = 'tell me what to call you.'
  if (!f.email.trim()) e.email = 'add your email so i can reply.'
  else if (!EMAIL_ADDRESS.test(f.email.trim()))
    e.email = 'that email looks incomplete, e.g. you@example.com.'
  if (!f.layout) e.layout = 'pick a layout, or "not sure yet".'
  const message = f.message.trim()
  if (!message) e.message = 'say a few words about the board you have in mind.'
  else if (chars(message) < MIN_MESSAGE)
    e.message = `a little more, please: at least ${MIN_MESSAGE} characters.`
  if (chars(f.name) > 120) e.name = 'that name is too long (120 characters at most).'
  if (f.email.length > 254) e.email = 'that email is too long for an address.'
  for (const key of ['switches', 'budget', 'timeline'] as const)
    if (chars(f[key].trim()) > MAX_SHORT)
      e[key] =
        `a short answer here, please (${MAX_SHORT} characters at most): the rest can go in the message.`
  if (chars(f.message) > 4000) e.message = 'that is a lot: 4000 characters at most, please.'
  return e
}

/**
 * Composes the pre-filled email: a mailto: URL with subject and body, every part encoded;
 * `slot` (the season's next open slot, season.ts) follows the visitor's answers, and
 * `estimate` lines (from the pricing panel) follow the message.
 * @example composeMailto('hello@thockandco.com', fields) // 'mailto:hello@thockandco.com?subject=…&body=…'
 */
export function composeMailto(
  to: string,
  f: ContactFields,
  estimate: string[] = [],
  slot?: string
): string {
  const subject = `commission request: ${f.layout || 'keyboard'} (${f.name.trim()})`
  const lines = [
    `hi! i'd like to talk about a build.`,
    '',
    `name: ${f.name.trim()}`,
    `email: ${f.email.trim()}`,
    `layout: ${f.layout}`,
    `switches: ${f.switches.trim() || 'open to suggestions'}`,
    `budget: ${f.budget.trim() || 'not sure yet'}`,
    `timeline: ${f.timeline.trim() || 'flexible'}`,
    ...(slot ? [`slot: ${slot}`] : []),
    '',
    f.message.trim(),
    ...(estimate.length ? ['', ...estimate] : []),
  ]
  const body = lines.join('\r\n')
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
