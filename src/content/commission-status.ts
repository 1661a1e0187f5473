/** Commission status options (SPEC.md section 3): label, colour and icon for each. */
export type CommissionStatusKey = 'open' | 'limited' | 'closed'

/** How one status looks and reads. */
export interface CommissionStatusOption {
  key: CommissionStatusKey
  label: string
  /** CSS colour variable from theme.css (tuned for contrast in both themes). */
  colorVar: '--status-open' | '--status-limited' | '--status-closed'
  colorName: 'green' | 'amber' | 'red'
  icon: 'check' | 'hourglass' | 'cross'
  note: string
}

export const COMMISSION_STATUS: Record<CommissionStatusKey, CommissionStatusOption> = {
  open: {
    key: 'open',
    label: 'open',
    colorVar: '--status-open',
    colorName: 'green',
    icon: 'check',
    note: 'the bench is free. send me your board or your idea and we can start this week.',
  },
  limited: {
    key: 'limited',
    label: 'limited',
    colorVar: '--status-limited',
    colorName: 'amber',
    icon: 'hourglass',
    note: 'i take ten builds a season, one on the bench at a time. write to me before you ship parts so i can hold a slot for you.',
  },
  closed: {
    key: 'closed',
    label: 'closed',
    colorVar: '--status-closed',
    colorName: 'red',
    icon: 'cross',
    note: 'the queue is full for now. check back soon, the bench clears fast.',
  },
}
