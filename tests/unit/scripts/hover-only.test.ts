// @vitest-environment node
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { hoverOnlyPlugin } from '../../../scripts/postcss-hover-only'

/** CSS with its spacing made one space around each brace and nowhere else doubled. */
const norm = (css: string) =>
  css
    .replace(/\s*([{}])\s*/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim()
const run = async (css: string) =>
  norm((await postcss([hoverOnlyPlugin()]).process(css, { from: undefined })).css)

describe('hover looks only where a pointer hovers', () => {
  it('moves a hover rule under (hover: hover), in its place in the cascade', async () => {
    expect(await run('.a { color: red } .a:hover { color: blue } .b { color: green }')).toBe(
      '.a { color: red } @media (hover: hover) { .a:hover { color: blue } } .b { color: green }'
    )
  })

  it("leaves a list's other selectors where they were", async () => {
    expect(await run('.a:hover .icon, .a:focus-visible .icon { opacity: 1 }')).toBe(
      '.a:focus-visible .icon { opacity: 1 } @media (hover: hover) { .a:hover .icon { opacity: 1 } }'
    )
  })

  it('keeps a rule already under (hover: hover), and one that only negates :hover', async () => {
    const kept = [
      '@media (min-width: 1200px) and (hover: hover) { .v:hover { color: red } }',
      '@media (any-hover:hover) { .v:hover { color: red } }',
      '.x:not(:hover) { opacity: 0.5 }',
      '.x:not(:is(.a):hover) { opacity: 0.5 }',
      '.x:not(.a:hover, .b:hover) { opacity: 0.5 }',
      '.y:hovered { color: red }',
    ]
    for (const css of kept) expect(await run(css)).toBe(norm(css))
  })

  it('nests inside the media rule it was in', async () => {
    expect(await run('@media (min-width: 40em) { .a:hover { color: red } }')).toBe(
      '@media (min-width: 40em) { @media (hover: hover) { .a:hover { color: red } } }'
    )
  })

  it('says where a :hover shares a selector list with other selectors', async () => {
    await expect(run('.a:is(:hover, :focus-visible) { color: red }')).rejects.toThrow(
      /':hover' in a selector list/
    )
    expect(await run('.a:is(.b, .c):hover { color: red }')).toBe(
      norm('@media (hover: hover) { .a:is(.b, .c):hover { color: red } }')
    )
  })
})
