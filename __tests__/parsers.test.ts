import fc from 'fast-check';
import { stringify } from 'yaml';
import { MAX_JSON_DEPTH, type JNode, type JProp } from '../src/core/jnode.js';
import { SourceText } from '../src/core/source.js';
import { parseJsonTree } from '../src/load/json.js';
import { parseStrictJson } from '../src/load/json-fast.js';
import { parseSimpleYaml } from '../src/load/simple-yaml.js';
import { hasDuplicateKeys } from '../src/openapi/lint.js';
import { parseYamlTree } from '../src/load/yaml.js';
import { plainSpan } from './helpers/run.js';

// The hand-written fast parsers promise to build exactly the tree the libraries build, positions included,
// for every text they accept (and to decline the rest). Generated texts hold them to it: unicode, escapes,
// numbers, nesting, duplicate keys, comments, block and flow YAML, and a share of broken input.
const RUNS = Number(process.env.RUNS ?? 1000);
const FILE = '/site/doc';

/** A tree as plain data: every value and span read (which forces deferred parts). */
function plain(node: JNode): unknown {
  const base = { type: node.type, span: plainSpan(node.span) };
  if (node.type === 'object')
    return {
      ...base,
      props: node.props.map((p) => ({ key: p.key, keySpan: plainSpan(p.keySpan), value: plain(p.value) })),
    };
  if (node.type === 'array') return { ...base, items: node.items.map(plain) };
  return { ...base, value: node.value };
}

const dups = (props: JProp[]) => props.map((p) => ({ key: p.key, keySpan: plainSpan(p.keySpan) }));

/** Deepest nesting of arrays and objects in a parsed value. */
function depth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value as object).map(depth));
}

/** Picks one of the arbitraries, mostly the first ones: a share of the cases is broken on purpose. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>, badWeight = 1, goodWeight = 12) =>
  fc.oneof({ weight: goodWeight, arbitrary: good }, { weight: badWeight, arbitrary: bad });
/** For the many small parts of a YAML text: each one is rarely out of the fast reader's subset, so that the whole text often is in it. */
const rarely = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) => mostly(good, bad, 1, 40);

// ---------------------------------------------------------------------------------------------- JSON

const SHORT: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '\b': 'b',
  '\f': 'f',
  '\n': 'n',
  '\r': 'r',
  '\t': 't',
  '/': '/',
};
const CHARS = [
  'a',
  'Z',
  '0',
  ' ',
  '"',
  '\\',
  '/',
  '\b',
  '\f',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u001f',
  '\u007f',
  'é',
  '日',
  '😀',
  '\ud800',
  '\udfff',
  '\u2028',
  '\ufeff',
  '#',
  '~',
  '{',
  ']',
];

/** One UTF-16 unit written raw or escaped; `mode` picks how (9 leaves a control character raw: not JSON). */
function encodeUnit(c: string, mode: number): string {
  const code = c.charCodeAt(0);
  const hex = (upper: boolean) =>
    '\\u' + (upper ? code.toString(16).toUpperCase() : code.toString(16)).padStart(4, '0');
  if (c === '"' || c === '\\') return mode < 6 ? '\\' + c : hex(mode % 2 === 1);
  if (code < 0x20) {
    if (mode === 9) return c;
    return SHORT[c] && mode < 6 ? '\\' + SHORT[c] : hex(mode % 2 === 1);
  }
  if (c === '/' && mode < 3) return '\\/';
  return mode === 0 ? hex(false) : mode === 1 ? hex(true) : c;
}

