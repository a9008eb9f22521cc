/**
 * The platform's slug: lower-case, spaces to `-`, and `{}(),.'/` removed; then each `--` becomes `-`, so that a tag
 * such as `Management API - Surveys` gives `management-api--surveys` (the URL real sites link to).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[{}(),.'/]/g, '')
    .replace(/--/g, '-');
}
