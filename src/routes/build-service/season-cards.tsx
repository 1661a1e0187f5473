import { SITE } from '../../content/site-config'
import { SEASON } from '../../content/season'
import { CommissionStatus } from '../../dom/components/commission-status/commission-status'
import { CommissionTimeline, SlotsOpen } from './season-queue'
import s from './season.module.css'

/** The commission status with the season's open slots beside it, then the stages of a commission. */
export function SeasonCards() {
  return (
    <>
      {/* the status stays the spec's fixed 'limited'; the season says how many slots that is */}
      <div className={s.status}>
        <CommissionStatus status={SITE.commissionStatus} />
        <SlotsOpen season={SEASON} />
      </div>
      <CommissionTimeline season={SEASON} />
    </>
  )
}