const jsonChar = fc.oneof(fc.constantFrom(...CHARS), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
const jsonString = mostly(
  fc.array(fc.tuple(jsonChar, fc.nat(9)), { maxLength: 8 }).map(
    (chars) =>
      '"' +
      chars
        .map(([c, mode]) =>
          c
            .split('')
            .map((unit) => encodeUnit(unit, mode))
            .join(''),
        )
        .join('') +
      '"',
  ),
  fc.constantFrom('"\\x41"', '"\\u12"', '"\\uZZZZ"', '"open', "'single'", '"tab\there"', '"\u0001"', '"\\'),
);
const jsonKey = mostly(
  fc.constantFrom(
    '"a"',
    '"b"',
    '"name"',
    '"é"',
    '"a/b"',
    '"c~d"',
    '""',
    '" "',
    '"$ref"',
    '"__proto__"',
    '"\\u0061"',
    '"日本"',
    '"😀"',
  ),
  jsonString,
  3,
);
const jsonNumber = mostly(
  fc.oneof(
    fc.constantFrom(
      '0',
      '-0',
      '1',
      '-1',
      '1e5',
      '1E5',
      '1e+5',
      '1e-5',
      '-0.0',
      '0.5',
      '10.50',
      '2E-0',
      '123456789012345678901234567890',
      '1e400',
      '-1e400',
      '5e-324',
      '1.7976931348623157e308',
      '0e0',
    ),
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  ),
  fc.constantFrom('01', '+1', '.5', '1.', '1e', '-', 'NaN', 'Infinity', '0x10', '1_000', '--1'),
);
const jsonLiteral = mostly(
  fc.constantFrom('true', 'false', 'null'),
  fc.constantFrom('True', 'nul', 'undefined', 'tru'),
);
const ws = mostly(
  fc.constantFrom('', '', ' ', '\n', '\n  ', '\t', '\r\n', '\r', '  \n    '),
  fc.constantFrom('\u00a0', '\v', '\f', '\ufeff', '/* c */', '// c\n', '\u2028'),
);

const { json } = fc.letrec<{ json: string; array: string; object: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonString,
    jsonNumber,
    jsonLiteral,
    tie('array'),
    tie('object'),
  ),
  array: fc
    .tuple(fc.array(fc.tuple(ws, tie('json'), ws), { maxLength: 5 }), ws, fc.nat(30))
    .map(
      ([items, inner, odd]) =>
        '[' +
        (items.length ? items.map(([a, v, b]) => a + v + b).join(',') : inner) +
        (odd === 0 && items.length ? ',' : '') +
        ']',
    ),
  object: fc
    .tuple(fc.array(fc.tuple(ws, jsonKey, ws, ws, tie('json'), ws), { maxLength: 6 }), ws, fc.nat(30))
    .map(
      ([props, inner, odd]) =>
        '{' +
        (props.length
          ? props.map(([a, k, b, c, v, d]) => a + k + b + (odd === 1 ? '' : ':') + c + v + d).join(',')
          : inner) +
        (odd === 0 && props.length ? ',' : '') +
        '}',
    ),
}));

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
const jsonText = fc.oneof(
  { weight: 20, arbitrary: fc.tuple(ws, json, ws).map(([a, v, b]) => a + v + b) },
  // As JSON.stringify writes it, compact or indented.
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(undefined, 2, 4, '\t'))
      .map(([v, indent]) => JSON.stringify(v, null, indent)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(json, fc.nat(), fc.constantFrom('', ',', '}', ']', ' x', '"', '\\', ':'))
      .map(([t, at, s]) => t.slice(0, at % (t.length + 1)) + s + t.slice(at % (t.length + 1))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '  ',
      nested(MAX_JSON_DEPTH - 1),
      nested(MAX_JSON_DEPTH),
      nested(MAX_JSON_DEPTH + 1),
      `{"a":${nested(MAX_JSON_DEPTH - 1)}}`,
      `{"a":${nested(MAX_JSON_DEPTH)}}`,
    ),
  },
);

