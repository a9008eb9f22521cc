import {
  MAX_PAGE_TIMEOUT,
  type MessageData,
  PRESETS,
  PRESET_PREFIX,
  type RcProblem,
  closest,
  createRule,
  replaceString,
  suggestion,
} from './api.js';

/** Levels other linters spell differently (ESLint's "warn", numbers), and navlint's word for each. */
const LEVEL_WORDS: Record<string, string> = {
  warn: 'warning',
  err: 'error',
  info: 'notice',
  note: 'notice',
  none: 'off',
  ignore: 'off',
  '0': 'off',
  '1': 'warning',
  '2': 'error',
};

/** navlint's word for a level written as another linter writes it. */
function levelWord(value: string | number): string | undefined {
  const key = String(value).toLowerCase();
  return Object.hasOwn(LEVEL_WORDS, key) ? LEVEL_WORDS[key] : undefined;
}

const LEVELS = '"off", "notice", "warning" or "error"';
const KEYS =
  '`extends`, `rules`, `ignore`, `components`, `basePath`, `pageTimeout`, `external`, `published` and `translations`';
const PRESET_NAMES = PRESETS.map((p) => `${PRESET_PREFIX}${p}`);
const PRESET_LIST = PRESET_NAMES.map((p) => `"${p}"`).join(', ');

/** The preset a mistyped or unprefixed `extends` entry most likely means (`recommended`, `navlint:strikt`). */
function presetNear(name: string): string | undefined {
  const bare = name.replace(/^[\w-]*:/, '');
  const preset = (PRESETS as readonly string[]).includes(bare) ? bare : closest(bare, PRESETS);
  return preset === undefined ? undefined : `${PRESET_PREFIX}${preset}`;
}

/** The message of each problem of the configuration file, and the values of its placeholders. */
function rcMessage(p: RcProblem): { messageId: keyof typeof MESSAGES; data?: MessageData } {
  switch (p.code) {
    case 'link-outside':
      return { messageId: 'linkOutside', data: { name: p.name, area: p.area } };
    case 'too-large':
      return { messageId: 'tooLarge', data: { name: p.name, max: p.maxBytes / 1024 / 1024 } };
    case 'json':
      return { messageId: 'invalidJson', data: { detail: p.detail } };
    case 'not-object':
      return { messageId: 'notObject' };
    case 'unknown-key':
      return { messageId: 'unknownKey', data: { key: p.key } };
    case 'rules-not-object':
      return { messageId: 'rulesNotObject' };
    case 'bad-level': {
      if (p.value === undefined) return { messageId: 'badLevel', data: { rule: p.rule } };
      const near = levelWord(p.value);
      const data = { rule: p.rule, value: JSON.stringify(p.value), near: near ?? '' };
      return { messageId: near ? 'badLevelNear' : 'badLevelValue', data };
    }
    case 'ignore-not-array':
      return { messageId: 'ignoreNotArray' };
    case 'bad-ignore':
      return { messageId: 'badIgnore' };
    case 'bad-ignore-key':
      return { messageId: 'badIgnoreKey', data: { key: p.key } };
    case 'bad-ignore-field':
      return {
        messageId: p.field === 'path' ? 'ignoreNoPath' : p.field === 'rules' ? 'ignoreRules' : 'ignorePointers',
      };
    case 'components-not-array':
      return { messageId: 'componentsNotArray' };
    case 'bad-page-timeout':
      return { messageId: 'badPageTimeout', data: { max: MAX_PAGE_TIMEOUT } };
    case 'bad-component':
      return { messageId: 'badComponent' };
    case 'bad-base-path':
      return { messageId: 'badBasePath', data: { problem: p.reason } };
    case 'bad-external':
      return { messageId: 'badExternal', data: { problem: p.reason } };
    case 'bad-translations':
      return { messageId: 'badTranslations', data: { problem: p.reason } };
    case 'bad-published':
      return { messageId: 'badPublished', data: { problem: p.reason } };
    case 'extends-not-list':
      return { messageId: 'extendsNotList' };
    case 'unknown-preset': {
      const near = presetNear(p.name);
      return { messageId: near ? 'unknownPresetNear' : 'unknownPreset', data: { name: p.name, near: near ?? '' } };
    }
  }
}

