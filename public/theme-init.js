// Applies the stored theme before first paint. The build inlines this file into every page; the CSP
// allows it by its sha256 hash (public/_headers, docs/nginx.conf): change the file, update the hash.
;(function () {
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
})()
