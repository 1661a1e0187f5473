// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const SERVE = path.resolve(__dirname, '../../../scripts/serve.mjs')
const SECRET = 'SECRET-OUTSIDE-DIST'

let tmp = ''
let server: ChildProcess | undefined
let port = 0

/** Writes `files` (path -> text) under `dir`. */
function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
}

/** One GET with the path sent exactly as written (no client-side normalizing or encoding). */
function get(
  target: string
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

// A temporary dist/ with siblings whose names start with 'dist' and files above it, as in the repo
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'))
  write(path.join(tmp, 'dist'), {
    'index.html': '<p>home</p>',
    '404.html': '<p>not found page</p>',
    'about/index.html': '<p>about</p>',
    'assets/app-abc123.js': 'console.log(1)',
    _headers: "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n",
  })
  write(tmp, {
    'dist-ssr/entry-server.js': SECRET,
    'dist-ssr/index.html': SECRET,
    'package.json': SECRET,
    'distsecret.txt': SECRET,
  })
  server = spawn(process.execPath, [SERVE], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_DIR: path.join(tmp, 'dist'),
      COMPRESS: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  port = await new Promise<number>((resolve, reject) => {
    let out = ''
    server!.stdout!.on('data', (c: Buffer) => {
      out += String(c)
      const m = /:(\d+)\//.exec(out)
      if (m) resolve(Number(m[1]))
    })
    server!.stderr!.on('data', (c: Buffer) => (out += String(c)))
    server!.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${out}`)))
  })
})

afterAll(() => {
  server?.kill()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

describe('scripts/serve.mjs', () => {
  it('serves the files of dist/, a route by its index.html, with the headers of _headers', async () => {
    const home = await get('/')
    expect(home).toMatchObject({ status: 200, body: '<p>home</p>' })
    expect(home.headers['x-frame-options']).toBe('DENY')
    expect(home.headers['content-security-policy']).toBe("default-src 'self'")
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(await get('/?q=../package.json')).toMatchObject({ status: 200, body: '<p>home</p>' })
    for (const route of ['/about', '/about/', '/about/index.html'])
      expect(await get(route)).toMatchObject({ status: 200, body: '<p>about</p>' })
    const asset = await get('/assets/app-abc123.js')
    expect(asset).toMatchObject({ status: 200, body: 'console.log(1)' })
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers anything else with 404.html and status 404', async () => {
    for (const target of ['/nope', '/about/nope', '/dist-ssr/entry-server.js']) {
      const res = await get(target)
      expect(res, target).toMatchObject({ status: 404, body: '<p>not found page</p>' })
      expect(res.headers['x-frame-options'], target).toBe('DENY')
    }
  })

  it('serves nothing outside dist/, however the way out is written', async () => {
    const attempts = [
      '/..%2Fdist-ssr/entry-server.js', // dist-ssr starts with 'dist': passed a startsWith check
      '/..%2fdist-ssr/',
      '/%2e%2e%2Fdist-ssr/entry-server.js',
      '/%2e%2e/package.json',
      '/../package.json',
      '/..%2Fpackage.json',
      '/assets/..%2F..%2Fpackage.json',
      '/about/%2e%2e%2f%2e%2e%2fpackage.json',
      '/..%5Cpackage.json',
      '/..%2Fdistsecret.txt',
      '/%2e%2e%2fdistsecret.txt',
      '/package.json%00.html',
      '/%00',
      '/%E0%A4%A', // not valid percent-encoding
      `/..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2F${encodeURIComponent(tmp.slice(1))}%2Fpackage.json`,
    ]
    for (const target of attempts) {
      const res = await get(target)
      expect(res.body, target).not.toContain(SECRET)
      expect(res, target).toMatchObject({ status: 404, body: '<p>not found page</p>' })
    }
    // a malformed escape in a page's address (an article slug) gets the site's own 404 page
    expect(await get('/keyboards/%E0%A4%A')).toMatchObject({
      status: 404,
      body: '<p>not found page</p>',
    })
  })

  it('stays up after a request target that is not a URL', async () => {
    for (const target of ['//', '///', '//[', '//a:b@'])
      expect((await get(target)).status, target).toBeLessThan(500)
    expect((await get('/')).status).toBe(200)
  })
})