describe('the strict JSON parser builds the tree jsonc-parser builds', () => {
  test(`${RUNS} generated texts: same values, spans and repeated keys, deferred parts included`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(jsonText, (text) => {
        const fast = parseStrictJson(text, new SourceText(FILE, text));
        let valid: unknown;
        let isValid = true;
        try {
          valid = JSON.parse(text);
        } catch {
          isValid = false;
        }
        if (!fast) {
          // It declines only what is not JSON, or JSON nested past the limit (the explaining path reports it).
          expect(!isValid || depth(valid) > MAX_JSON_DEPTH).toBe(true);
          return;
        }
        accepted++;
        expect(isValid).toBe(true);
        const full = parseJsonTree(FILE, text);
        expect(full.errors).toEqual([]);
        const expected = plain(full.root!);
        expect(plain(fast.root)).toEqual(expected);
        expect(dups(fast.duplicateKeys)).toEqual(dups(full.duplicateKeys));
        // Every collection left for later, then read: the same tree.
        const lazy = parseStrictJson(text, new SourceText(FILE, text), () => true)!;
        expect(plain(lazy.root)).toEqual(expected);
      }),
      { numRuns: RUNS, seed: Number(process.env.SEED ?? 20_261_124) },
    );
    // The generator must mostly make valid JSON, or the comparison proves little.
    expect(accepted).toBeGreaterThan(RUNS / 2);
  });
});

/** Keys, some spelled two ways (escaped or not), so that generated objects often repeat one. */
const SPELLINGS = [
  String.raw`"a"`,
  String.raw`"\u0061"`,
  String.raw`"b"`,
  String.raw`"a\\"`,
  String.raw`"a\\\\"`,
  String.raw`"a\""`,
  String.raw`"\"a"`,
  String.raw`""`,
  String.raw`"日"`,
  String.raw`"\u65E5"`,
];
const { object: keyedObject } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...SPELLINGS, '1', 'null', String.raw`"x\\"`, String.raw`"{\"a\":1}"`),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }).map((items) => '[' + items.join(',') + ']'),
  object: fc
    .array(fc.tuple(fc.constantFrom(...SPELLINGS), fc.constantFrom('', ' ', '\n  '), tie('value')), { maxLength: 4 })
    .map((props) => '{' + props.map(([k, w, v]) => w + k + w + ':' + w + v).join(',') + '}'),
}));

