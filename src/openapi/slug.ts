/** The platform's slug: lower-case, spaces to `-`, and `{}(),.'/` removed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[{}(),.'/]/g, '');
}
