// A tiny static server for the bench's peer page (bench/peer/) and cobe's ESM build.
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }

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
    const file = files[new URL(req.url ?? '/', 'http://x').pathname]
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
