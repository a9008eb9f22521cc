/** The AsyncAPI 3.0.0 schema's validator, compiled by scripts/gen-asyncapi-validator.mjs (ajv standalone, all errors). */
declare const validate: ((data: unknown) => boolean) & { errors?: unknown[] | null };
export default validate;