describe("the validator's scan for repeated keys agrees with the JSON parser", () => {
  test(`${RUNS} generated texts: a repeated key found exactly where jsonc-parser finds one`, () => {
    let valid = 0;
    let repeated = 0;
    fc.assert(
      fc.property(fc.oneof(jsonText, keyedObject), (text) => {
        const full = parseJsonTree(FILE, text);
        // The scan is only ever given text that JSON.parse accepted.
        try {
          JSON.parse(text);
        } catch {
          return;
        }
        if (full.errors.length > 0) return;
        valid++;
        if (full.duplicateKeys.length > 0) repeated++;
        expect(hasDuplicateKeys(text)).toBe(full.duplicateKeys.length > 0);
      }),
      { numRuns: RUNS, seed: Number(process.env.SEED ?? 20_261_124) },
    );
    // Both answers must come up often, or the comparison proves little.
    expect(valid).toBeGreaterThan(RUNS / 2);
    expect(repeated).toBeGreaterThan(RUNS / 20);
    expect(valid - repeated).toBeGreaterThan(RUNS / 20);
  });

  test('a quote after an even run of backslashes ends the key; an escaped key equals its plain spelling', () => {
    // Written with String.raw: each text is exactly the JSON between the backticks.
    expect(hasDuplicateKeys(String.raw`{"a\\":1,"a\\":2}`)).toBe(true);
    expect(hasDuplicateKeys(String.raw`{"a\"":1,"a\\":2}`)).toBe(false);
    expect(hasDuplicateKeys(String.raw`{"x":"\\","x\\":{"x":1}}`)).toBe(false);
    expect(hasDuplicateKeys(String.raw`{"a":[{"b":1},{"b":2}],"\u0061":3}`)).toBe(true);
    expect(hasDuplicateKeys(String.raw`{"a":[{"b":1},{"b":2}],"c":{"b":{"b":3}}}`)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------- YAML

/** A YAML node to write out: an inline scalar, a block scalar, null (nothing after the colon), a block mapping or sequence. */
type Y =
  | { k: 'inline'; text: string }
  | { k: 'block'; header: string; lines: string[] }
  | { k: 'null' }
  | { k: 'map'; entries: Entry[]; step: number; end: number }
  | { k: 'seq'; items: Y[]; step: number; same: boolean; end: number };
/** A mapping entry: its key as written, its value, what follows on the key's line, and what stands before it. */
type Entry = { key: string; value: Y; after: string; gap: number };

// Each kind of part is mostly what the fast reader handles, so that most texts are compared, with a share of what it
// must leave to the library (anchors, tags, complex keys, comment lines, …) and of broken YAML.
const plainScalar = rarely(
  fc.constantFrom(
    'hello',
    'hello world',
    'a#b',
    'value # comment',
    'é',
    '日本語',
    '😀 emoji',
    'Ünïcödé text',
    'a [b]',
    'a {b}',
    'x-hidden',
    "it's",
    'say "hi"',
    'back\\slash',
    '-0',
    '0',
    '1',
    '+1',
    '-12',
    '010',
    '1e5',
    '1E5',
    '-1.5e-3',
    '.5',
    '1.',
    '1.0',
    '0x1F',
    '0o17',
    '0b101',
    '1_000',
    '.inf',
    '-.Inf',
    '+.INF',
    '.nan',
    '.NaN',
    '~',
    'null',
    'Null',
    'NULL',
    'true',
    'True',
    'FALSE',
    'yes',
    'no',
    'on',
    'off',
    'y',
    '2024-01-01',
    '12:30',
    '12:30:45',
    'http://example.com/a?b=c#frag',
    'GET /pets/{id}',
    '/pets',
    'a,b',
    'a:b',
    '-a',
    '--',
    '---',
    '...',
    'a  b',
    '1:2',
    '+.5',
    '-.5',
    '1e+5',
    '1.5E+3',
    '0.',
    '00',
    '-0.0',
    '+0',
    '1e05',
    '.',
    '+',
    '0o8',
    '0xG',
    '0x_1',
    '1__0',
    '.Inf',
    '-.INF',
    '.NAN',
    '+.nan',
    'tRUE',
    'NuLL',
    '0X1F',
    'a\u00a0#b',
    'line\u2028sep',
    'nbsp\u00a0',
    'a "quoted" word',
    "a 'single' word",
    'ends with #',
    'a\\nb',
    '😀:x',
    'a ,b',
    'a?b',
    'a=b',
    '<html>',
    '$x',
    'a|b',
  ),
  fc.constantFrom(
    'a: b',
    'trailing:',
    'a:',
    '@at',
    '`tick',
    '%p',
    '!tag x',
    '&anchor x',
    '*alias',
    '? q',
    '| pipe',
    '> gt',
    '- item',
    ': colon',
  ),
);
const quoted = rarely(
  fc.constantFrom(
    "'it''s'",
    "'#x'",
    "''",
    "'a: b'",
    "'  spaced  '",
    "'é 日本'",
    "'\\n stays'",
    "'[x]'",
    '"plain"',
    '""',
    '"\\n\\t\\r"',
    '"\\x41"',
    '"\\u00e9"',
    '"\\U0001F600"',
    '"\\""',
    '"\\/"',
    '"\\ "',
    '"\\N\\_\\L\\P"',
    '"\\e\\a\\v\\0\\b\\f"',
    '"\\\\"',
    '"# not a comment"',
    '"a: b"',
    '"\\ud800"',
    '"é 日本 😀"',
    '"\\u00E9\\x4a"',
    '"\\t"',
    '"a\\\\"',
    '"\'"',
    "'\"'",
    "'a # b'",
    '"  spaced  "',
    '"\\U0010FFFF"',
    '"\\udc00\\ud83d\\ude00"',
    '"a\\\\ b"',
  ),
  fc.constantFrom(
    "'unterminated",
    '"\\U00110000"',
    '"\\q"',
    '"\\xZZ"',
    '"unterminated',
    '"multi\\\nline"',
    '"a" b',
    "'a' b",
  ),
);
const flow = rarely(
  fc.constantFrom(
    '[a, "b", \'c\', 1, -0, ~]',
    '[]',
    '[ ]',
    '[a,b]',
    '[ a , b ]',
    '["x, y", \'z]\']',
    '[1e5, .inf, null, true]',
    '{}',
    '[é, 日本]',
    '[a, b] # c',
    '[GET /pets, "POST /pets"]',
    '[a b, c  d]',
    '[-0, 0x1F, .inf, 0o17, +1, TRUE]',
    "[\"\\n\", 'it''s']",
    '[a,"b"]',
    '[😀]',
    '[a#b]',
    '[a?]',
    '{a: 1}',
    "{ 'name': 'github-issues', 'variant': \"custom\" }",
    '{a: b, c d: "e, f", 1: .inf, ~: null}',
    '{ x: [], y: 2 } # c',
    '{a: 1, a: 2}',
    "{é: 日本, \"😀\": 'it''s'}",
    // Over several lines, as formatters write long ones (a line break here is indented past the holder; `\n<` is not).
    '[\n  invalid_body,\n  unknown_provider,\n]',
    '[a, b,\n c]',
    '\n[\n  a,\n  b\n]',
    '\n{ a: 1,\n  b: "x" }',
    '[\n\n  a\n  ]',
    '{\n  a: 1,\n  b: [c]\n}',
  ),
  fc.constantFrom(
    '[\n<a]',
    '[a,\n<]',
    '[a\n  b]',
    '[a, # c\n  b]',
    '[\n  "a\n  b"]',
    '\n[a,\n<b]',
    '[a, [b]]',
    '[a, {b: c}]',
    '[a,]',
    '[a, b # c]',
    '{ }',
    '[a, b',
    '[a: b]',
    '[?a]',
    '{a: {b: c}}',
    '{a: [b]}',
    '{a:1}',
    '{"a":1}',
    '{a : 1}',
    '{a: }',
    '{a, b: 1}',
    '{a: 1,}',
    '{a: 1',
    '{? a: 1}',
    '{a: b: c}',
    '{a: 1]',
    '[a}',
  ),
);
const inline = fc
  .oneof({ weight: 6, arbitrary: plainScalar }, { weight: 3, arbitrary: quoted }, { weight: 1, arbitrary: flow })
  .map((text): Y => ({ k: 'inline', text }));
const blockScalar = fc
  .tuple(
    rarely(fc.constantFrom('|', '|-', '>', '>-'), fc.constantFrom('|+', '>2', '|  # c', '>+', '|1-')),
    fc.array(
      mostly(
        fc.constantFrom(
          'line one',
          'second line',
          '',
          'é 日本 😀',
          '# not a comment',
          'key: not a key',
          '- not an item',
          'a  b  ',
          '"quoted"',
          '\\n stays',
        ),
        fc.constantFrom('  indented more', '   three more'),
      ),
      { minLength: 0, maxLength: 5 },
    ),
    fc.nat(1),
  )
  // Half the block scalars end with the blank lines they were given, half end with content.
  .map(([header, lines, keep]): Y => ({
    k: 'block',
    header,
    lines: keep === 0 ? lines : lines.join('\n').replace(/\n+$/, '').split('\n'),
  }));
const yamlKey = rarely(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'a',
        'b',
        'name',
        'title',
        'key with spaces',
        'é',
        '日本',
        '1',
        '1.0',
        '0x1F',
        'true',
        'null',
        '~',
        '.inf',
        '$ref',
        '/pets/{id}',
        'x-y',
        'a.b',
        'get',
        '200',
        'a#b',
        '😀',
        '1e3',
        '0o17',
        '+1',
        '010',
        '1_0',
        '.5',
        '1.',
        'TRUE',
        'Null',
        '.NaN',
        'a b c',
        'a\u00a0b',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '"quoted key"',
        "'single key'",
        '"a:b"',
        '"with \\n escape"',
        '"é"',
        "'it''s'",
        '""',
        '"a"',
        "'b'",
      ),
    },
  ),
  fc.constantFrom('? complex', '[a, b]', '&k a', '*k', '!!str tagged', 'a #b', '"a"b', '- a', '-0'),
);
const after = rarely(
  fc.constantFrom('', '', '', '', '', '', '', ' # comment', '  #c', '   ', ' '),
  fc.constantFrom('#c', ' &anchor'),
);

const { yamlNode } = fc.letrec<{ yamlNode: Y; item: Y; map: Y; seq: Y }>((tie) => ({
  yamlNode: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    inline,
    inline,
    inline,
    blockScalar,
    fc.constant<Y>({ k: 'null' }),
    tie('map'),
    tie('seq'),
  ),
  // An empty item (`-` alone) and an item that opens a sequence (`- - a`) are the library's to read.
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 12, arbitrary: inline },
    { weight: 3, arbitrary: blockScalar },
    { weight: 6, arbitrary: tie('map') },
    { weight: 1, arbitrary: fc.constant<Y>({ k: 'null' }) },
    { weight: 1, arbitrary: tie('seq') },
  ),
  map: fc
    .tuple(
      fc.array(fc.record({ key: yamlKey, value: tie('yamlNode'), after, gap: fc.nat(24) }), {
        minLength: 1,
        maxLength: 5,
      }),
      fc.constantFrom(2, 2, 2, 4, 1, 3),
      fc.nat(30),
    )
    .map(([entries, step, end]): Y => ({ k: 'map', entries, step, end })),
  seq: fc
    .tuple(fc.array(tie('item'), { minLength: 1, maxLength: 4 }), fc.constantFrom(2, 2, 4), fc.boolean(), fc.nat(30))
    .map(([items, step, same, end]): Y => ({ k: 'seq', items, step, same, end })),
}));

