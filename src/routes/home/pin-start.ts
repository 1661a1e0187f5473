/**
 * The scroll position at which `section`'s first child (a `position: sticky` pin) pins: the
 * section's document top less the pin's CSS `top`. Reads layout: call it in `onMeasure`.
 */
export function pinStart(section: HTMLElement): number {
  const pin = section.firstElementChild as HTMLElement | null
  const top = pin ? parseFloat(getComputedStyle(pin).top) || 0 : 0
  return section.getBoundingClientRect().top + window.scrollY - top
}
