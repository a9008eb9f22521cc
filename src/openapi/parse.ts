import { parseJson, type DeferPart } from '../load/json.js';
import { parseYamlDoc, type ParsedDoc } from '../load/yaml.js';

/** Parses an OpenAPI document (JSON or YAML, by extension and content) into the positioned tree; `defer` may leave JSON parts for later. */
export function parseSpecText(file: string, text: string, defer?: DeferPart): ParsedDoc {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (/\.json$/i.test(file) || trimmed.startsWith('{')) {
    const parsed = parseJson(file, text, defer);
    const unique = parsed.root && !parsed.deferred && parsed.duplicateKeys.length === 0;
    return {
      source: parsed.source,
      root: parsed.root,
      errors: parsed.errors,
      ...(unique ? { uniqueKeys: true as const } : {}),
    };
  }
  return { ...parseYamlDoc(file, text), yaml: true };
}
