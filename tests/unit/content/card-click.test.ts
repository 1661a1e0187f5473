import { describe, expect, it, vi } from 'vitest'
import { CARD_CLICK, onCardClick, setCardClickHandler } from '../../../src/content/card-click'

describe('the shared card-click handler', () => {
  it('calls the installed handler and tells the page, without touching the network', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const handler = vi.fn()
    const heard = vi.fn()
    window.addEventListener(CARD_CLICK, (e) => heard((e as CustomEvent).detail.slug))
    const remove = setCardClickHandler(handler)
    onCardClick('azoth')
    expect(handler).toHaveBeenCalledWith('azoth')
    expect(heard).toHaveBeenCalledWith('azoth')
    remove()
    onCardClick('neo-ergo')
    expect(handler).toHaveBeenCalledTimes(1)
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
