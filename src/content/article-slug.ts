const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG = 80

/** True for a well-formed slug (lower-case words joined by dashes, at most 80 characters). */
export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= MAX_SLUG && SLUG.test(slug)
}
