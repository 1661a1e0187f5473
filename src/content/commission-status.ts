/**
 * Commission status options (SPEC.md section 3): label and icon for each. Its colour (green,
 * amber, red) is theme.css's `--status-<key>`, set by `[data-status]` (global.css).
 */
export type CommissionStatusKey = 'open' | 'limited' | 'closed'

/** How one status looks and reads. */
export interface CommissionStatusOption {
  key: CommissionStatusKey
  label: string
  icon: 'check' | 'hourglass' | 'cross'
  note: string
}

export const COMMISSION_STATUS: Record<CommissionStatusKey, CommissionStatusOption> = {
  open: {
    key: 'open',
    label: 'open',
    icon: 'check',
    note: 'the bench is free. send me your board or your idea and we can start this week.',
  },
  limited: {
    key: 'limited',
    label: 'limited',
    icon: 'hourglass',
    note: 'i take ten builds a season, one on the bench at a time. write to me before you ship parts or pay anything, so i can hold a slot for you.',
  },
  closed: {
    key: 'closed',
    label: 'closed',
    icon: 'cross',
    note: 'the queue is full for now. check back soon, the bench clears fast.',
  },
}
