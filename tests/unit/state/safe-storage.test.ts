import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadPreferences,
  parseMuted,
  parseTheme,
  parseVolume,
  readRaw,
  resetMemoryStorage,
  writeRaw,
} from '../../../src/state/safe-storage'

describe('safe-storage parsing', () => {
  it('defaults everything when nothing is stored', () => {
    localStorage.clear()
    expect(loadPreferences()).toEqual({ theme: 'dark', muted: false, volume: 51 })
  })

  it.each([
    ['abc', 51],
    ['999', 100],
    ['-5', 0],
    ['', 51],
    ['NaN', 51],
    ['Infinity', 51],
    ['42', 42],
    ['42.6', 43],
    [null, 51],
  ])('reads volume %j as %d', (raw, expected) => {
    expect(parseVolume(raw)).toBe(expected)
  })

  it.each([
    ['true', true],
    ['false', false],
    ['abc', false],
    ['', false],
    [null, false],
  ])('reads muted %j as %s', (raw, expected) => {
    expect(parseMuted(raw)).toBe(expected)
  })

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['LIGHT', 'dark'],
    ['<script>', 'dark'],
    [null, 'dark'],
  ])('reads theme %j as %s', (raw, expected) => {
    expect(parseTheme(raw)).toBe(expected)
  })
})

describe('safe-storage with hostile storage', () => {
  beforeEach(() => resetMemoryStorage())
  afterEach(() => vi.restoreAllMocks())

  it('keeps working in memory when every access throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(loadPreferences()).toEqual({ theme: 'dark', muted: false, volume: 51 })
    writeRaw('thock-theme', 'light')
    expect(readRaw('thock-theme')).toBe('light')
    expect(loadPreferences().theme).toBe('light')
  })

  it('survives a window whose localStorage getter throws', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    writeRaw('thock-volume', '12')
    expect(loadPreferences().volume).toBe(12)
    expect(spy).toHaveBeenCalled()
  })

  it('keeps the value when the quota is exceeded', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    localStorage.clear()
    writeRaw('thock-muted', 'true')
    expect(loadPreferences().muted).toBe(true)
  })
})
