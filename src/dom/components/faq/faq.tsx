import { useId, useState, type ReactNode } from 'react'
import { FAQ, INFO_LINES, toggleFaq, type InfoLine } from '../../../content/faq'
import s from './faq.module.css'

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

const INFO_ICONS: Record<InfoLine['icon'], ReactNode> = {
  truck: (
    <Icon>
      <path d="M3 6.5h11v9H3zM14 9.5h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </Icon>
  ),
  clock: (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  ),
  shield: (
    <Icon>
      <path d="M12 3l7.5 3v5.5c0 4.4-3.2 8.1-7.5 9.5-4.3-1.4-7.5-5.1-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
    </Icon>
  ),
}

/** 'Frequently Asked Questions': info lines, then an accordion with at most one answer open. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  return (
    <section className={s.faq} aria-labelledby={`${id}-title`}>
      <p className={s.eyebrow}>before you ship anything</p>
      <h2 id={`${id}-title`} className={s.title}>
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
                </div>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
