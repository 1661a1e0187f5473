import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageSize } from '../../../scripts/articles/image-size'
import { withOrientation } from '../../fixtures/photos/exif'

const PHOTOS = path.resolve(__dirname, '../../fixtures/photos')
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(PHOTOS, name)))

describe('image sizes', () => {
  it('reads an SVG size from width/height, else the viewBox', () => {
    const enc = new TextEncoder()
    const both =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1 1">'
    expect(imageSize(enc.encode(both), 'a.svg')).toEqual({ width: 1200, height: 750 })
    const box = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">'
    expect(imageSize(enc.encode(box), 'a.svg')).toEqual({ width: 800, height: 600 })
  })

  it('reads a PNG', () => {
    expect(imageSize(read('photo.png'), 'photo.png')).toEqual({ width: 40, height: 30 })
  })

  it('reads a WebP', () => {
    expect(imageSize(read('photo.webp'), 'photo.webp')).toEqual({ width: 40, height: 30 })
  })

  it('reads an AVIF', () => {
    expect(imageSize(read('photo.avif'), 'photo.avif')).toEqual({ width: 36, height: 24 })
  })

  it('reads a JPEG without EXIF as stored', () => {
    expect(imageSize(read('landscape.jpg'), 'a.jpg')).toEqual({ width: 48, height: 32 })
  })

  it("turns a phone's portrait JPEG upright (EXIF orientation 6 and 8 swap the sides)", () => {
    const stored = read('landscape.jpg') // 48x32 as the sensor saw it
    expect(imageSize(withOrientation(stored, 6), 'a.jpg')).toEqual({ width: 32, height: 48 })
    expect(imageSize(withOrientation(stored, 8), 'a.jpeg')).toEqual({ width: 32, height: 48 })
    // upside down is still landscape
    expect(imageSize(withOrientation(stored, 3), 'a.jpg')).toEqual({ width: 48, height: 32 })
    expect(imageSize(withOrientation(stored, 1), 'a.jpg')).toEqual({ width: 48, height: 32 })
  })

  it('gives null for bytes that are not the picture type the name says, or are cut short', () => {
    expect(imageSize(read('photo.png'), 'photo.jpg')).toBeNull()
    expect(imageSize(read('photo.avif'), 'photo.txt')).toBeNull()
    expect(imageSize(read('landscape.jpg').subarray(0, 12), 'a.jpg')).toBeNull()
    expect(imageSize(new TextEncoder().encode('not a picture'), 'a.png')).toBeNull()
  })
})
