import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-gl=swiftshader','--enable-unsafe-swiftshader'] })
const p = await b.newPage({ viewport: { width: 1440, height: 900 } })
p.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0,300)) })
await p.goto(process.argv[2] ?? 'http://127.0.0.1:5184/', { waitUntil: 'load', timeout: 120000 })
await p.waitForTimeout(8000)
await p.screenshot({ path: '/tmp/shot14.png' })
console.log(await p.evaluate(() => { const el=[...document.querySelectorAll('label')].find(l=>l.textContent==='file'|| l.textContent==='status'); return document.querySelector('[class*=leva]')?.outerHTML.slice(0,3000) }))
await b.close()