/** The lines of a node that stands in a mapping or sequence at column `n`, after `lead` (its key and colon, or its dash). */
function emit(node: Y, n: number, lead: string, tail: string): string[] {
  switch (node.k) {
    case 'inline':
      return `${lead} ${node.text}${tail}`
        .replace(/\n(<?)/g, (_, bare: string) => (bare ? '\n' : '\n' + ' '.repeat(n + 2)))
        .split('\n');
    case 'null':
      return [`${lead}${tail.trim() === '' ? tail : ''}`];
    case 'block':
      return [`${lead} ${node.header}${tail}`, ...node.lines.map((l) => (l === '' ? '' : ' '.repeat(n + 2) + l))];
    // A comment after `key:` with the value below it is the library's to read: left out here.
    case 'map':
      return [`${lead}${tail.trim() === '' ? tail : ''}`, ...emitMap(node, n + node.step)];
    case 'seq':
      return [
        `${lead}${tail.trim() === '' ? tail : ''}`,
        ...emitSeq(node, node.same && lead.endsWith(':') ? n : n + node.step),
      ];
  }
}

function emitMap(node: Extract<Y, { k: 'map' }>, n: number): string[] {
  const pad = ' '.repeat(n);
  const out: string[] = [];
  for (const e of node.entries) {
    if (e.gap === 1) out.push('');
    else if (e.gap === 2) out.push(`${pad}# between`);
    else if (e.gap === 3) out.push('# at the margin');
    else if (e.gap === 4) out.push(`${pad}  # deeper`, '');
    out.push(...emit(e.value, n, `${pad}${e.key}:`, e.after));
  }
  return [...out, ...endComment(node.end, pad)];
}

