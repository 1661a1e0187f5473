import {
  COMMISSION_STATUS,
  type CommissionStatusKey,
  type CommissionStatusOption,
} from '../../../content/commission-status'
import s from './commission-status.module.css'

function StatusIcon({ icon }: { icon: CommissionStatusOption['icon'] }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {icon === 'check' ? <path d="M5 12.5l4.2 4.2L19 7" /> : null}
      {icon === 'cross' ? <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" /> : null}
      {icon === 'hourglass' ? (
        <>
          <path d="M7 3.5h10M7 20.5h10" />
          <path d="M8 3.5c0 4 2.2 5.6 4 8.5 1.8-2.9 4-4.5 4-8.5M8 20.5c0-4 2.2-5.6 4-8.5 1.8 2.9 4 4.5 4 8.5" />
        </>
      ) : null}
    </svg>
  )
}

/** The commission status banner: open (green), limited (amber) or closed (red), with its note. */
export function CommissionStatus({ status }: { status: CommissionStatusKey }) {
  const option = COMMISSION_STATUS[status]
  return (
    <section
      className={`glass ${s.banner}`}
      aria-label="commission status"
      data-status={option.key}
    >
      <span className={s.icon}>
        <StatusIcon icon={option.icon} />
      </span>
      <div className={s.text}>
        <p className={s.headline}>
          commission status: <strong className={s.label}>{option.label}</strong>
        </p>
        <p className={s.note}>{option.note}</p>
      </div>
    </section>
  )
}
