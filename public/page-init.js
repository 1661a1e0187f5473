// The page's one inline script. The build inlines this file into every page; the CSP allows it by
// its sha256 hash (public/_headers, docs/nginx.conf): change the file, update the hash.
// 1. Applies the stored theme before first paint, and its colour to a phone's browser bar: the
//    theme-color meta (index.html, above this script) holds each theme's --bg of theme.css in
//    data-dark / data-light; the theme toggle sets it too (src/app/effects/theme.ts). The toggle's
//    label and tooltip name the other theme once the page is parsed.
// 2. Starts the page's code only once the prerendered page is on screen: the page's modules are
//    listed in <meta name="thock-modules"> (the entry first), not linked, so the first paint waits
//    for the HTML and the stylesheet alone and no script competes with them for the network.
// 3. Notes a press made before the page's code listens (window.thockPressed): it was the
//    visitor's first gesture, and the ambience starts from it (src/audio/gestures.ts).
// 4. Asks again for a module whose preload failed (offline), so WebKit does not keep the failure.
// 5. Gives a page a host serves at another address (/index.html, /about/index.html, //about) its
//    own, before the router reads it: it would have shown 'page not found' over the right page.
//    An address in capitals (/About) loads the page at the lower-case one.
// 6. Keeps a tap on a button made before the page's code listens (window.thockTap: on a slow
//    network the page shows a second or two before it hydrates); the app presses it again once it
//    does (src/app/client-effects.tsx), unless the visitor has tapped since. A link needs none: it
//    works as a link. A form is not sent before then.
;(function () {
  try {
    var path = location.pathname.replace(/\/\/+/g, '/').replace(/\/index\.html$/, '/')
    // every address of the site is lower case: a host answers /About with its 404 page, which
    // the router drew the about page over once it ran. The page at its own address instead,
    // and nothing of this one on screen meanwhile
    var lower = path.replace(/%[0-9A-F]{2}|[A-Z]/g, function (m) {
      return m.length > 1 ? m : m.toLowerCase() // an escape (%C3) keeps its case
    })
    if (lower !== path) {
      var root = document.documentElement
      root.style.visibility = 'hidden'
      setTimeout(function () {
        root.style.visibility = '' // the load stopped (Esc): this page, as it is
      }, 4000)
      return location.replace(lower + location.search + location.hash)
    }
    if (path !== location.pathname)
      history.replaceState(history.state, '', path + location.search + location.hash)
  } catch {
    // the address stays as it was, on screen: the router shows what it means
    document.documentElement.style.visibility = ''
  }

  var theme = 'dark'
  try {
    if (window.localStorage.getItem('thock-theme') === 'light') theme = 'light'
  } catch {
    // blocked storage: keep the default
  }
  var other = theme === 'dark' ? 'light' : 'dark'
  document.documentElement.classList.remove(other)
  document.documentElement.classList.add(theme)
  if (document.body) {
    document.body.classList.remove(other)
    document.body.classList.add(theme)
  }
  var bar = document.querySelector('meta[name="theme-color"]')
  var color = bar && bar.getAttribute('data-' + theme)
  if (color) bar.setAttribute('content', color)
  // the theme toggle's words name the theme it switches to, and the page is prerendered dark
  // (its icon follows the class above by CSS): a screen reader heard 'switch to light theme'
  if (theme === 'light')
    document.addEventListener('DOMContentLoaded', function () {
      var toggle = document.querySelector('header button[aria-label$=" theme"]')
      if (!toggle) return // the dev server renders it itself
      var names = ['aria-label', 'title']
      for (var i = 0; i < names.length; i++)
        toggle.setAttribute(names[i], toggle.getAttribute(names[i]).replace('light', 'dark'))
    })

  // the same gestures as src/audio/gestures.ts: a click, a key but Escape or a modifier alone
  // (its QUIET_KEYS), a press that is not a touch's
  var gestures = ['pointerdown', 'click', 'keydown']
  var quiet = /^(Esc|Shift|Control|Alt|Meta|Caps)/
  function pressed(e) {
    if (!e.isTrusted || (e.type === 'pointerdown' && e.pointerType === 'touch')) return
    if (e.type === 'keydown' && quiet.test(e.key)) return
    window.thockPressed = true
    for (var i = 0; i < gestures.length; i++)
      window.removeEventListener(gestures[i], pressed, { capture: true })
  }
  for (var g = 0; g < gestures.length; g++)
    window.addEventListener(gestures[g], pressed, { capture: true, passive: true })

  window.addEventListener(
    'click',
    function (e) {
      // once React listens it answers a tap itself, and one kept from before is out of date
      if (window.thockLive) {
        if (e.isTrusted) window.thockTap = null
        return
      }
      var b = e.target.closest && e.target.closest('button')
      if (b && b.type !== 'submit') window.thockTap = b
    },
    true
  )
  // a form sent before the page's code listens would go as a GET of this page, the visitor's
  // words in its address: the app sends it (the contact form writes an email) once it listens
  window.addEventListener(
    'submit',
    function (e) {
      if (!window.thockLive) e.preventDefault()
    },
    true
  )

  // WebKit keeps a failed <link rel="modulepreload"> in its memory cache and hands it to every
  // later import of that file, in this page and the next, with no request (WebKit bug 270357): a
  // page once offline never loaded again. A fetch of the address takes that entry out, online or
  // not, so each failed preload is fetched at once (Vite's preloads of a page's chunks too).
  window.addEventListener(
    'error',
    function (e) {
      if (e.target.rel === 'modulepreload') fetch(e.target.href).catch(function () {})
    },
    true
  )

  function add(tag, props) {
    var el = document.createElement(tag)
    for (var k in props) el[k] = props[k]
    el.crossOrigin = ''
    document.head.appendChild(el)
  }
  function load() {
    var meta = document.querySelector('meta[name="thock-modules"]')
    if (!meta) return // the dev server links its modules itself
    var files = meta.getAttribute('content').split(' ')
    for (var i = 1; i < files.length; i++) add('link', { rel: 'modulepreload', href: files[i] })
    add('script', { type: 'module', src: files[0] })
  }
  // once the page's first paint is on screen (the paint entry is reported after the frame is
  // presented, not just drawn); a hidden tab paints nothing, so it loads at once
  var started = false
  function start() {
    if (started) return
    started = true
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load)
    else load()
  }
  if (document.visibilityState === 'hidden') start()
  else
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) start()
      }).observe({ type: 'paint', buffered: true })
      setTimeout(start, 3000) // a browser that never reports the paint still starts
    } catch {
      // no paint timing: the task after the next frame
      requestAnimationFrame(function () {
        setTimeout(start, 0)
      })
    }
})()
