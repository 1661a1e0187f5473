/**
 * What counts as an email address: the contact form checks a visitor's with it, and the build
 * (site-check.ts) the builder's own in site-config.ts. Dots only between words, on either side
 * of the @ (a mail app took 'sam@example..com' and the reply never came).
 */
export const EMAIL_ADDRESS = /^[^\s@.]+(?:\.[^\s@.]+)*@(?:[^\s@.]+\.)+[^\s@.]{2,}$/
