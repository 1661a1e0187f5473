import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NEAR_AT_REST, NEAR_SCROLLING, nearScreen } from '../../../src/dom/near-screen'
import { SectionBoundary } from '../../../src/lib/error-boundary'
import { motion } from '../../../src/state/motion-store'
import { scrollStore } from '../../../src/state/scroll-store'

/** A stand-in IntersectionObserver whose callbacks the test calls (jsdom has none). */
class FakeObserver {
  static all: FakeObserver[] = []
  targets: Element[] = []
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string }
  ) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.targets.push(el)
  }
  disconnect() {
    this.targets = []
  }
  /** Says the observed section is (or is not) within its margin. */
  fire(isIntersecting: boolean) {
    if (this.targets.length) this.callback([{ isIntersecting }])
  }
}

const latest = () => FakeObserver.all.at(-1)!
const flush = () => act(() => new Promise((r) => setTimeout(r, 20)))

/** The timers and frames `whenQuiet` waits on, under the test's hand (real ones again after). */
const fakeClock = () =>
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  })

let clicks = 0
let cancelable: boolean[] = []
let keys: string[] = []
function Section() {
  return (
    <section>
      <p>the price list</p>
      <button
        type="button"
        onClick={(e) => {
          clicks++
          cancelable.push(e.cancelable) // a link's handler can still keep the browser from following it
        }}
      >
        pick
      </button>
      <button type="button" role="tab" onKeyDown={(e) => keys.push(e.key)}>
        tier
      </button>
    </section>
  )
}

/** The HTML the prerender writes for a waiting section (wrapper, then a Suspense boundary). */
const SERVER_HTML =
  '<div class="near" data-near="waiting"><!--$--><section><p>the price list</p><button type="button">pick</button><button type="button" role="tab">tier</button></section><!--/$--></div>'

let root: Root | null = null
let container: HTMLElement

/** Hydrates `ui` over the prerendered HTML of one waiting section. */
async function hydrate(ui: React.ReactNode) {
  container = document.createElement('div')
  container.innerHTML = SERVER_HTML
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) })
  })
}
let errors: unknown[] = []

/** The visitor's scroll begins (and goes on until the test says it rests). */
const startScrolling = () =>
  act(() => {
    scrollStore.setState({ scrolling: true })
    window.dispatchEvent(new Event('scroll'))
  })
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') // React's development warnings (a wrong use of use())
  FakeObserver.all = []
  errors = []
  clicks = 0
  cancelable = []
  keys = []
  delete (window as { thockLive?: boolean }).thockLive
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  scrollStore.setState({ scrolling: false })
})
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled()
  act(() => root?.unmount())
  root = null
  container?.remove()
  vi.unstubAllGlobals()
})