/** A comment line after a collection's last entry: in its column, at the margin, deeper, or after a blank line. */
function endComment(end: number, pad: string): string[] {
  return end === 1
    ? [`${pad}# last`]
    : end === 2
      ? ['# margin']
      : end === 3
        ? [`${pad}   # deeper`]
        : end === 4
          ? ['', `${pad}# c`]
          : [];
}

function emitSeq(node: Extract<Y, { k: 'seq' }>, n: number): string[] {
  const pad = ' '.repeat(n);
  const out: string[] = [];
  for (const item of node.items) {
    if (item.k === 'map') {
      // A mapping in a sequence starts on the dash's line: `- key: value`, the rest two columns in.
      const lines = emitMap(item, n + 2);
      out.push(pad + '- ' + lines[0].slice(n + 2), ...lines.slice(1));
    } else if (item.k === 'seq') {
      const lines = emitSeq(item, n + 2);
      out.push(pad + '- ' + lines[0].slice(n + 2), ...lines.slice(1));
    } else out.push(...emit(item, n, `${pad}-`, ''));
  }
  return [...out, ...endComment(node.end, pad)];
}

const yamlDoc = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: yamlNode.filter((y) => y.k === 'map') },
      { weight: 2, arbitrary: yamlNode.filter((y) => y.k === 'seq') },
      { weight: 1, arbitrary: yamlNode },
    ),
    rarely(
      fc.constantFrom('', '', '', '\n', '# leading comment\n', '\n\n', '  \n'),
      fc.constantFrom('---\n', '%YAML 1.2\n---\n'),
    ),
    rarely(
      fc.constantFrom('\n', '\n', '', '\n\n', '  \n', '\n  '),
      fc.constantFrom('\n# trailing comment\n', '\n...\n'),
    ),
  )
  .map(([root, head, end]) => {
    const lines =
      root.k === 'map'
        ? emitMap(root, 0)
        : root.k === 'seq'
          ? emitSeq(root, 0)
          : emit(root, 0, '', '').map((l) => l.trimStart());
    return head + lines.join('\n') + end;
  });
