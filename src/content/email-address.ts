/**
 * What counts as an email address: the contact form checks a visitor's with it, and the build
 * (site-check.ts) the builder's own in site-config.ts.
 */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
