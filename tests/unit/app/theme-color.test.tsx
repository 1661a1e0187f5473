import fs from 'node:fs'
import path from 'node:path'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useThemeClasses } from '../../../src/app/effects/theme'
import { usePreferencesStore } from '../../../src/state/preferences-store'

const root = path.resolve(__dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const INDEX = read('index.html')
const META = /<meta name="theme-color"[^>]*>/.exec(INDEX)![0]

/** A theme's --bg in theme.css: the page background the browser bar should match. */
function pageBackground(theme: 'dark' | 'light'): string {
  const block = new RegExp(`body\\.${theme},\\s*html\\.${theme} body \\{([^}]*)\\}`).exec(
    read('src/styles/theme.css')
  )
  return /--bg:\s*(#[0-9a-f]+);/i.exec(block![1]!)![1]!
}

const bar = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content

function Theme() {
  useThemeClasses()
  return null
}

describe("a phone's browser bar (theme-color) follows the theme", () => {
  beforeEach(() => {
    document.head.innerHTML = META
    document.documentElement.className = 'dark'
    document.body.className = ''
    localStorage.clear()
    usePreferencesStore.setState({ theme: 'dark' })
  })
  afterEach(() => cleanup())

  it("index.html holds each theme's page background (theme.css --bg), dark by default", () => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!
    expect(meta.dataset.dark).toBe(pageBackground('dark'))
    expect(meta.dataset.light).toBe(pageBackground('light'))
    expect(meta.content).toBe(pageBackground('dark'))
    // above page-init.js, which colours it before the first paint
    expect(INDEX.indexOf(META)).toBeLessThan(INDEX.indexOf('<script src="/page-init.js">'))
  })

  it('page-init.js colours it with the stored theme before the first paint', () => {
    localStorage.setItem('thock-theme', 'light')
    new Function(read('public/page-init.js'))()
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(bar()).toBe(pageBackground('light'))
  })

  it('the theme toggle recolours it, both ways', () => {
    render(<Theme />)
    expect(bar()).toBe(pageBackground('dark'))
    act(() => usePreferencesStore.getState().toggleTheme())
    expect(document.body.classList.contains('light')).toBe(true)
    expect(bar()).toBe(pageBackground('light'))
    act(() => usePreferencesStore.getState().toggleTheme())
    expect(bar()).toBe(pageBackground('dark'))
  })
})