// Documents as the yaml library writes them, in each of its styles: realistic quoting, escapes and block scalars.
const written = fc
  .tuple(
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('a', 'b', '1', 'null', 'é', 'x y')),
      fc.jsonValue({
        maxDepth: 3,
        stringUnit: fc.constantFrom('a', ' ', 'é', '日', '😀', '\n', '"', "'", '#', ':', '-', '\\', '\u2028', '1', '.'),
      }),
      { maxKeys: 5 },
    ),
    fc.record({
      indent: fc.constantFrom(2, 4),
      indentSeq: fc.boolean(),
      lineWidth: fc.constantFrom(0, 0, 30, 80),
      defaultStringType: fc.constantFrom(
        'PLAIN',
        'PLAIN',
        'QUOTE_DOUBLE',
        'QUOTE_SINGLE',
        'BLOCK_LITERAL',
        'BLOCK_FOLDED',
      ),
      defaultKeyType: fc.constantFrom(null, 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'),
      collectionStyle: fc.constantFrom('any', 'block', 'block', 'flow'),
    }),
  )
  .map(([value, options]) => stringify(value, options));

const yamlText = fc.oneof(
  { weight: 12, arbitrary: yamlDoc },
  { weight: 6, arbitrary: written },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '\n',
      '  \n',
      '# only a comment\n',
      'a',
      'a:',
      '- a',
      '-',
      'a: 1\n  b: 2',
      'a: hello\n  world\n',
      'a  : b',
      'a:\n\n  b: 1',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(yamlDoc, fc.nat(), fc.constantFrom(':', '- ', '  ', '"', "'", '\t', '#', '\n', '[', '\r\n', ' # ', '\\'))
      .map(([t, at, s]) => t.slice(0, at % (t.length + 1)) + s + t.slice(at % (t.length + 1))),
  },
);

