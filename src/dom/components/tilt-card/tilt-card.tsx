import type { ReactNode } from 'react'

/** Tilt presets (SPEC.md section 9): 'default' max 7, 'card' max 3.25, 'about' max 1.75. */
export type TiltVariant = 'default' | 'card' | 'about'

export interface TiltCardProps {
  variant?: TiltVariant
  as?: 'div' | 'article' | 'section' | 'li' | 'aside'
  className?: string
  children: ReactNode
  /** Click on the card (pointer devices also get the press shrink). */
  onClick?: () => void
  /** Play the quiet click and a brief exaggerated tilt (14) on click, then settle back. */
  exaggerateOnClick?: boolean
  'aria-labelledby'?: string
  'aria-label'?: string
}

/**
 * The glass card that tilts toward the pointer with a glare, used wherever cards appear.
 * (Contract stub: the keyboards issue fills in tilt, press and the canvas glare.)
 */
export function TiltCard({
  as: Tag = 'div',
  className,
  children,
  onClick,
  variant: _variant,
  exaggerateOnClick: _exaggerate,
  ...aria
}: TiltCardProps) {
  return (
    <Tag className={className ? `glass ${className}` : 'glass'} onClick={onClick} {...aria}>
      {children}
    </Tag>
  )
}
