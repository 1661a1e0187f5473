import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { imageSize } from '../../scripts/articles/image-size'
import { withOrientation } from '../fixtures/photos/exif'

const PHOTOS = 'tests/fixtures/photos'
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}
const file = (name: string) => new Uint8Array(fs.readFileSync(path.join(PHOTOS, name)))

// what the build sizes an <img> at must be what Chromium lays the picture out at: a phone's
// portrait JPEG (stored on its side, EXIF orientation 6 or 8) upright, at its true aspect ratio
const CASES: [string, string, Uint8Array][] = [
  ['PNG', 'photo.png', file('photo.png')],
  ['WebP', 'photo.webp', file('photo.webp')],
  ['AVIF', 'photo.avif', file('photo.avif')],
  ['JPEG', 'landscape.jpg', file('landscape.jpg')],
  ['JPEG turned 90° (EXIF 6)', 'portrait.jpg', withOrientation(file('landscape.jpg'), 6)],
  ['JPEG turned 270° (EXIF 8)', 'portrait.jpg', withOrientation(file('landscape.jpg'), 8)],
]

test.describe('photos as they come from a phone', () => {
  for (const [label, name, bytes] of CASES) {
    test(`${label}: the build's size is the size the browser shows`, async ({ page }) => {
      const size = imageSize(bytes, name)
      expect(size).not.toBeNull()
      const type = TYPES[name.split('.').pop()!]!
      await page.route('**/__photo', (route) =>
        route.fulfill({ body: Buffer.from(bytes), contentType: type })
      )
      await page.goto('/404.html')
      // laid out as the gallery does: width/height from the build, CSS width, auto height
      const shown = await page.evaluate(
        async ({ width, height }) => {
          const img = new Image(width, height)
          img.style.setProperty('width', '300px')
          img.style.setProperty('height', 'auto')
          img.src = '/__photo'
          document.body.append(img)
          await img.decode()
          const box = img.getBoundingClientRect()
          return { natural: [img.naturalWidth, img.naturalHeight], ratio: box.width / box.height }
        },
        { width: size!.width, height: size!.height }
      )
      expect(shown.natural).toEqual([size!.width, size!.height])
      expect(shown.ratio).toBeCloseTo(size!.width / size!.height, 2)
    })
  }
})
