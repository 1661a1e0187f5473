/**
 * The one door to localStorage (and sessionStorage, for what is remembered only for a visit). Tolerates missing, corrupt and throwing storage
 * (Safari private mode, blocked site data): reads fall back to defaults, writes
 * are kept in memory so the visit keeps working.
 */

export const STORAGE_KEYS = {
  theme: 'thock-theme',
  muted: 'thock-muted',
  volume: 'thock-volume',
} as const

/** sessionStorage keys: remembered for this visit only. */
export const SESSION_KEYS = {
  quality: 'thock-quality', // the tier the governor chose ('full' | 'lite')
  qualityForced: 'thock-quality-forced', // a tier forced from the dev panel or a test
  qualityCeiling: 'thock-quality-ceiling', // 'lite' once a software renderer was seen
  qualityProven: 'thock-quality-proven', // '1' once the full look was seen to be affordable
  leftAt: 'thock-left-at', // [history entry key, scroll y][]: where each page was left
} as const

export type Theme = 'dark' | 'light'

export const DEFAULT_THEME: Theme = 'dark'
export const DEFAULT_MUTED = false
export const DEFAULT_VOLUME = 51 // 0-100

const memory = new Map<string, string>() // session keys prefixed with '~'

function storage(session: boolean): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return session ? window.sessionStorage : window.localStorage
  } catch {
    return null // accessing storage itself can throw (blocked site data)
  }
}

/** Raw read (sessionStorage with `session`): the stored string, the in-memory copy, or null. */
export function readRaw(key: string, session = false): string | null {
  try {
    const value = storage(session)?.getItem(key)
    if (value !== null && value !== undefined) return value
  } catch {
    // fall through to memory
  }
  return memory.get(session ? '~' + key : key) ?? null
}

/** Raw write: stores the string (null removes it); remembers it in memory whatever storage does. */
export function writeRaw(key: string, value: string | null, session = false): void {
  const id = session ? '~' + key : key
  if (value === null) memory.delete(id)
  else memory.set(id, value)
  try {
    if (value === null) storage(session)?.removeItem(key)
    else storage(session)?.setItem(key, value)
  } catch {
    // quota exceeded or blocked: the in-memory copy keeps this visit consistent
  }
}

/** Parses a stored theme; anything but 'light' or 'dark' gives the default. */
export function parseTheme(raw: string | null): Theme {
  return raw === 'light' || raw === 'dark' ? raw : DEFAULT_THEME
}

/** Parses a stored mute flag: only 'true' means muted. */
export function parseMuted(raw: string | null): boolean {
  return raw === null ? DEFAULT_MUTED : raw.trim() === 'true'
}

/**
 * Parses a stored volume into an integer 0-100; garbage gives the default.
 * @example parseVolume('999') // 100
 */
export function parseVolume(raw: string | null): number {
  if (raw === null || raw.trim() === '') return DEFAULT_VOLUME
  return clampVolume(Number(raw)) // not a number: the default
}

/** Clamps any number into the 0-100 integer volume range. */
export function clampVolume(n: number): number {
  if (!Number.isFinite(n)) return DEFAULT_VOLUME
  return Math.round(Math.min(100, Math.max(0, n)))
}

/** The visitor's stored preferences, parsed and sane. */
export function loadPreferences(): { theme: Theme; muted: boolean; volume: number } {
  return {
    theme: parseTheme(readRaw(STORAGE_KEYS.theme)),
    muted: parseMuted(readRaw(STORAGE_KEYS.muted)),
    volume: parseVolume(readRaw(STORAGE_KEYS.volume)),
  }
}

/** True when a volume has ever been stored (the music default differs when unset). */
export function hasStoredVolume(): boolean {
  const raw = readRaw(STORAGE_KEYS.volume)
  return raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw))
}

/** Test helper: forgets the in-memory fallback copies. */
export function resetMemoryStorage(): void {
  memory.clear()
}