describe('a section that loads when it comes near', () => {
  it('keeps the prerendered HTML while it waits, and hydrates it once it is on screen', async () => {
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load)
    await hydrate(<Near />)
    const wrapper = container.firstElementChild as HTMLElement
    expect(wrapper.dataset.near).toBe('waiting')
    expect(container.textContent).toContain('the price list')
    expect(load).not.toHaveBeenCalled()
    expect(latest().options.rootMargin).toBe(NEAR_AT_REST)
    latest().fire(false)
    await flush()
    expect(load).not.toHaveBeenCalled()
    latest().fire(true)
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(wrapper.dataset.near).toBe('live')
    expect(container.querySelector('section')?.textContent).toBe('the price listpicktier')
    expect(errors).toEqual([]) // hydrated, not replaced
  })

  it('looks two viewports ahead from the first scroll, and loads once the scroll rests', async () => {
    fakeClock()
    try {
      const load = vi.fn(async () => Section)
      const Near = nearScreen(load)
      await hydrate(<Near />)
      act(() => {
        scrollStore.setState({ scrolling: true })
        window.dispatchEvent(new Event('scroll'))
      })
      expect(latest().options.rootMargin).toBe(NEAR_SCROLLING)
      latest().fire(true)
      // still scrolling: its HTML serves, nothing loads or hydrates in the scroll's frames
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(load).not.toHaveBeenCalled()
      act(() => scrollStore.setState({ scrolling: false }))
      await act(() => vi.advanceTimersByTimeAsync(motion().idle.sectionQuietMs / 2))
      expect(load).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(motion().idle.sectionQuietMs + 500))
      expect(load).toHaveBeenCalledTimes(1)
      expect((container.firstElementChild as HTMLElement).dataset.near).toBe('live')
    } finally {
      vi.useRealTimers()
    }
  })

  it('on screen by a scroll whose event has not come yet (a frame-by-frame scroll), waits for the rest', async () => {
    fakeClock()
    const y = vi.spyOn(window, 'scrollY', 'get')
    try {
      const load = vi.fn(async () => Section)
      const Near = nearScreen(load)
      await hydrate(<Near />)
      expect(latest().options.rootMargin).toBe(NEAR_AT_REST)
      // an animation frame scrolled the page, and the observer reports before the scroll event
      act(() => scrollStore.setState({ scrolling: true }))
      y.mockReturnValue(900)
      latest().fire(true)
      expect(latest().options.rootMargin).toBe(NEAR_SCROLLING)
      latest().fire(true)
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(load).not.toHaveBeenCalled() // its HTML serves the scroll
      act(() => scrollStore.setState({ scrolling: false }))
      await act(() => vi.advanceTimersByTimeAsync(motion().idle.sectionQuietMs + 500))
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      y.mockRestore()
      vi.useRealTimers()
    }
  })

  it('loads mid-scroll when its motion follows the scroll', async () => {
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load, { followsScroll: true })
    await hydrate(<Near />)
    startScrolling()
    latest().fire(true)
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect((container.firstElementChild as HTMLElement).dataset.near).toBe('live')
  })

  it('loads at once when pressed while the page scrolls', async () => {
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load)
    await hydrate(<Near />)
    startScrolling()
    latest().fire(true)
    act(() => screen.getByRole('button', { name: 'pick' }).click())
    await flush()
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(clicks).toBe(1) // the held click, replayed once live
  })

  it('holds a click that lands before it is live and replays it once it is', async () => {
    let finish = (_: typeof Section) => {}
    const Near = nearScreen(() => new Promise((r) => (finish = r)))
    await hydrate(<Near />)
    act(() => screen.getByRole('button', { name: 'pick' }).click())
    expect(clicks).toBe(0) // nothing can answer it yet
    await flush() // the click asked for the section: its code is on the way
    await act(async () => finish(Section))
    await flush()
    expect(clicks).toBe(1)
    act(() => screen.getByRole('button', { name: 'pick' }).click())
    expect(clicks).toBe(2)
    expect(cancelable).toEqual([true, true])
  })

  it('replays every click that landed while it loaded, in order (a tier, then a tab)', async () => {
    let finish = (_: typeof Section) => {}
    const Near = nearScreen(() => new Promise((r) => (finish = r)))
    await hydrate(<Near />)
    act(() => screen.getByRole('button', { name: 'pick' }).click())
    act(() => screen.getByRole('button', { name: 'pick' }).click())
    expect(clicks).toBe(0)
    await flush()
    await act(async () => finish(Section))
    await flush()
    expect(clicks).toBe(2) // neither tap lost
  })

  it('loads at a key, and holds no key: its default (a scroll) stands', async () => {
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load)
    await hydrate(<Near />)
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })
    act(() => {
      screen.getByRole('tab', { name: 'tier' }).dispatchEvent(key)
    })
    expect(key.defaultPrevented).toBe(false)
    await flush()
    await flush()
    expect(load).toHaveBeenCalledTimes(1) // the key asked for the section, off screen
    expect(keys).toEqual([]) // not replayed
  })

  it('holds a click that lands after React listens and before the section does', async () => {
    // React hydrates the page a commit after the shell: a click between the two (or a tap kept
    // from before React listened, pressed again then) reached the section before its effect
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load)
    ;(window as { thockLive?: boolean }).thockLive = true
    container = document.createElement('div')
    container.innerHTML = SERVER_HTML
    document.body.append(container)
    act(() => screen.getByRole('button', { name: 'pick' }).click()) // no effect has run yet
    expect(clicks).toBe(0)
    await act(async () => {
      root = hydrateRoot(container, <Near />, { onRecoverableError: (e) => errors.push(e) })
    })
    await flush()
    await flush()
    expect(load).toHaveBeenCalledTimes(1) // the click asked for it, off screen
    expect(clicks).toBe(1) // and was answered once
  })

  it('keeps the HTML when its parent renders again while it waits', async () => {
    const Near = nearScreen(async () => Section)
    let bump = () => {}
    function Parent() {
      const [n, setN] = useState(0)
      bump = () => setN(n + 1)
      return (
        <>
          <Near />
          <p>renders {n}</p>
        </>
      )
    }
    container = document.createElement('div')
    container.innerHTML = `${SERVER_HTML}<p>renders <!-- -->0</p>`
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container, <Parent />, { onRecoverableError: (e) => errors.push(e) })
    })
    act(() => bump())
    await flush()
    expect(container.textContent).toContain('renders 1')
    expect(container.textContent).toContain('the price list')
    expect(errors).toEqual([])
  })

  it('loads at once if its server HTML is dropped while it waits, instead of staying blank', async () => {
    // React drops a waiting boundary's server HTML for its fallback (nothing) when a context
    // above it changes in a tap's update (in the browser: the theme, before site-config's value
    // was made constant); jsdom's React keeps it, so the drop is made here as React makes it
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load)
    await hydrate(<Near />)
    const wrapper = container.firstElementChild as HTMLElement
    expect(load).not.toHaveBeenCalled()
    act(() => wrapper.querySelector('section')!.remove())
    await flush()
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(wrapper.dataset.near).toBe('live')
    expect(container.querySelector('section')?.textContent).toBe('the price listpicktier')
  })

  it('in a client render (a navigation to the page), loads at once and shows the frame after the page', async () => {
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load)
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <p>the page's first screen</p>
          <Near />
        </Suspense>
      )
    })
    // the page is on screen, its code already asked for; a screen's height stands in for it
    expect(screen.getByText("the page's first screen")).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('the price list')).toBeNull()
    expect(document.querySelector('[data-near] > [aria-hidden="true"]')).not.toBeNull()
    expect(await screen.findByText('the price list')).toBeTruthy()
    expect(document.querySelector('[data-near] > [aria-hidden="true"]')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
    expect(document.querySelector('[data-near]')?.getAttribute('data-near')).toBe('live')
  })

  it('a section whose code could not load (offline) loads when the visitor comes back to the page', async () => {
    const load = vi
      .fn<() => Promise<typeof Section>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Section)
    const Near = nearScreen(load)
    consoleError.mockImplementation(() => {}) // the boundary reports the failure
    cleanup()
    const visitPage = () =>
      act(async () => {
        render(
          <SectionBoundary name="services">
            <Near />
          </SectionBoundary>
        )
      })
    await visitPage()
    expect(await screen.findByText(/could not be shown/)).toBeTruthy()
    await act(() => new Promise((r) => setTimeout(r, 300)))
    expect(load).toHaveBeenCalledTimes(1) // shown, not asked for again and again
    cleanup() // the visitor leaves, back online, and comes back
    await visitPage()
    expect(await screen.findByText('the price list')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    // what was logged is the failure, once, and no wrong use of use()
    const logged = (consoleError.mock.calls as unknown[][]).map((c) => c.map(String).join(' '))
    expect(logged.filter((l) => /uncached promise/.test(l))).toEqual([])
    expect(logged.filter((l) => /the services section failed/.test(l))).toHaveLength(1)
    consoleError.mockClear()
  })

  it('loads at once when `now` says so (an address naming its state)', async () => {
    const load = vi.fn(async () => Section)
    const Near = nearScreen(load, { now: () => true })
    await hydrate(<Near />)
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect((container.firstElementChild as HTMLElement).dataset.near).toBe('live')
  })
})