describe('the simple YAML reader builds the tree the yaml library builds', () => {
  test(`${RUNS} generated texts: same values and spans`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(yamlText, (text) => {
        const simple = parseSimpleYaml(text, 0, new SourceText(FILE, text));
        if (!simple) return;
        accepted++;
        const full = parseYamlTree(FILE, text);
        expect(full.errors).toEqual([]);
        expect(plain(simple)).toEqual(plain(full.root!));
        // As page frontmatter: the same text inside a file, every position shifted alike.
        const page = `---\n${text}\n---\n# Title\n`;
        const inPage = new SourceText(FILE, page);
        expect(plain(parseSimpleYaml(text, 4, inPage)!)).toEqual(plain(parseYamlTree(FILE, text, 4, inPage).root!));
      }),
      { numRuns: RUNS, seed: Number(process.env.SEED ?? 20_261_124) },
    );
    expect(accepted).toBeGreaterThan(RUNS * 0.3);
  });

  test('comments between entries, blank lines after a block scalar and one-line flow mappings are read here', () => {
    const between = [
      '# a schema hint',
      'openapi: 3.1.0',
      'paths:',
      '  /a:',
      '    get:',
      '      summary: A',
      '      description: >',
      '        Folded,',
      '        then a blank line.',
      '',
      '        ## ---- indented deeper',
      "      example: { 'name': 'github-issues', variant: custom }",
      '      tags:',
      '        - one',
      '# at the margin',
      '        - two',
      '  /b:',
      '    get: {}',
    ].join('\n');
    const simple = parseSimpleYaml(between, 0, new SourceText(FILE, between));
    expect(simple).toBeDefined();
    expect(plain(simple!)).toEqual(plain(parseYamlTree(FILE, between).root!));
    for (const ends of ['a:\n  b: 1\n  # last\nc: 2', 'a:\n  - 1\n  # last\nc: 2', 'a:\n  b:\n  # c\n  d: 1'])
      expect(parseSimpleYaml(ends, 0, new SourceText(FILE, ends))).toBeUndefined();
  });

  test('what OpenAPI documents hold: wrapped plain text, values below keys, nested and JSON-like flow collections', () => {
    const texts = [
      // A comment or a blank line between a key and the collection below it.
      'a:\n  # first\n  b: 1',
      'properties:\n\n  # Sampling\n\n  - name: x\n',
      // Plain text wrapped onto further lines, with a blank line (a line break) between two of them.
      'description: Update an existing response for example when you want to mark a\n  response as finished.\nb: 1',
      '- one\n  two\n\n  three\n- four',
      // A scalar on the line below its key.
      'description:\n  Flow control key to manage concurrency.\n  Steps respect it.\nschema:\n  "quoted below"\n',
      // Flow collections inside flow collections, a value below its key, a closing bracket in the key's column.
      "s: {ApiKeyAuth: {type: apiKey, in: header, name: 'X-Key'}}",
      'a:\n  example: [{ "x": "2025-08-31 15:12", "y": 0 }]\n  b: [\n    {\n      "id":\n        [{ x: 1 }],\n    },\n  ]\n',
      'example: [\n  { id: "delivered", data: [ { x: 1 }, ], },\n]\n',
      // Negative numbers and dashed words in a flow sequence that is a sequence's item.
      'embeddings:\n  - [\n      0.01,\n      -0.0017,\n      -x,\n    ]\n',
      // Spaces past a literal block's column, on a line of nothing else: content.
      'a: |\n  x\n    \n  y\nb: |-\n  x\n     \n\nc: 1\n',
    ];
    for (const text of texts) {
      const simple = parseSimpleYaml(text, 0, new SourceText(FILE, text));
      expect([text, simple !== undefined]).toEqual([text, true]);
      expect(plain(simple!)).toEqual(plain(parseYamlTree(FILE, text).root!));
    }
  });
});
