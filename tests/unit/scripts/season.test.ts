import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSeason, SeasonError } from '../../../scripts/season'
import { loadArticles, loadSeason } from '../../../scripts/vite-plugin-articles'
import { SEASON, type Season, type SeasonSlot } from '../../../src/content/season'
import { staleSeason } from '../../../src/content/season-slots'

const ROOT = path.resolve(__dirname, '../../..')
const FILE = 'content/season.yaml'
const SLUGS = new Set(['azoth', 'neo-ergo'])

/** A season file: `name`, then `slots:` with these slot blocks (each a list of lines). */
function seasonText(slots: string[][]): string {
  return [
    'name: test',
    'slots:',
    ...slots.flatMap((lines) => lines.map((l, i) => (i ? `    ${l}` : `  - ${l}`))),
  ].join('\n')
}
const open = (n: number) => Array.from({ length: n }, () => ['status: open'])
/** The line a problem is reported on, and its words. */
function problem(text: string): { line: number; message: string } {
  try {
    parseSeason(FILE, text, SLUGS)
  } catch (e) {
    expect(e).toBeInstanceOf(SeasonError)
    return { line: (e as SeasonError).line, message: (e as Error).message }
  }
  throw new Error('the season was accepted')
}

describe('the season file', () => {
  it("the site's own season has 10 slots, checked against the articles", async () => {
    const articles = await loadArticles(ROOT, 'content/keyboards', 'public')
    const season = loadSeason(ROOT, FILE, articles)
    expect(season.slots).toHaveLength(10)
    expect(SEASON).toEqual(season) // what the pages read is the file, as checked
  })

  it('reads each kind of slot, with its optional slug and dates', () => {
    const text = seasonText([
      [
        'status: commission',
        'stage: shipped',
        'slug: azoth',
        'confirmed: 2025-01-02',
        'shipped: 2025-01-20',
      ],
      ['status: commission', 'stage: sound-test'],
      ['status: reserved', 'confirmed: 2025-02-01'],
      ...open(7),
    ])
    const season = parseSeason(FILE, text, SLUGS)
    expect(season.name).toBe('test')
    expect(season.slots.slice(0, 4)).toEqual([
      {
        status: 'commission',
        stage: 'shipped',
        slug: 'azoth',
        confirmed: '2025-01-02',
        shipped: '2025-01-20',
      },
      { status: 'commission', stage: 'sound-test' },
      { status: 'reserved', confirmed: '2025-02-01' },
      { status: 'open' },
    ])
  })

  it('stops on an eleventh slot, naming its line', () => {
    const { line, message } = problem(seasonText(open(11)))
    expect(line).toBe(13) // name, slots:, then one line a slot
    expect(message).toBe(
      '[season] content/season.yaml:13: slot 11: a season has 10 slots, this list has 11; remove 1'
    )
  })

  it('stops on too few slots, naming the slots line', () => {
    expect(problem(seasonText(open(9)))).toMatchObject({
      line: 2,
      message: expect.stringMatching(/has 9; add 1/),
    })
  })

  it('stops on an unknown stage, naming its line and the stages there are', () => {
    const text = seasonText([
      ['status: open'],
      ['status: commission', 'stage: polishing'],
      ...open(8),
    ])
    expect(problem(text)).toEqual({
      line: 5,
      message:
        '[season] content/season.yaml:5: slot 2: stage "polishing" is not one of parts, bench, sound-test, shipped',
    })
  })

  it('stops on a slug with no article, naming its line', () => {
    const text = seasonText([
      ['status: commission', 'stage: bench', 'slug: no-such-board'],
      ...open(9),
    ])
    expect(problem(text)).toEqual({
      line: 5,
      message:
        '[season] content/season.yaml:5: slot 1: slug "no-such-board" has no article (no content/keyboards/no-such-board.md with that slug)',
    })
  })

  it('stops on a slug used twice, an unknown status, a commission without a stage', () => {
    const twice = seasonText([
      ['status: commission', 'stage: shipped', 'slug: azoth'],
      ['status: commission', 'stage: shipped', 'slug: azoth'],
      ...open(8),
    ])
    expect(problem(twice)).toMatchObject({
      line: 8,
      message: expect.stringMatching(/already slot 1's/),
    })
    expect(problem(seasonText([['status: booked'], ...open(9)]))).toMatchObject({
      line: 3,
      message: expect.stringMatching(/status "booked" is not one of open, reserved, commission/),
    })
    expect(problem(seasonText([['status: commission'], ...open(9)]))).toMatchObject({
      line: 3,
      message: expect.stringMatching(/needs `stage:`/),
    })
  })

  it('stops on a typo in a key, a key the slot cannot have, and dates that are not days', () => {
    expect(problem(seasonText([['status: commission', 'stgae: bench'], ...open(9)]))).toMatchObject(
      {
        line: 4,
        message: expect.stringMatching(/unknown key "stgae"/),
      }
    )
    expect(problem(seasonText([['status: open', 'slug: azoth'], ...open(9)]))).toMatchObject({
      line: 4,
      message: expect.stringMatching(/slot 1 \(open\): unknown key "slug"/),
    })
    expect(
      problem(seasonText([['status: reserved', 'confirmed: 2025-02-30'], ...open(9)]))
    ).toMatchObject({
      line: 4,
      message: expect.stringMatching(/confirmed "2025-02-30" is not a date/),
    })
    const early = seasonText([
      ['status: commission', 'stage: shipped', 'confirmed: 2025-03-01', 'shipped: 2025-02-01'],
      ...open(9),
    ])
    expect(problem(early)).toMatchObject({
      line: 6,
      message: expect.stringMatching(/before confirmed/),
    })
    const notYet = seasonText([
      ['status: commission', 'stage: bench', 'shipped: 2025-02-01'],
      ...open(9),
    ])
    expect(problem(notYet)).toMatchObject({
      line: 5,
      message: expect.stringMatching(/the stage is "bench"/),
    })
  })

  it('stops on YAML that does not parse, naming the line', () => {
    const text = seasonText(open(10)).replace(
      '  - status: open\n  - status: open',
      '  - status: open\n  -status: [open'
    )
    expect(problem(text).message).toMatch(/^\[season\] content\/season\.yaml:\d+: not valid YAML/)
  })
})

describe('a queue left as it was', () => {
  const season = (slots: SeasonSlot[]): Season => ({
    name: 'test',
    slots: [
      ...slots,
      ...Array.from({ length: 10 - slots.length }, () => ({ status: 'open' as const })),
    ],
  })
  const queue = season([
    { status: 'commission', stage: 'shipped', confirmed: '2025-01-02', shipped: '2025-03-01' },
    { status: 'reserved', confirmed: '2025-02-10' },
    { status: 'commission', stage: 'bench' },
  ])

  it('is said by the build once its newest day is more than 120 days old', () => {
    expect(staleSeason(queue, new Date('2025-06-29'))).toBeNull() // 120 days after 2025-03-01
    const warning = staleSeason(queue, new Date('2025-06-30'))
    expect(warning).toMatch(
      /^\[season\] content\/season\.yaml: its newest day is 2025-03-01, 121 days ago/
    )
  })

  it('says nothing of a queue that names no day', () => {
    expect(staleSeason(season([{ status: 'commission', stage: 'parts' }]), new Date())).toBeNull()
  })
})
