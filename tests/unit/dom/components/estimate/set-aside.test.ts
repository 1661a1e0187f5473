import { beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_ESTIMATE, withLine } from '../../../../../src/content/estimate/model'
import { readSetAside, writeSetAside } from '../../../../../src/dom/components/estimate/set-aside'

const KEY = 'thock-estimate-aside'

// (writing none also forgets the copy safe-storage keeps in memory)
beforeEach(() => writeSetAside({}))

describe('the lines set aside for other tiers (kept for the visit)', () => {
  it('keeps them in sessionStorage as queries and reads them back', () => {
    const essentials = withLine(withLine(EMPTY_ESTIMATE, 'standard-lubing'), 'tape-mod')
    const craft = withLine({ ...EMPTY_ESTIMATE, tier: 'craft' as const }, 'hotswap-assembly')
    writeSetAside({ essentials, craft, vision: { ...EMPTY_ESTIMATE, tier: 'vision' as const } })
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({
      essentials: 'tier=essentials&layout=60&items=standard-lubing.68,tape-mod',
      craft: 'tier=craft&layout=60&items=hotswap-assembly',
    })
    expect(readSetAside()).toEqual({ essentials, craft })
    writeSetAside({})
    expect(sessionStorage.getItem(KEY)).toBeNull()
    expect(readSetAside()).toEqual({})
  })

  it('holds what was stored to the rules of a link, and ignores anything else', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        // stored before alternatives replaced each other: the first one named stays
        essentials: 'tier=essentials&layout=75&items=lubing-filming.500,standard-lubing,warp',
        craft: 'tier=vision&items=full-custom-build-optimization', // under the wrong tier
        vision: 42,
        deluxe: 'tier=deluxe',
      })
    )
    expect(readSetAside()).toEqual({
      essentials: {
        tier: 'essentials',
        layout: '75',
        lines: [{ id: 'lubing-filming', switches: 200 }],
      },
    })
    for (const junk of ['{', 'null', '"text"', '[1]']) {
      sessionStorage.setItem(KEY, junk)
      expect(readSetAside()).toEqual({})
    }
  })
})
