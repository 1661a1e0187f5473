import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { contactEstimate } from '../../../../src/routes/contact/estimate-for-contact'

describe("the contact form's estimate (loaded only for an address with a query)", () => {
  it('fills in the layout and a first line, and writes the estimate out for the email', () => {
    const got = contactEstimate('?tier=essentials&layout=75&items=tape-mod,standard-lubing.90')
    expect(got.prefill).toEqual({
      layout: '75%-TKL',
      message: "i'd like the essentials service on my 75%-TKL board: tape mod, standard lubing.",
    })
    expect(got.text[0]).toBe('estimate (Essentials, 75%-TKL):')
    expect(got.text).toContain('total: $82.50')
    const { hook } = memoryLocation({ path: '/contact' })
    render(<Router hook={hook}>{got.summary}</Router>)
    const box = screen.getByRole('region', { name: /your estimate/ })
    expect(box.textContent).toMatch(/total\s*\$82\.50/)
  })

  it('fills in nothing for a query without a service, and says what could not be used', () => {
    const got = contactEstimate('?tier=essentials&layout=banana&items=warp-drive')
    expect(got.prefill).toBeNull()
    expect(got.text).toEqual([])
    // the form shows why, with a way to make one (it showed nothing at all)
    const { hook } = memoryLocation({ path: '/contact' })
    render(<Router hook={hook}>{got.summary}</Router>)
    const box = screen.getByRole('region', { name: 'the estimate in this link' })
    expect(screen.getByRole('status').textContent).toContain('there is no "banana" layout')
    expect(screen.getByRole('status').textContent).toContain('"warp-drive" is not a service')
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/build-service')
  })

  it('shows nothing for an address whose query names no tier and no service', () => {
    // a campaign's tag, or a form's fields sent as a query: no estimate to explain
    expect(contactEstimate('?name=Sam&layout=75%25-TKL').summary).toBeNull()
    const { hook } = memoryLocation({ path: '/contact' })
    const { container } = render(
      <Router hook={hook}>{contactEstimate('?utm_source=x').summary}</Router>
    )
    expect(container.textContent).toBe('')
  })
})
