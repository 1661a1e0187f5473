// A tiny static server for the bench's peer page (bench/peer/) and cobe's ESM build.
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }

/**
 * The scroll floor: plain text on a plain background, `height` CSS px tall, no script,
 * no blur, no fixed layer. Scrolling it costs the browser the least a page can.
 */
function plainPage(height) {
  const h = Math.max(1000, Math.min(100_000, Math.round(height)))
  const para =
    '<p>A plain paragraph of text that the browser scrolls with nothing else on the page: no script, no blur, no fixed background.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>plain</title><style>body{margin:0;font:16px/1.5 sans-serif;background:#111;color:#ddd}main{height:${h}px;overflow:hidden;padding:0 24px}</style>
</head><body><main>${para.repeat(Math.ceil(h / 40))}</main></body></html>`
}

/**
 * The tap floor: a button that changes one line of text (a click handler, one text node).
 * What a tap costs the browser the least a page can: the event, one layout of a line, a paint.
 */
function tapPage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>tap</title><style>body{margin:0;padding:24px;font:16px/1.5 sans-serif;background:#111;color:#ddd}button{font:inherit;padding:12px 20px}</style>
</head><body><main><button type="button">tap me</button><p id="out">not tapped yet</p></main>
<script>let n=0;document.querySelector('button').addEventListener('click',()=>{document.getElementById('out').textContent='tapped '+(++n)+' times'})</script>
</body></html>`
}

/** Starts the peer server on `port`; resolves to an object with close(). */
export function startPeerServer(root, port) {
  const files = {
    '/': path.join(root, 'bench/peer/index.html'),
    '/peer.js': path.join(root, 'bench/peer/peer.js'),
    '/peer.css': path.join(root, 'bench/peer/peer.css'),
    '/cobe.js': path.join(root, 'node_modules/cobe/dist/index.esm.js'),
  }
  for (const f of Object.values(files))
    if (!fs.existsSync(f)) throw new Error(`peer page: ${f} is missing (is cobe installed?)`)
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/plain') {
      res.writeHead(200, { 'Content-Type': TYPES['.html'] })
      return res.end(plainPage(Number(url.searchParams.get('h')) || 3000))
    }
    if (url.pathname === '/tap') {
      res.writeHead(200, { 'Content-Type': TYPES['.html'] })
      return res.end(tapPage())
    }
    const file = files[url.pathname]
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'text/plain' })
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', (e) =>
      reject(new Error(`peer server: port ${port} is not free (${e.message})`))
    )
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })
    )
  })
}