const MESSAGES = {
  linkOutside: '{{name}} is a link that leads outside {{area}}; navlint does not read it.',
  tooLarge: '{{name}} is larger than {{max}} MiB; navlint does not read it.',
  invalidJson: 'Invalid JSON: {{detail}}.',
  notObject: `The configuration must be a JSON object with ${KEYS}.`,
  unknownKey: `Unknown key "{{key}}"; the configuration has ${KEYS}.`,
  rulesNotObject: `\`rules\` must be an object mapping rule ids to ${LEVELS}.`,
  badLevel: `Level of "{{rule}}" must be ${LEVELS}.`,
  badLevelValue: `Level of "{{rule}}" must be ${LEVELS}, not {{value}}.`,
  badLevelNear: `Level of "{{rule}}" must be ${LEVELS}, not {{value}}. Did you mean "{{near}}"?`,
  ignoreNotArray: '`ignore` must be an array of glob patterns and objects.',
  badIgnore:
    'Each `ignore` entry must be a non-empty glob pattern (a string) or an object with `path` and `rules` or ' +
    '`pointers`.',
  badIgnoreKey: 'Unknown key "{{key}}" in an `ignore` entry; an entry has `path`, `rules` and `pointers`.',
  ignoreNoPath: 'An `ignore` entry needs `path`: a non-empty glob pattern of files, relative to the docs root.',
  ignoreRules: '`rules` of an `ignore` entry must be a non-empty array of rule ids.',
  ignorePointers:
    '`pointers` of an `ignore` entry must be a non-empty array of JSON pointers ("" or starting with "/").',
  componentsNotArray: '`components` must be an array of component names.',
  badPageTimeout: '`pageTimeout` must be a number of seconds above 0, at most {{max}}.',
  badComponent:
    'Each `components` entry must be a component name that starts with an upper-case letter, such as ' +
    '"PricingTable" or "Tree.Folder".',
  // `problem` is what is wrong with the path, as the loader words it (`must start with \`/\``).
  badBasePath: '`basePath` {{problem}}: it is the path the site is served under, such as "/docs".',
  badExternal: '`external`: {{problem}}.',
  badTranslations: '`translations`: {{problem}}.',
  badPublished:
    '`published` {{problem}}: it is the URL the site is published at, such as "https://example.com/docs", ' +
    'whose sitemap `--published` and `--published-urls` check.',
  extendsNotList: `\`extends\` must be a preset's name or an array of them: ${PRESET_LIST}.`,
  unknownPreset: `Unknown preset "{{name}}"; navlint has ${PRESET_LIST}.`,
  unknownPresetNear: `Unknown preset "{{name}}"; navlint has ${PRESET_LIST}. Did you mean "{{near}}"?`,
  unknownRule: 'Unknown rule "{{rule}}".',
  unknownRuleNear: 'Unknown rule "{{rule}}". Did you mean "{{near}}"?',
} as const;

/** Problems in `.navlintrc.json`: bad JSON, bad levels, unknown rule ids. */
export default createRule({
  meta: {
    id: 'navlintrc-invalid',
    summary: "navlint's own configuration file is invalid or names a rule that does not exist.",
    defaultSeverity: 'error',
    category: 'config',
    hasSuggestions: true,
    messages: MESSAGES,
  },
  check({ model, report, ruleIds }) {
    const rc = model.rc;
    if (!rc) return;
    for (const issue of rc.issues) {
      const p = issue.problem;
      const near = p.code === 'bad-level' && typeof p.value === 'string' ? levelWord(p.value) : undefined;
      const preset = p.code === 'unknown-preset' ? presetNear(p.name) : undefined;
      report({
        span: issue.span,
        ...rcMessage(p),
        ...(near && p.code === 'bad-level'
          ? suggestion(replaceString(model, issue.span, p.value as string, near))
          : {}),
        ...(preset && p.code === 'unknown-preset' ? suggestion(replaceString(model, issue.span, p.name, preset)) : {}),
      });
    }
    for (const key of rc.ruleKeys) {
      if (ruleIds.includes(key.id)) continue;
      const near = closest(key.id, ruleIds);
      report({
        span: key.span,
        messageId: near ? 'unknownRuleNear' : 'unknownRule',
        data: { rule: key.id, near: near ?? '' },
        ...(near ? suggestion(replaceString(model, key.span, key.id, near)) : {}),
      });
    }
  },
});
