// Applies the stored theme before first paint (a file, not an inline script: the CSP forbids those).
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
