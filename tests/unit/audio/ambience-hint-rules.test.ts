import { describe, expect, it } from 'vitest'
import { hintText, isMobile, shouldShowHint } from '../../../src/audio/ambience-hint-rules'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'

describe('mobile detection', () => {
  it('counts phone user agents as mobile at any width', () => {
    expect(isMobile({ userAgent: IPHONE, width: 1024, touch: true })).toBe(true)
    expect(isMobile({ userAgent: ANDROID, width: 412, touch: false })).toBe(true)
  })

  it('counts a window under 600 px that supports touch as mobile', () => {
    expect(isMobile({ userAgent: DESKTOP, width: 599, touch: true })).toBe(true)
    expect(isMobile({ userAgent: MAC, width: 390, touch: true })).toBe(true)
  })

  it('does not count a narrow window without touch, or a wide touch screen', () => {
    expect(isMobile({ userAgent: DESKTOP, width: 390, touch: false })).toBe(false)
    expect(isMobile({ userAgent: DESKTOP, width: 600, touch: true })).toBe(false)
    expect(isMobile({ userAgent: MAC, width: 1440, touch: false })).toBe(false)
  })
})

describe('ambience hint rules', () => {
  const cases: Array<[mobile: boolean, muted: boolean, volume: number, shows: boolean]> = [
    [true, false, 51, true],
    [true, false, 0, true], // phones ignore the page's volume: the hint is about sound at all
    [true, true, 51, false],
    [true, true, 0, false],
    [false, false, 51, true],
    [false, false, 1, true],
    [false, false, 0, false],
    [false, true, 51, false], // a click would not start muted music: no promise of it
    [false, true, 0, false],
  ]
  it.each(cases)('mobile %s, muted %s, volume %i -> shows %s', (mobile, muted, volume, shows) => {
    expect(shouldShowHint({ mobile, muted, volume })).toBe(shows)
  })

  it('never shows when autoplay is off', () => {
    expect(shouldShowHint({ mobile: true, muted: false, volume: 51, autoplay: false })).toBe(false)
    expect(shouldShowHint({ mobile: false, muted: false, volume: 51, autoplay: false })).toBe(false)
  })

  it('never shows in a browser that cannot play sound (a press would start nothing)', () => {
    expect(shouldShowHint({ mobile: true, muted: false, volume: 51, audio: false })).toBe(false)
    expect(shouldShowHint({ mobile: false, muted: false, volume: 51, audio: false })).toBe(false)
  })

  it('says tap on mobile and click on desktop', () => {
    expect(hintText(true)).toBe('tap anywhere to start ambience')
    expect(hintText(false)).toBe('click anywhere to start ambience')
  })
})
