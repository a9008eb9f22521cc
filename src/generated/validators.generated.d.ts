/** The docs.json shape validators, compiled by scripts/gen-validators.mjs, by name (see `validatorName`). */
declare const validators: Readonly<Record<string, (data: unknown) => boolean>>;
export default validators;
