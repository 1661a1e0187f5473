import { motion } from '../state/motion-store'

/**
 * Phone user agents (tablets and desktops do not match). 'Mobi' covers Android phones' 'Mobile',
 * 'IEMobile' and 'Mobile Safari'.
 */
const PHONE_UA = /iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|webOS|Mobi/i

interface DeviceInfo {
  userAgent: string
  width: number // px, window.innerWidth
  touch: boolean // the device supports touch
}

/** Mobile = the user agent matches phone patterns, or the window is under 600 px wide and supports touch. */
export function isMobile({ userAgent, width, touch }: DeviceInfo): boolean {
  return PHONE_UA.test(userAgent) || (width < motion().audio.hintMaxWidthPx && touch)
}

/** What the current browser is, read in an effect (never during render). */
export function readDevice(): DeviceInfo {
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    touch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
  }
}

/**
 * Whether the 'start ambience' hint shows at start: on mobile when not muted; on desktop
 * when the stored volume is above 0 (and not muted: a hint promising music that a click
 * would not start is a broken promise). Never when autoplay is off, nor in a browser that
 * cannot play sound (no Web Audio).
 */
export function shouldShowHint({
  mobile,
  muted,
  volume,
  autoplay = true,
  audio = true,
}: {
  mobile: boolean
  muted: boolean
  volume: number // 0-100, the stored preference
  autoplay?: boolean
  audio?: boolean // the browser has Web Audio
}): boolean {
  if (!autoplay || muted || !audio) return false
  return mobile || volume > 0
}

/** The hint's words for the device. */
export function hintText(mobile: boolean): string {
  return `${mobile ? 'tap' : 'click'} anywhere to start ambience`
}
