import { useId, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { FAQ, INFO_LINES, toggleFaq, type InfoLine } from '../../../content/faq'
import { TextIcon } from '../icons/text-icons'
import { ClockIcon, ShieldIcon, TruckIcon } from './faq-icons'
import s from './faq.module.css'

const INFO_ICONS: Record<InfoLine['icon'], ReactNode> = {
  truck: <TruckIcon />,
  clock: <ClockIcon />,
  shield: <ShieldIcon />,
}

/** 'Frequently Asked Questions': info lines, then an accordion with at most one answer open. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  return (
    <section className={s.faq} aria-labelledby={`${id}-title`}>
      <p className="section-eyebrow">before you ship anything</p>
      <h2 id={`${id}-title`} className="section-title">
        Frequently Asked Questions
      </h2>
      <ul className={s.info}>
        {INFO_LINES.map((line) => (
          <li key={line.label} className={s.line}>
            <span className={s.icon}>{INFO_ICONS[line.icon]}</span>
            <span className={s.lineText}>
              <span className={s.label}>{line.label}</span>
              <span className={s.value}>{line.value}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={s.accordion}>
        {FAQ.map((entry, i) => {
          const expanded = open === i
          return (
            <div key={entry.question} className={s.entry} data-open={expanded || undefined}>
              <h3 className={s.question}>
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${i}`}
                  className={s.toggle}
                  onClick={() => setOpen((o) => toggleFaq(o, i))}
                >
                  <span>{entry.question}</span>
                  <span className={s.chevron} aria-hidden="true" />
                </button>
              </h3>
              <div
                id={`${id}-a${i}`}
                role="region"
                aria-labelledby={`${id}-q${i}`}
                className={s.answer}
              >
                <div className={s.answerInner}>
                  <p>{entry.answer}</p>
                  {entry.link && (
                    <Link href={entry.link.href} className={`go-link ${s.link}`}>
                      {entry.link.label} <TextIcon name="right" />
                    </Link>
                  )}
                </div>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
