/** The FAQ (SPEC.md section 2): info lines, then seven questions written from the terms. */
import { termAcrossTiers } from './terms'

/** A short fact with an icon key, shown above the questions. */
export interface InfoLine {
  icon: 'truck' | 'clock' | 'shield'
  label: string
  value: string
}

/** One question and its answer, with a link on where the answer points the visitor next. */
export interface FaqEntry {
  question: string
  answer: string
  link?: { href: string; label: string }
}

export const INFO_LINES: readonly InfoLine[] = [
  {
    icon: 'truck',
    label: 'Shipping',
    value:
      'you cover shipping both ways; international orders welcome (customs and import fees are yours)',
  },
  {
    icon: 'clock',
    label: 'Turnaround',
    value: termAcrossTiers('turnaround'),
  },
  {
    icon: 'shield',
    label: 'Quality Assurance',
    value: 'every key is tested and every board is typed on for a day before it ships',
  },
]

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'how do i pay?',
    answer: `${termAcrossTiers('payment', '. ')}. nothing is due before we have agreed on the plan and the quote.`,
  },
  {
    question: 'how long will it take?',
    answer: `${termAcrossTiers('turnaround', '. ')}. i tell you the day your slot starts, and send a note when it ships.`,
  },
  {
    question: 'who pays for shipping and customs?',
    answer:
      'you do, both ways: to me and back to you. i pack every board in foam inside a double box and send you the tracking number the day it leaves. for international orders the customs and import fees of your country are yours too.',
  },
  {
    question: 'do i send the parts, or do you buy them?',
    answer: `${termAcrossTiers('parts', '. ')}. when i source them, their cost is added to the labor and curation fee.`,
  },
  {
    question: 'do you take international orders?',
    answer:
      'yes. i ship worldwide from urbana-champaign. we agree on a carrier before you send anything, and you cover shipping both ways plus customs and import fees.',
  },
  {
    question: 'what does tuning include?',
    answer:
      'i clip, lube and band-aid the stabilizers until the rattle is gone, lube (and film, if you like) every switch by hand, and add case foam, pe foam or tape where they help. then i type on it, listen, and adjust until it sounds the way we agreed.',
  },
  {
    question: 'how do i start a commission?',
    answer:
      'write to me with your board, the sound and feel you are after, and a budget. i reply with a plan and a quote, and hold a slot for you while you decide; once the fee or deposit is in, the slot is yours and you ship your parts (or i order them).',
    link: { href: '/contact', label: 'write to me' },
  },
]

/** The accordion's next open item after clicking `index`: clicking the open one closes it. */
export function toggleFaq(open: number | null, index: number): number | null {
  return open === index ? null : index
}
