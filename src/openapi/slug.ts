/**
 * The platform's slug of a tag, a summary or a path in a generated page URL: each space made `-`, a path parameter
 * (`{id}`) made `-`, one `-` taken off each end, `{}(),.'/` and line breaks removed, `--` made `-`, lower-cased
 * (`Management API - Surveys` → `management-api--surveys`, `/pets/{petId}` → `pets`).
 */
export function slugify(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}
