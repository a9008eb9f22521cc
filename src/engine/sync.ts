import { finishContent, loadContentSync, type ContentLoadOptions, type LoadedContent } from '../content/load.js';
import type { SiteModel } from '../model/site.js';
import { conclude, runRules } from './rules.js';
import { analyze, attachContent, contentOptions, inPhase, listedButIgnored, resolveLinks } from './run.js';
import { baseSnapshot, refuseBroken } from './sides.js';
import type { CheckOptions, CheckResult } from './types.js';

// The synchronous check, for tests that want a result without awaiting: no structural OpenAPI validation, no remote
// documents, no time limit, content only when asked. The CLI, the action and the servers all go through `runCheck`.

/** Loads a docs root, runs every rule, and applies the configuration (without structural OpenAPI validation; content only when asked). */
export function check(options: CheckOptions): CheckResult {
  let loading: { opts: ContentLoadOptions; loaded: LoadedContent } | undefined;
  const onFiles =
    options.content === true
      ? (m: SiteModel) => {
          const opts = contentOptions(m, options);
          loading = { opts, loaded: inPhase(options.timing, () => loadContentSync(opts)) };
        }
      : undefined;
  const model = analyze(options, onFiles);
  if (loading) {
    const { opts, loaded } = loading;
    const extra = listedButIgnored(model);
    attachContent(
      model,
      inPhase(options.timing, () => finishContent(opts, loaded, extra)),
      extra,
    );
  }
  if (options.base) {
    refuseBroken(model, 'head', options.cwd);
    model.base = baseSnapshot(options.base, options);
  }
  resolveLinks(model, options.timing);
  return conclude(
    model,
    runRules(model, () => true, options.timing),
    options,
  );
}
