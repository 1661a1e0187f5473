import { describe, expect, it } from 'vitest'
import { pinStart } from '../../../../src/routes/home/pin-start'

describe("the home sections' pins", () => {
  it("finds where a section's sticky pin starts", () => {
    const section = document.createElement('section')
    const pin = document.createElement('div')
    pin.style.top = '70px'
    section.append(pin)
    document.body.append(section)
    section.getBoundingClientRect = () => ({ top: 500 }) as DOMRect
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true })
    expect(pinStart(section)).toBe(630)
    section.remove()
  })
})
