/** The content extract validator, compiled by scripts/gen-validators.mjs from src/content/extract-schema.ts. */
declare const validate: (data: unknown) => boolean;
export default validate;
