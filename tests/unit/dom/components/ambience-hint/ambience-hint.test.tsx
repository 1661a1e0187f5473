import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { AmbienceHint } from '../../../../../src/dom/components/ambience-hint/ambience-hint'
import { usePreferencesStore } from '../../../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../../../src/state/safe-storage'
import { useUiStore } from '../../../../../src/state/ui-store'
import { openAudio } from '../../../../../src/audio/audio'

// the engine, as far as the hint sees it: what its first start came to
vi.mock('../../../../../src/audio/audio', () => ({ openAudio: vi.fn(), hasWebAudio: () => true }))
const startCameTo = (state: string) =>
  vi.mocked(openAudio).mockResolvedValue({ started: Promise.resolve(state) } as never)
const w = window as { thockPressed?: boolean }

function device({ phone, width }: { phone: boolean; width: number }) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    phone
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148'
      : 'Mozilla/5.0 (X11; Linux x86_64)'
  )
  vi.stubGlobal('innerWidth', width)
}

describe('AmbienceHint', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
    useUiStore.setState(useUiStore.getInitialState())
  })
  afterEach(() => {
    delete w.thockPressed
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** The frame that answers the press is painted, then the task after it runs. */
  const paintFrame = () => act(() => vi.advanceTimersByTime(20))

  it('says click anywhere on desktop and goes with the first click, after a 220 ms fade', () => {
    device({ phone: false, width: 1280 })
    render(<AmbienceHint />)
    const hint = screen.getByRole('status')
    expect(hint.textContent).toBe('click anywhere to start ambience')
    expect(useUiStore.getState().hintVisible).toBe(true)
    fireEvent.click(document.body)
    // the clicked control's answer comes first: the hint's fade starts once that frame is painted
    expect(hint.dataset.state).toBe('open')
    paintFrame()
    expect(hint.dataset.state).toBe('closing')
    expect(useUiStore.getState().hintVisible).toBe(false)
    act(() => vi.advanceTimersByTime(219))
    expect(screen.queryByRole('status')).not.toBeNull()
    act(() => vi.advanceTimersByTime(2))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says tap anywhere on a phone and goes with the first press', () => {
    device({ phone: true, width: 390 })
    render(<AmbienceHint />)
    expect(screen.getByRole('status').textContent).toBe('tap anywhere to start ambience')
    fireEvent.keyDown(window, { key: 'Enter' })
    paintFrame()
    expect(screen.getByRole('status').dataset.state).toBe('closing')
  })

  it('stays through a touch press (a scroll starts no music) and goes with the tap', () => {
    device({ phone: true, width: 390 })
    render(<AmbienceHint />)
    fireEvent.pointerDown(window, { pointerType: 'touch' })
    paintFrame()
    expect(screen.getByRole('status').dataset.state).toBe('open')
    fireEvent.click(document.body)
    paintFrame()
    expect(screen.getByRole('status').dataset.state).toBe('closing')
  })

  it('after a press made before the code ran: shown, and gone once the music it started plays', async () => {
    device({ phone: true, width: 390 })
    w.thockPressed = true
    startCameTo('playing')
    render(<AmbienceHint />)
    expect(screen.getByRole('status').dataset.state).toBe('open')
    await act(async () => {})
    expect(screen.getByRole('status').dataset.state).toBe('closing')
  })

  it('after a press made before the code ran that the browser refused: it stays for the next tap', async () => {
    device({ phone: true, width: 390 })
    w.thockPressed = true
    startCameTo('idle')
    render(<AmbienceHint />)
    await act(async () => {})
    expect(screen.getByRole('status').dataset.state).toBe('open')
    fireEvent.click(document.body)
    paintFrame()
    expect(screen.getByRole('status').dataset.state).toBe('closing')
  })

  it('after a press made before the code ran: a tap while the engine loads, which starts nothing, leaves it for the next tap once the browser has refused', async () => {
    device({ phone: true, width: 390 })
    w.thockPressed = true
    let answer: (state: string) => void = () => {}
    vi.mocked(openAudio).mockResolvedValue({
      started: new Promise((resolve) => (answer = resolve)),
    } as never)
    render(<AmbienceHint />)
    await act(async () => {})
    fireEvent.click(document.body) // before the engine's first start has its answer
    paintFrame()
    expect(screen.getByRole('status').dataset.state).toBe('open')
    await act(async () => answer('idle')) // refused: the music waits for a gesture
    expect(screen.getByRole('status').dataset.state).toBe('open')
    fireEvent.click(document.body)
    paintFrame()
    expect(screen.getByRole('status').dataset.state).toBe('closing')
  })

  it('does not show when muted', () => {
    device({ phone: true, width: 390 })
    usePreferencesStore.setState({ muted: true })
    render(<AmbienceHint />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('does not show on desktop when the stored volume is 0', () => {
    device({ phone: false, width: 1280 })
    usePreferencesStore.setState({ volume: 0 })
    render(<AmbienceHint />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
