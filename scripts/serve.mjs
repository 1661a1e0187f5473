#!/usr/bin/env node
// Serves dist/ like a static host would: each route's own index.html, /404.html
// (status 404) for anything else, long caching for hashed assets, and the
// security headers of public/_headers on every response. Nothing outside dist/ is served: a
// path that decodes to a '..' segment, a NUL byte or a malformed escape names no file (404 page).
//   PORT=4173 (0: any free port, the one taken is printed), HOST=127.0.0.1,
//   SERVE_DIR=dist (the folder to serve; the tests serve a temporary one)
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.resolve(root, process.env.SERVE_DIR ?? 'dist')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.xml': 'application/xml; charset=utf-8', // sitemap.xml; feed.xml, as static hosts serve it
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.bin': 'application/octet-stream',
}

/** Reads the `/*` block of dist/_headers (the file static hosts read) into header pairs. */
function securityHeaders() {
  try {
    const text = fs.readFileSync(path.join(dist, '_headers'), 'utf8')
    const pairs = []
    let inAll = false
    for (const line of text.split('\n')) {
      if (!line.trim() || line.trim().startsWith('#')) continue
      if (!line.startsWith(' ') && !line.startsWith('\t')) {
        inAll = line.trim() === '/*'
        continue
      }
      if (!inAll) continue
      const at = line.indexOf(':')
      if (at > 0) pairs.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
    return pairs
  } catch {
    return []
  }
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (or `npm start`, which builds).')
  process.exit(1)
}
const headers = securityHeaders()

/** True when `file` (absolute, normalized) is dist/ or inside it: not a sibling such as dist-ssr/. */
function inDist(file) {
  const rel = path.relative(dist, file)
  return rel === '' || (!path.isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${path.sep}`))
}

/**
 * The file of dist/ a URL path names (the route's index.html for a folder), or null: none
 * there, or a path that can name none (empty, not valid percent-encoding, a NUL byte, or a '..'
 * segment: the URL parser removes plain ones, so one left here was encoded, as in
 * /..%2Fdist-ssr/). Such an address gets the site's own 404 page, as on a static host, where
 * /keyboards/..%2Fx is a slug that names no build.
 */
function resolve(urlPath) {
  if (!urlPath) return null
  let p
  try {
    p = decodeURIComponent(urlPath)
  } catch {
    return null // not valid percent-encoding: no file has that name (the site's 404 page says so)
  }
  if (p.includes('\0') || /(^|[\\/])\.\.([\\/]|$)/.test(p)) return null
  const full = path.resolve(dist, `.${path.sep}${p}`)
  if (!inDist(full)) return null // not reachable after the checks above; kept as the last guard
  for (const candidate of [full, path.join(full, 'index.html')]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate
    } catch {
      // try the next
    }
  }
  return null
}

// COMPRESS=gzip6 serves gzip at level 6 (what ordinary static hosts do), COMPRESS=none serves
// files as they are; by default the best encoding the client accepts (brotli 11, gzip 9), like a CDN
const COMPRESS = process.env.COMPRESS ?? 'best'

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])
const compressed = new Map() // file -> { br, gzip }, built once (dist/ does not change while served)

/** The file's bytes in the best encoding the client accepts (brotli, then gzip), like a CDN would. */
function encode(file, accept) {
  if (COMPRESS === 'none' || !COMPRESSIBLE.has(path.extname(file))) return null
  let entry = compressed.get(file)
  if (!entry) {
    const raw = fs.readFileSync(file)
    entry = {
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(raw, { level: COMPRESS === 'gzip6' ? 6 : 9 }),
    }
    compressed.set(file, entry)
  }
  if (COMPRESS === 'best' && /\bbr\b/.test(accept)) return { encoding: 'br', body: entry.br }
  if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', body: entry.gzip }
  return null
}

/**
 * The path of a request target, still percent-encoded, or '' for one that is not a URL. A path
 * is read as a path ('//x/y' is not the host x), an absolute URL (from a proxy) as a URL.
 */
function pathOf(target) {
  try {
    return (target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target))
      .pathname
  } catch {
    return ''
  }
}

/** Answers one request (the same for HTTP/1.1 and HTTP/2). */
function handle(req, res) {
  for (const [k, v] of headers) res.setHeader(k, v)
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  let file = resolve(pathOf(req.url ?? '/'))
  let status = 200
  if (!file) {
    file = path.join(dist, '404.html')
    status = 404
  }
  const ext = path.extname(file).toLowerCase() // a camera's COVER.JPG is a JPEG too
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
  res.setHeader(
    'Cache-Control',
    `${path.sep}${path.relative(dist, file)}`.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache'
  )
  res.setHeader('Vary', 'Accept-Encoding')
  const encoded = encode(file, String(req.headers['accept-encoding'] ?? ''))
  if (encoded) {
    res.setHeader('Content-Encoding', encoded.encoding)
    res.setHeader('Content-Length', encoded.body.length)
  }
  res.writeHead(status)
  if (req.method === 'HEAD') return res.end()
  if (encoded) res.end(encoded.body)
  else
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
}

/**
 * TLS=1 serves HTTPS with HTTP/2, as static hosts and CDNs do (one connection for every file),
 * under a throwaway self-signed certificate made with openssl: for measuring (the bench's
 * Lighthouse runs, whose Chromium ignores certificate errors), not for deploying.
 */
function selfSigned() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-tls-'))
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-subj', `/CN=${host}`, '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }) // prettier-ignore
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  fs.rmSync(dir, { recursive: true, force: true })
  return pair
}

const tls = process.env.TLS === '1'
const server = tls
  ? http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, handle)
  : http.createServer(handle)
server.listen(port, host, () => {
  const { port: bound } = server.address()
  console.log(`thock&co. is being served at ${tls ? 'https' : 'http'}://${host}:${bound}/`)
})
