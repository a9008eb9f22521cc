import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
export const id = 5772;
export const ids = [5772];
export const modules = {

/***/ 74281:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {




var yaml = __webpack_require__(24040);


module.exports = yaml;


/***/ }),

/***/ 24040:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {




var loader = __webpack_require__(75868);
var dumper = __webpack_require__(45078);


function deprecated(name) {
  return function () {
    throw new Error('Function ' + name + ' is deprecated and cannot be used.');
  };
}


module.exports.Type = __webpack_require__(50323);
module.exports.Schema = __webpack_require__(45868);
module.exports.FAILSAFE_SCHEMA = __webpack_require__(86810);
module.exports.JSON_SCHEMA = __webpack_require__(96613);
module.exports.CORE_SCHEMA = __webpack_require__(55116);
module.exports.DEFAULT_SAFE_SCHEMA = __webpack_require__(76032);
module.exports.DEFAULT_FULL_SCHEMA = __webpack_require__(60948);
module.exports.load                = loader.load;
module.exports.loadAll             = loader.loadAll;
module.exports.safeLoad            = loader.safeLoad;
module.exports.safeLoadAll         = loader.safeLoadAll;
module.exports.dump                = dumper.dump;
module.exports.safeDump            = dumper.safeDump;
module.exports.YAMLException = __webpack_require__(15622);

// Deprecated schema names from JS-YAML 2.0.x
module.exports.MINIMAL_SCHEMA = __webpack_require__(86810);
module.exports.SAFE_SCHEMA = __webpack_require__(76032);
module.exports.DEFAULT_SCHEMA = __webpack_require__(60948);

// Deprecated functions from JS-YAML 1.x.x
module.exports.scan           = deprecated('scan');
module.exports.parse          = deprecated('parse');
module.exports.compose        = deprecated('compose');
module.exports.addConstructor = deprecated('addConstructor');


/***/ }),

/***/ 1825:
/***/ ((module) => {




function isNothing(subject) {
  return (typeof subject === 'undefined') || (subject === null);
}


function isObject(subject) {
  return (typeof subject === 'object') && (subject !== null);
}


function toArray(sequence) {
  if (Array.isArray(sequence)) return sequence;
  else if (isNothing(sequence)) return [];

  return [ sequence ];
}


function extend(target, source) {
  var index, length, key, sourceKeys;

  if (source) {
    sourceKeys = Object.keys(source);

    for (index = 0, length = sourceKeys.length; index < length; index += 1) {
      key = sourceKeys[index];
      target[key] = source[key];
    }
  }

  return target;
}


function repeat(string, count) {
  var result = '', cycle;

  for (cycle = 0; cycle < count; cycle += 1) {
    result += string;
  }

  return result;
}


function isNegativeZero(number) {
  return (number === 0) && (Number.NEGATIVE_INFINITY === 1 / number);
}


module.exports.isNothing      = isNothing;
module.exports.isObject       = isObject;
module.exports.toArray        = toArray;
module.exports.repeat         = repeat;
module.exports.isNegativeZero = isNegativeZero;
module.exports.extend         = extend;


/***/ }),

/***/ 45078:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



/*eslint-disable no-use-before-define*/

var common              = __webpack_require__(1825);
var YAMLException       = __webpack_require__(15622);
var DEFAULT_FULL_SCHEMA = __webpack_require__(60948);
var DEFAULT_SAFE_SCHEMA = __webpack_require__(76032);

var _toString       = Object.prototype.toString;
var _hasOwnProperty = Object.prototype.hasOwnProperty;

var CHAR_TAB                  = 0x09; /* Tab */
var CHAR_LINE_FEED            = 0x0A; /* LF */
var CHAR_CARRIAGE_RETURN      = 0x0D; /* CR */
var CHAR_SPACE                = 0x20; /* Space */
var CHAR_EXCLAMATION          = 0x21; /* ! */
var CHAR_DOUBLE_QUOTE         = 0x22; /* " */
var CHAR_SHARP                = 0x23; /* # */
var CHAR_PERCENT              = 0x25; /* % */
var CHAR_AMPERSAND            = 0x26; /* & */
var CHAR_SINGLE_QUOTE         = 0x27; /* ' */
var CHAR_ASTERISK             = 0x2A; /* * */
var CHAR_COMMA                = 0x2C; /* , */
var CHAR_MINUS                = 0x2D; /* - */
var CHAR_COLON                = 0x3A; /* : */
var CHAR_EQUALS               = 0x3D; /* = */
var CHAR_GREATER_THAN         = 0x3E; /* > */
var CHAR_QUESTION             = 0x3F; /* ? */
var CHAR_COMMERCIAL_AT        = 0x40; /* @ */
var CHAR_LEFT_SQUARE_BRACKET  = 0x5B; /* [ */
var CHAR_RIGHT_SQUARE_BRACKET = 0x5D; /* ] */
var CHAR_GRAVE_ACCENT         = 0x60; /* ` */
var CHAR_LEFT_CURLY_BRACKET   = 0x7B; /* { */
var CHAR_VERTICAL_LINE        = 0x7C; /* | */
var CHAR_RIGHT_CURLY_BRACKET  = 0x7D; /* } */

var ESCAPE_SEQUENCES = {};

ESCAPE_SEQUENCES[0x00]   = '\\0';
ESCAPE_SEQUENCES[0x07]   = '\\a';
ESCAPE_SEQUENCES[0x08]   = '\\b';
ESCAPE_SEQUENCES[0x09]   = '\\t';
ESCAPE_SEQUENCES[0x0A]   = '\\n';
ESCAPE_SEQUENCES[0x0B]   = '\\v';
ESCAPE_SEQUENCES[0x0C]   = '\\f';
ESCAPE_SEQUENCES[0x0D]   = '\\r';
ESCAPE_SEQUENCES[0x1B]   = '\\e';
ESCAPE_SEQUENCES[0x22]   = '\\"';
ESCAPE_SEQUENCES[0x5C]   = '\\\\';
ESCAPE_SEQUENCES[0x85]   = '\\N';
ESCAPE_SEQUENCES[0xA0]   = '\\_';
ESCAPE_SEQUENCES[0x2028] = '\\L';
ESCAPE_SEQUENCES[0x2029] = '\\P';

var DEPRECATED_BOOLEANS_SYNTAX = [
  'y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON',
  'n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF'
];

function compileStyleMap(schema, map) {
  var result, keys, index, length, tag, style, type;

  if (map === null) return {};

  result = {};
  keys = Object.keys(map);

  for (index = 0, length = keys.length; index < length; index += 1) {
    tag = keys[index];
    style = String(map[tag]);

    if (tag.slice(0, 2) === '!!') {
      tag = 'tag:yaml.org,2002:' + tag.slice(2);
    }
    type = schema.compiledTypeMap['fallback'][tag];

    if (type && _hasOwnProperty.call(type.styleAliases, style)) {
      style = type.styleAliases[style];
    }

    result[tag] = style;
  }

  return result;
}

function encodeHex(character) {
  var string, handle, length;

  string = character.toString(16).toUpperCase();

  if (character <= 0xFF) {
    handle = 'x';
    length = 2;
  } else if (character <= 0xFFFF) {
    handle = 'u';
    length = 4;
  } else if (character <= 0xFFFFFFFF) {
    handle = 'U';
    length = 8;
  } else {
    throw new YAMLException('code point within a string may not be greater than 0xFFFFFFFF');
  }

  return '\\' + handle + common.repeat('0', length - string.length) + string;
}

function State(options) {
  this.schema        = options['schema'] || DEFAULT_FULL_SCHEMA;
  this.indent        = Math.max(1, (options['indent'] || 2));
  this.noArrayIndent = options['noArrayIndent'] || false;
  this.skipInvalid   = options['skipInvalid'] || false;
  this.flowLevel     = (common.isNothing(options['flowLevel']) ? -1 : options['flowLevel']);
  this.styleMap      = compileStyleMap(this.schema, options['styles'] || null);
  this.sortKeys      = options['sortKeys'] || false;
  this.lineWidth     = options['lineWidth'] || 80;
  this.noRefs        = options['noRefs'] || false;
  this.noCompatMode  = options['noCompatMode'] || false;
  this.condenseFlow  = options['condenseFlow'] || false;

  this.implicitTypes = this.schema.compiledImplicit;
  this.explicitTypes = this.schema.compiledExplicit;

  this.tag = null;
  this.result = '';

  this.duplicates = [];
  this.usedDuplicates = null;
}

// Indents every line in a string. Empty lines (\n only) are not indented.
function indentString(string, spaces) {
  var ind = common.repeat(' ', spaces),
      position = 0,
      next = -1,
      result = '',
      line,
      length = string.length;

  while (position < length) {
    next = string.indexOf('\n', position);
    if (next === -1) {
      line = string.slice(position);
      position = length;
    } else {
      line = string.slice(position, next + 1);
      position = next + 1;
    }

    if (line.length && line !== '\n') result += ind;

    result += line;
  }

  return result;
}

function generateNextLine(state, level) {
  return '\n' + common.repeat(' ', state.indent * level);
}

function testImplicitResolving(state, str) {
  var index, length, type;

  for (index = 0, length = state.implicitTypes.length; index < length; index += 1) {
    type = state.implicitTypes[index];

    if (type.resolve(str)) {
      return true;
    }
  }

  return false;
}

// [33] s-white ::= s-space | s-tab
function isWhitespace(c) {
  return c === CHAR_SPACE || c === CHAR_TAB;
}

// Returns true if the character can be printed without escaping.
// From YAML 1.2: "any allowed characters known to be non-printable
// should also be escaped. [However,] This isn’t mandatory"
// Derived from nb-char - \t - #x85 - #xA0 - #x2028 - #x2029.
function isPrintable(c) {
  return  (0x00020 <= c && c <= 0x00007E)
      || ((0x000A1 <= c && c <= 0x00D7FF) && c !== 0x2028 && c !== 0x2029)
      || ((0x0E000 <= c && c <= 0x00FFFD) && c !== 0xFEFF /* BOM */)
      ||  (0x10000 <= c && c <= 0x10FFFF);
}

// [34] ns-char ::= nb-char - s-white
// [27] nb-char ::= c-printable - b-char - c-byte-order-mark
// [26] b-char  ::= b-line-feed | b-carriage-return
// [24] b-line-feed       ::=     #xA    /* LF */
// [25] b-carriage-return ::=     #xD    /* CR */
// [3]  c-byte-order-mark ::=     #xFEFF
function isNsChar(c) {
  return isPrintable(c) && !isWhitespace(c)
    // byte-order-mark
    && c !== 0xFEFF
    // b-char
    && c !== CHAR_CARRIAGE_RETURN
    && c !== CHAR_LINE_FEED;
}

// Simplified test for values allowed after the first character in plain style.
function isPlainSafe(c, prev) {
  // Uses a subset of nb-char - c-flow-indicator - ":" - "#"
  // where nb-char ::= c-printable - b-char - c-byte-order-mark.
  return isPrintable(c) && c !== 0xFEFF
    // - c-flow-indicator
    && c !== CHAR_COMMA
    && c !== CHAR_LEFT_SQUARE_BRACKET
    && c !== CHAR_RIGHT_SQUARE_BRACKET
    && c !== CHAR_LEFT_CURLY_BRACKET
    && c !== CHAR_RIGHT_CURLY_BRACKET
    // - ":" - "#"
    // /* An ns-char preceding */ "#"
    && c !== CHAR_COLON
    && ((c !== CHAR_SHARP) || (prev && isNsChar(prev)));
}

// Simplified test for values allowed as the first character in plain style.
function isPlainSafeFirst(c) {
  // Uses a subset of ns-char - c-indicator
  // where ns-char = nb-char - s-white.
  return isPrintable(c) && c !== 0xFEFF
    && !isWhitespace(c) // - s-white
    // - (c-indicator ::=
    // “-” | “?” | “:” | “,” | “[” | “]” | “{” | “}”
    && c !== CHAR_MINUS
    && c !== CHAR_QUESTION
    && c !== CHAR_COLON
    && c !== CHAR_COMMA
    && c !== CHAR_LEFT_SQUARE_BRACKET
    && c !== CHAR_RIGHT_SQUARE_BRACKET
    && c !== CHAR_LEFT_CURLY_BRACKET
    && c !== CHAR_RIGHT_CURLY_BRACKET
    // | “#” | “&” | “*” | “!” | “|” | “=” | “>” | “'” | “"”
    && c !== CHAR_SHARP
    && c !== CHAR_AMPERSAND
    && c !== CHAR_ASTERISK
    && c !== CHAR_EXCLAMATION
    && c !== CHAR_VERTICAL_LINE
    && c !== CHAR_EQUALS
    && c !== CHAR_GREATER_THAN
    && c !== CHAR_SINGLE_QUOTE
    && c !== CHAR_DOUBLE_QUOTE
    // | “%” | “@” | “`”)
    && c !== CHAR_PERCENT
    && c !== CHAR_COMMERCIAL_AT
    && c !== CHAR_GRAVE_ACCENT;
}

// Determines whether block indentation indicator is required.
function needIndentIndicator(string) {
  var leadingSpaceRe = /^\n* /;
  return leadingSpaceRe.test(string);
}

var STYLE_PLAIN   = 1,
    STYLE_SINGLE  = 2,
    STYLE_LITERAL = 3,
    STYLE_FOLDED  = 4,
    STYLE_DOUBLE  = 5;

// Determines which scalar styles are possible and returns the preferred style.
// lineWidth = -1 => no limit.
// Pre-conditions: str.length > 0.
// Post-conditions:
//    STYLE_PLAIN or STYLE_SINGLE => no \n are in the string.
//    STYLE_LITERAL => no lines are suitable for folding (or lineWidth is -1).
//    STYLE_FOLDED => a line > lineWidth and can be folded (and lineWidth != -1).
function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType) {
  var i;
  var char, prev_char;
  var hasLineBreak = false;
  var hasFoldableLine = false; // only checked if shouldTrackWidth
  var shouldTrackWidth = lineWidth !== -1;
  var previousLineBreak = -1; // count the first line correctly
  var plain = isPlainSafeFirst(string.charCodeAt(0))
          && !isWhitespace(string.charCodeAt(string.length - 1));

  if (singleLineOnly) {
    // Case: no block styles.
    // Check for disallowed characters to rule out plain and single.
    for (i = 0; i < string.length; i++) {
      char = string.charCodeAt(i);
      if (!isPrintable(char)) {
        return STYLE_DOUBLE;
      }
      prev_char = i > 0 ? string.charCodeAt(i - 1) : null;
      plain = plain && isPlainSafe(char, prev_char);
    }
  } else {
    // Case: block styles permitted.
    for (i = 0; i < string.length; i++) {
      char = string.charCodeAt(i);
      if (char === CHAR_LINE_FEED) {
        hasLineBreak = true;
        // Check if any line can be folded.
        if (shouldTrackWidth) {
          hasFoldableLine = hasFoldableLine ||
            // Foldable line = too long, and not more-indented.
            (i - previousLineBreak - 1 > lineWidth &&
             string[previousLineBreak + 1] !== ' ');
          previousLineBreak = i;
        }
      } else if (!isPrintable(char)) {
        return STYLE_DOUBLE;
      }
      prev_char = i > 0 ? string.charCodeAt(i - 1) : null;
      plain = plain && isPlainSafe(char, prev_char);
    }
    // in case the end is missing a \n
    hasFoldableLine = hasFoldableLine || (shouldTrackWidth &&
      (i - previousLineBreak - 1 > lineWidth &&
       string[previousLineBreak + 1] !== ' '));
  }
  // Although every style can represent \n without escaping, prefer block styles
  // for multiline, since they're more readable and they don't add empty lines.
  // Also prefer folding a super-long line.
  if (!hasLineBreak && !hasFoldableLine) {
    // Strings interpretable as another type have to be quoted;
    // e.g. the string 'true' vs. the boolean true.
    return plain && !testAmbiguousType(string)
      ? STYLE_PLAIN : STYLE_SINGLE;
  }
  // Edge case: block indentation indicator can only have one digit.
  if (indentPerLevel > 9 && needIndentIndicator(string)) {
    return STYLE_DOUBLE;
  }
  // At this point we know block styles are valid.
  // Prefer literal style unless we want to fold.
  return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
}

// Note: line breaking/folding is implemented for only the folded style.
// NB. We drop the last trailing newline (if any) of a returned block scalar
//  since the dumper adds its own newline. This always works:
//    • No ending newline => unaffected; already using strip "-" chomping.
//    • Ending newline    => removed then restored.
//  Importantly, this keeps the "+" chomp indicator from gaining an extra line.
function writeScalar(state, string, level, iskey) {
  state.dump = (function () {
    if (string.length === 0) {
      return "''";
    }
    if (!state.noCompatMode &&
        DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1) {
      return "'" + string + "'";
    }

    var indent = state.indent * Math.max(1, level); // no 0-indent scalars
    // As indentation gets deeper, let the width decrease monotonically
    // to the lower bound min(state.lineWidth, 40).
    // Note that this implies
    //  state.lineWidth ≤ 40 + state.indent: width is fixed at the lower bound.
    //  state.lineWidth > 40 + state.indent: width decreases until the lower bound.
    // This behaves better than a constant minimum width which disallows narrower options,
    // or an indent threshold which causes the width to suddenly increase.
    var lineWidth = state.lineWidth === -1
      ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);

    // Without knowing if keys are implicit/explicit, assume implicit for safety.
    var singleLineOnly = iskey
      // No block styles in flow mode.
      || (state.flowLevel > -1 && level >= state.flowLevel);
    function testAmbiguity(string) {
      return testImplicitResolving(state, string);
    }

    switch (chooseScalarStyle(string, singleLineOnly, state.indent, lineWidth, testAmbiguity)) {
      case STYLE_PLAIN:
        return string;
      case STYLE_SINGLE:
        return "'" + string.replace(/'/g, "''") + "'";
      case STYLE_LITERAL:
        return '|' + blockHeader(string, state.indent)
          + dropEndingNewline(indentString(string, indent));
      case STYLE_FOLDED:
        return '>' + blockHeader(string, state.indent)
          + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
      case STYLE_DOUBLE:
        return '"' + escapeString(string, lineWidth) + '"';
      default:
        throw new YAMLException('impossible error: invalid scalar style');
    }
  }());
}

// Pre-conditions: string is valid for a block scalar, 1 <= indentPerLevel <= 9.
function blockHeader(string, indentPerLevel) {
  var indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : '';

  // note the special case: the string '\n' counts as a "trailing" empty line.
  var clip =          string[string.length - 1] === '\n';
  var keep = clip && (string[string.length - 2] === '\n' || string === '\n');
  var chomp = keep ? '+' : (clip ? '' : '-');

  return indentIndicator + chomp + '\n';
}

// (See the note for writeScalar.)
function dropEndingNewline(string) {
  return string[string.length - 1] === '\n' ? string.slice(0, -1) : string;
}

// Note: a long line without a suitable break point will exceed the width limit.
// Pre-conditions: every char in str isPrintable, str.length > 0, width > 0.
function foldString(string, width) {
  // In folded style, $k$ consecutive newlines output as $k+1$ newlines—
  // unless they're before or after a more-indented line, or at the very
  // beginning or end, in which case $k$ maps to $k$.
  // Therefore, parse each chunk as newline(s) followed by a content line.
  var lineRe = /(\n+)([^\n]*)/g;

  // first line (possibly an empty line)
  var result = (function () {
    var nextLF = string.indexOf('\n');
    nextLF = nextLF !== -1 ? nextLF : string.length;
    lineRe.lastIndex = nextLF;
    return foldLine(string.slice(0, nextLF), width);
  }());
  // If we haven't reached the first content line yet, don't add an extra \n.
  var prevMoreIndented = string[0] === '\n' || string[0] === ' ';
  var moreIndented;

  // rest of the lines
  var match;
  while ((match = lineRe.exec(string))) {
    var prefix = match[1], line = match[2];
    moreIndented = (line[0] === ' ');
    result += prefix
      + (!prevMoreIndented && !moreIndented && line !== ''
        ? '\n' : '')
      + foldLine(line, width);
    prevMoreIndented = moreIndented;
  }

  return result;
}

// Greedy line breaking.
// Picks the longest line under the limit each time,
// otherwise settles for the shortest line over the limit.
// NB. More-indented lines *cannot* be folded, as that would add an extra \n.
function foldLine(line, width) {
  if (line === '' || line[0] === ' ') return line;

  // Since a more-indented line adds a \n, breaks can't be followed by a space.
  var breakRe = / [^ ]/g; // note: the match index will always be <= length-2.
  var match;
  // start is an inclusive index. end, curr, and next are exclusive.
  var start = 0, end, curr = 0, next = 0;
  var result = '';

  // Invariants: 0 <= start <= length-1.
  //   0 <= curr <= next <= max(0, length-2). curr - start <= width.
  // Inside the loop:
  //   A match implies length >= 2, so curr and next are <= length-2.
  while ((match = breakRe.exec(line))) {
    next = match.index;
    // maintain invariant: curr - start <= width
    if (next - start > width) {
      end = (curr > start) ? curr : next; // derive end <= length-2
      result += '\n' + line.slice(start, end);
      // skip the space that was output as \n
      start = end + 1;                    // derive start <= length-1
    }
    curr = next;
  }

  // By the invariants, start <= length-1, so there is something left over.
  // It is either the whole string or a part starting from non-whitespace.
  result += '\n';
  // Insert a break if the remainder is too long and there is a break available.
  if (line.length - start > width && curr > start) {
    result += line.slice(start, curr) + '\n' + line.slice(curr + 1);
  } else {
    result += line.slice(start);
  }

  return result.slice(1); // drop extra \n joiner
}

// Escapes a double-quoted string.
function escapeString(string) {
  var result = '';
  var char, nextChar;
  var escapeSeq;

  for (var i = 0; i < string.length; i++) {
    char = string.charCodeAt(i);
    // Check for surrogate pairs (reference Unicode 3.0 section "3.7 Surrogates").
    if (char >= 0xD800 && char <= 0xDBFF/* high surrogate */) {
      nextChar = string.charCodeAt(i + 1);
      if (nextChar >= 0xDC00 && nextChar <= 0xDFFF/* low surrogate */) {
        // Combine the surrogate pair and store it escaped.
        result += encodeHex((char - 0xD800) * 0x400 + nextChar - 0xDC00 + 0x10000);
        // Advance index one extra since we already used that char here.
        i++; continue;
      }
    }
    escapeSeq = ESCAPE_SEQUENCES[char];
    result += !escapeSeq && isPrintable(char)
      ? string[i]
      : escapeSeq || encodeHex(char);
  }

  return result;
}

function writeFlowSequence(state, level, object) {
  var _result = '',
      _tag    = state.tag,
      index,
      length;

  for (index = 0, length = object.length; index < length; index += 1) {
    // Write only valid elements.
    if (writeNode(state, level, object[index], false, false)) {
      if (index !== 0) _result += ',' + (!state.condenseFlow ? ' ' : '');
      _result += state.dump;
    }
  }

  state.tag = _tag;
  state.dump = '[' + _result + ']';
}

function writeBlockSequence(state, level, object, compact) {
  var _result = '',
      _tag    = state.tag,
      index,
      length;

  for (index = 0, length = object.length; index < length; index += 1) {
    // Write only valid elements.
    if (writeNode(state, level + 1, object[index], true, true)) {
      if (!compact || index !== 0) {
        _result += generateNextLine(state, level);
      }

      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        _result += '-';
      } else {
        _result += '- ';
      }

      _result += state.dump;
    }
  }

  state.tag = _tag;
  state.dump = _result || '[]'; // Empty sequence if no valid values.
}

function writeFlowMapping(state, level, object) {
  var _result       = '',
      _tag          = state.tag,
      objectKeyList = Object.keys(object),
      index,
      length,
      objectKey,
      objectValue,
      pairBuffer;

  for (index = 0, length = objectKeyList.length; index < length; index += 1) {

    pairBuffer = '';
    if (index !== 0) pairBuffer += ', ';

    if (state.condenseFlow) pairBuffer += '"';

    objectKey = objectKeyList[index];
    objectValue = object[objectKey];

    if (!writeNode(state, level, objectKey, false, false)) {
      continue; // Skip this pair because of invalid key;
    }

    if (state.dump.length > 1024) pairBuffer += '? ';

    pairBuffer += state.dump + (state.condenseFlow ? '"' : '') + ':' + (state.condenseFlow ? '' : ' ');

    if (!writeNode(state, level, objectValue, false, false)) {
      continue; // Skip this pair because of invalid value.
    }

    pairBuffer += state.dump;

    // Both key and value are valid.
    _result += pairBuffer;
  }

  state.tag = _tag;
  state.dump = '{' + _result + '}';
}

function writeBlockMapping(state, level, object, compact) {
  var _result       = '',
      _tag          = state.tag,
      objectKeyList = Object.keys(object),
      index,
      length,
      objectKey,
      objectValue,
      explicitPair,
      pairBuffer;

  // Allow sorting keys so that the output file is deterministic
  if (state.sortKeys === true) {
    // Default sorting
    objectKeyList.sort();
  } else if (typeof state.sortKeys === 'function') {
    // Custom sort function
    objectKeyList.sort(state.sortKeys);
  } else if (state.sortKeys) {
    // Something is wrong
    throw new YAMLException('sortKeys must be a boolean or a function');
  }

  for (index = 0, length = objectKeyList.length; index < length; index += 1) {
    pairBuffer = '';

    if (!compact || index !== 0) {
      pairBuffer += generateNextLine(state, level);
    }

    objectKey = objectKeyList[index];
    objectValue = object[objectKey];

    if (!writeNode(state, level + 1, objectKey, true, true, true)) {
      continue; // Skip this pair because of invalid key.
    }

    explicitPair = (state.tag !== null && state.tag !== '?') ||
                   (state.dump && state.dump.length > 1024);

    if (explicitPair) {
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        pairBuffer += '?';
      } else {
        pairBuffer += '? ';
      }
    }

    pairBuffer += state.dump;

    if (explicitPair) {
      pairBuffer += generateNextLine(state, level);
    }

    if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
      continue; // Skip this pair because of invalid value.
    }

    if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
      pairBuffer += ':';
    } else {
      pairBuffer += ': ';
    }

    pairBuffer += state.dump;

    // Both key and value are valid.
    _result += pairBuffer;
  }

  state.tag = _tag;
  state.dump = _result || '{}'; // Empty mapping if no valid pairs.
}

function detectType(state, object, explicit) {
  var _result, typeList, index, length, type, style;

  typeList = explicit ? state.explicitTypes : state.implicitTypes;

  for (index = 0, length = typeList.length; index < length; index += 1) {
    type = typeList[index];

    if ((type.instanceOf  || type.predicate) &&
        (!type.instanceOf || ((typeof object === 'object') && (object instanceof type.instanceOf))) &&
        (!type.predicate  || type.predicate(object))) {

      state.tag = explicit ? type.tag : '?';

      if (type.represent) {
        style = state.styleMap[type.tag] || type.defaultStyle;

        if (_toString.call(type.represent) === '[object Function]') {
          _result = type.represent(object, style);
        } else if (_hasOwnProperty.call(type.represent, style)) {
          _result = type.represent[style](object, style);
        } else {
          throw new YAMLException('!<' + type.tag + '> tag resolver accepts not "' + style + '" style');
        }

        state.dump = _result;
      }

      return true;
    }
  }

  return false;
}

// Serializes `object` and writes it to global `result`.
// Returns true on success, or false on invalid object.
//
function writeNode(state, level, object, block, compact, iskey) {
  state.tag = null;
  state.dump = object;

  if (!detectType(state, object, false)) {
    detectType(state, object, true);
  }

  var type = _toString.call(state.dump);

  if (block) {
    block = (state.flowLevel < 0 || state.flowLevel > level);
  }

  var objectOrArray = type === '[object Object]' || type === '[object Array]',
      duplicateIndex,
      duplicate;

  if (objectOrArray) {
    duplicateIndex = state.duplicates.indexOf(object);
    duplicate = duplicateIndex !== -1;
  }

  if ((state.tag !== null && state.tag !== '?') || duplicate || (state.indent !== 2 && level > 0)) {
    compact = false;
  }

  if (duplicate && state.usedDuplicates[duplicateIndex]) {
    state.dump = '*ref_' + duplicateIndex;
  } else {
    if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
      state.usedDuplicates[duplicateIndex] = true;
    }
    if (type === '[object Object]') {
      if (block && (Object.keys(state.dump).length !== 0)) {
        writeBlockMapping(state, level, state.dump, compact);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + state.dump;
        }
      } else {
        writeFlowMapping(state, level, state.dump);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + ' ' + state.dump;
        }
      }
    } else if (type === '[object Array]') {
      var arrayLevel = (state.noArrayIndent && (level > 0)) ? level - 1 : level;
      if (block && (state.dump.length !== 0)) {
        writeBlockSequence(state, arrayLevel, state.dump, compact);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + state.dump;
        }
      } else {
        writeFlowSequence(state, arrayLevel, state.dump);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + ' ' + state.dump;
        }
      }
    } else if (type === '[object String]') {
      if (state.tag !== '?') {
        writeScalar(state, state.dump, level, iskey);
      }
    } else {
      if (state.skipInvalid) return false;
      throw new YAMLException('unacceptable kind of an object to dump ' + type);
    }

    if (state.tag !== null && state.tag !== '?') {
      state.dump = '!<' + state.tag + '> ' + state.dump;
    }
  }

  return true;
}

function getDuplicateReferences(object, state) {
  var objects = [],
      duplicatesIndexes = [],
      index,
      length;

  inspectNode(object, objects, duplicatesIndexes);

  for (index = 0, length = duplicatesIndexes.length; index < length; index += 1) {
    state.duplicates.push(objects[duplicatesIndexes[index]]);
  }
  state.usedDuplicates = new Array(length);
}

function inspectNode(object, objects, duplicatesIndexes) {
  var objectKeyList,
      index,
      length;

  if (object !== null && typeof object === 'object') {
    index = objects.indexOf(object);
    if (index !== -1) {
      if (duplicatesIndexes.indexOf(index) === -1) {
        duplicatesIndexes.push(index);
      }
    } else {
      objects.push(object);

      if (Array.isArray(object)) {
        for (index = 0, length = object.length; index < length; index += 1) {
          inspectNode(object[index], objects, duplicatesIndexes);
        }
      } else {
        objectKeyList = Object.keys(object);

        for (index = 0, length = objectKeyList.length; index < length; index += 1) {
          inspectNode(object[objectKeyList[index]], objects, duplicatesIndexes);
        }
      }
    }
  }
}

function dump(input, options) {
  options = options || {};

  var state = new State(options);

  if (!state.noRefs) getDuplicateReferences(input, state);

  if (writeNode(state, 0, input, true, true)) return state.dump + '\n';

  return '';
}

function safeDump(input, options) {
  return dump(input, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options));
}

module.exports.dump     = dump;
module.exports.safeDump = safeDump;


/***/ }),

/***/ 15622:
/***/ ((module) => {

// YAML error class. http://stackoverflow.com/questions/8458984
//


function YAMLException(reason, mark) {
  // Super constructor
  Error.call(this);

  this.name = 'YAMLException';
  this.reason = reason;
  this.mark = mark;
  this.message = (this.reason || '(unknown reason)') + (this.mark ? ' ' + this.mark.toString() : '');

  // Include stack trace in error object
  if (Error.captureStackTrace) {
    // Chrome and NodeJS
    Error.captureStackTrace(this, this.constructor);
  } else {
    // FF, IE 10+ and Safari 6+. Fallback for others
    this.stack = (new Error()).stack || '';
  }
}


// Inherit from Error
YAMLException.prototype = Object.create(Error.prototype);
YAMLException.prototype.constructor = YAMLException;


YAMLException.prototype.toString = function toString(compact) {
  var result = this.name + ': ';

  result += this.reason || '(unknown reason)';

  if (!compact && this.mark) {
    result += ' ' + this.mark.toString();
  }

  return result;
};


module.exports = YAMLException;


/***/ }),

/***/ 75868:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



/*eslint-disable max-len,no-use-before-define*/

var common              = __webpack_require__(1825);
var YAMLException       = __webpack_require__(15622);
var Mark                = __webpack_require__(45622);
var DEFAULT_SAFE_SCHEMA = __webpack_require__(76032);
var DEFAULT_FULL_SCHEMA = __webpack_require__(60948);


var _hasOwnProperty = Object.prototype.hasOwnProperty;


var CONTEXT_FLOW_IN   = 1;
var CONTEXT_FLOW_OUT  = 2;
var CONTEXT_BLOCK_IN  = 3;
var CONTEXT_BLOCK_OUT = 4;


var CHOMPING_CLIP  = 1;
var CHOMPING_STRIP = 2;
var CHOMPING_KEEP  = 3;


var PATTERN_NON_PRINTABLE         = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
var PATTERN_FLOW_INDICATORS       = /[,\[\]\{\}]/;
var PATTERN_TAG_HANDLE            = /^(?:!|!!|![a-z\-]+!)$/i;
var PATTERN_TAG_URI               = /^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;


function _class(obj) { return Object.prototype.toString.call(obj); }

function is_EOL(c) {
  return (c === 0x0A/* LF */) || (c === 0x0D/* CR */);
}

function is_WHITE_SPACE(c) {
  return (c === 0x09/* Tab */) || (c === 0x20/* Space */);
}

function is_WS_OR_EOL(c) {
  return (c === 0x09/* Tab */) ||
         (c === 0x20/* Space */) ||
         (c === 0x0A/* LF */) ||
         (c === 0x0D/* CR */);
}

function is_FLOW_INDICATOR(c) {
  return c === 0x2C/* , */ ||
         c === 0x5B/* [ */ ||
         c === 0x5D/* ] */ ||
         c === 0x7B/* { */ ||
         c === 0x7D/* } */;
}

function fromHexCode(c) {
  var lc;

  if ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */)) {
    return c - 0x30;
  }

  /*eslint-disable no-bitwise*/
  lc = c | 0x20;

  if ((0x61/* a */ <= lc) && (lc <= 0x66/* f */)) {
    return lc - 0x61 + 10;
  }

  return -1;
}

function escapedHexLen(c) {
  if (c === 0x78/* x */) { return 2; }
  if (c === 0x75/* u */) { return 4; }
  if (c === 0x55/* U */) { return 8; }
  return 0;
}

function fromDecimalCode(c) {
  if ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */)) {
    return c - 0x30;
  }

  return -1;
}

function simpleEscapeSequence(c) {
  /* eslint-disable indent */
  return (c === 0x30/* 0 */) ? '\x00' :
        (c === 0x61/* a */) ? '\x07' :
        (c === 0x62/* b */) ? '\x08' :
        (c === 0x74/* t */) ? '\x09' :
        (c === 0x09/* Tab */) ? '\x09' :
        (c === 0x6E/* n */) ? '\x0A' :
        (c === 0x76/* v */) ? '\x0B' :
        (c === 0x66/* f */) ? '\x0C' :
        (c === 0x72/* r */) ? '\x0D' :
        (c === 0x65/* e */) ? '\x1B' :
        (c === 0x20/* Space */) ? ' ' :
        (c === 0x22/* " */) ? '\x22' :
        (c === 0x2F/* / */) ? '/' :
        (c === 0x5C/* \ */) ? '\x5C' :
        (c === 0x4E/* N */) ? '\x85' :
        (c === 0x5F/* _ */) ? '\xA0' :
        (c === 0x4C/* L */) ? '\u2028' :
        (c === 0x50/* P */) ? '\u2029' : '';
}

function charFromCodepoint(c) {
  if (c <= 0xFFFF) {
    return String.fromCharCode(c);
  }
  // Encode UTF-16 surrogate pair
  // https://en.wikipedia.org/wiki/UTF-16#Code_points_U.2B010000_to_U.2B10FFFF
  return String.fromCharCode(
    ((c - 0x010000) >> 10) + 0xD800,
    ((c - 0x010000) & 0x03FF) + 0xDC00
  );
}

// set a property of a literal object, while protecting against prototype pollution,
// see https://github.com/nodeca/js-yaml/issues/164 for more details
function setProperty(object, key, value) {
  // used for this specific key only because Object.defineProperty is slow
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      configurable: true,
      enumerable: true,
      writable: true,
      value: value
    });
  } else {
    object[key] = value;
  }
}

var simpleEscapeCheck = new Array(256); // integer, for fast access
var simpleEscapeMap = new Array(256);
for (var i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}


function State(input, options) {
  this.input = input;

  this.filename  = options['filename']  || null;
  this.schema    = options['schema']    || DEFAULT_FULL_SCHEMA;
  this.onWarning = options['onWarning'] || null;
  this.legacy    = options['legacy']    || false;
  this.json      = options['json']      || false;
  this.listener  = options['listener']  || null;
  this.maxTotalMergeKeys = typeof options['maxTotalMergeKeys'] === 'number' ? options['maxTotalMergeKeys'] : 10000;

  this.implicitTypes = this.schema.compiledImplicit;
  this.typeMap       = this.schema.compiledTypeMap;

  this.length     = input.length;
  this.position   = 0;
  this.line       = 0;
  this.lineStart  = 0;
  this.lineIndent = 0;
  this.totalMergeKeys = 0;

  this.documents = [];

  /*
  this.version;
  this.checkLineBreaks;
  this.tagMap;
  this.anchorMap;
  this.tag;
  this.anchor;
  this.kind;
  this.result;*/

}


function generateError(state, message) {
  return new YAMLException(
    message,
    new Mark(state.filename, state.input, state.position, state.line, (state.position - state.lineStart)));
}

function throwError(state, message) {
  throw generateError(state, message);
}

function throwWarning(state, message) {
  if (state.onWarning) {
    state.onWarning.call(null, generateError(state, message));
  }
}


var directiveHandlers = {

  YAML: function handleYamlDirective(state, name, args) {

    var match, major, minor;

    if (state.version !== null) {
      throwError(state, 'duplication of %YAML directive');
    }

    if (args.length !== 1) {
      throwError(state, 'YAML directive accepts exactly one argument');
    }

    match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);

    if (match === null) {
      throwError(state, 'ill-formed argument of the YAML directive');
    }

    major = parseInt(match[1], 10);
    minor = parseInt(match[2], 10);

    if (major !== 1) {
      throwError(state, 'unacceptable YAML version of the document');
    }

    state.version = args[0];
    state.checkLineBreaks = (minor < 2);

    if (minor !== 1 && minor !== 2) {
      throwWarning(state, 'unsupported YAML version of the document');
    }
  },

  TAG: function handleTagDirective(state, name, args) {

    var handle, prefix;

    if (args.length !== 2) {
      throwError(state, 'TAG directive accepts exactly two arguments');
    }

    handle = args[0];
    prefix = args[1];

    if (!PATTERN_TAG_HANDLE.test(handle)) {
      throwError(state, 'ill-formed tag handle (first argument) of the TAG directive');
    }

    if (_hasOwnProperty.call(state.tagMap, handle)) {
      throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
    }

    if (!PATTERN_TAG_URI.test(prefix)) {
      throwError(state, 'ill-formed tag prefix (second argument) of the TAG directive');
    }

    state.tagMap[handle] = prefix;
  }
};


function captureSegment(state, start, end, checkJson) {
  var _position, _length, _character, _result;

  if (start < end) {
    _result = state.input.slice(start, end);

    if (checkJson) {
      for (_position = 0, _length = _result.length; _position < _length; _position += 1) {
        _character = _result.charCodeAt(_position);
        if (!(_character === 0x09 ||
              (0x20 <= _character && _character <= 0x10FFFF))) {
          throwError(state, 'expected valid JSON character');
        }
      }
    } else if (PATTERN_NON_PRINTABLE.test(_result)) {
      throwError(state, 'the stream contains non-printable characters');
    }

    state.result += _result;
  }
}

function chargeMergeWork(state) {
  state.totalMergeKeys += 1;

  if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
    throwError(state, 'merge keys exceeded maxTotalMergeKeys (' + state.maxTotalMergeKeys + ')');
  }
}

function mergeMappings(state, destination, source, overridableKeys) {
  var sourceKeys, key, index, quantity;

  if (!common.isObject(source)) {
    throwError(state, 'cannot merge mappings; the provided source object is unacceptable');
  }

  // Count the source mapping itself to bound sequences of empty mappings.
  chargeMergeWork(state);

  sourceKeys = Object.keys(source);

  for (index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
    key = sourceKeys[index];

    chargeMergeWork(state);

    if (!_hasOwnProperty.call(destination, key)) {
      setProperty(destination, key, source[key]);
      overridableKeys[key] = true;
    }
  }
}

function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startPos) {
  var index, quantity;

  // The output is a plain object here, so keys can only be strings.
  // We need to convert keyNode to a string, but doing so can hang the process
  // (deeply nested arrays that explode exponentially using aliases).
  if (Array.isArray(keyNode)) {
    keyNode = Array.prototype.slice.call(keyNode);

    for (index = 0, quantity = keyNode.length; index < quantity; index += 1) {
      if (Array.isArray(keyNode[index])) {
        throwError(state, 'nested arrays are not supported inside keys');
      }

      if (typeof keyNode === 'object' && _class(keyNode[index]) === '[object Object]') {
        keyNode[index] = '[object Object]';
      }
    }
  }

  // Avoid code execution in load() via toString property
  // (still use its own toString for arrays, timestamps,
  // and whatever user schema extensions happen to have @@toStringTag)
  if (typeof keyNode === 'object' && _class(keyNode) === '[object Object]') {
    keyNode = '[object Object]';
  }


  keyNode = String(keyNode);

  if (_result === null) {
    _result = {};
  }

  if (keyTag === 'tag:yaml.org,2002:merge') {
    if (Array.isArray(valueNode)) {
      if (valueNode.length > 100) {
        throwError(state, 'abnormal merge sequence size');
      }

      for (index = 0, quantity = valueNode.length; index < quantity; index += 1) {
        mergeMappings(state, _result, valueNode[index], overridableKeys);
      }
    } else {
      mergeMappings(state, _result, valueNode, overridableKeys);
    }
  } else {
    if (!state.json &&
        !_hasOwnProperty.call(overridableKeys, keyNode) &&
        _hasOwnProperty.call(_result, keyNode)) {
      state.line = startLine || state.line;
      state.position = startPos || state.position;
      throwError(state, 'duplicated mapping key');
    }
    setProperty(_result, keyNode, valueNode);
    delete overridableKeys[keyNode];
  }

  return _result;
}

function readLineBreak(state) {
  var ch;

  ch = state.input.charCodeAt(state.position);

  if (ch === 0x0A/* LF */) {
    state.position++;
  } else if (ch === 0x0D/* CR */) {
    state.position++;
    if (state.input.charCodeAt(state.position) === 0x0A/* LF */) {
      state.position++;
    }
  } else {
    throwError(state, 'a line break is expected');
  }

  state.line += 1;
  state.lineStart = state.position;
}

function skipSeparationSpace(state, allowComments, checkIndent) {
  var lineBreaks = 0,
      ch = state.input.charCodeAt(state.position);

  while (ch !== 0) {
    while (is_WHITE_SPACE(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }

    if (allowComments && ch === 0x23/* # */) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (ch !== 0x0A/* LF */ && ch !== 0x0D/* CR */ && ch !== 0);
    }

    if (is_EOL(ch)) {
      readLineBreak(state);

      ch = state.input.charCodeAt(state.position);
      lineBreaks++;
      state.lineIndent = 0;

      while (ch === 0x20/* Space */) {
        state.lineIndent++;
        ch = state.input.charCodeAt(++state.position);
      }
    } else {
      break;
    }
  }

  if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
    throwWarning(state, 'deficient indentation');
  }

  return lineBreaks;
}

function testDocumentSeparator(state) {
  var _position = state.position,
      ch;

  ch = state.input.charCodeAt(_position);

  // Condition state.position === state.lineStart is tested
  // in parent on each call, for efficiency. No needs to test here again.
  if ((ch === 0x2D/* - */ || ch === 0x2E/* . */) &&
      ch === state.input.charCodeAt(_position + 1) &&
      ch === state.input.charCodeAt(_position + 2)) {

    _position += 3;

    ch = state.input.charCodeAt(_position);

    if (ch === 0 || is_WS_OR_EOL(ch)) {
      return true;
    }
  }

  return false;
}

function writeFoldedLines(state, count) {
  if (count === 1) {
    state.result += ' ';
  } else if (count > 1) {
    state.result += common.repeat('\n', count - 1);
  }
}


function readPlainScalar(state, nodeIndent, withinFlowCollection) {
  var preceding,
      following,
      captureStart,
      captureEnd,
      hasPendingContent,
      _line,
      _lineStart,
      _lineIndent,
      _kind = state.kind,
      _result = state.result,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (is_WS_OR_EOL(ch)      ||
      is_FLOW_INDICATOR(ch) ||
      ch === 0x23/* # */    ||
      ch === 0x26/* & */    ||
      ch === 0x2A/* * */    ||
      ch === 0x21/* ! */    ||
      ch === 0x7C/* | */    ||
      ch === 0x3E/* > */    ||
      ch === 0x27/* ' */    ||
      ch === 0x22/* " */    ||
      ch === 0x25/* % */    ||
      ch === 0x40/* @ */    ||
      ch === 0x60/* ` */) {
    return false;
  }

  if (ch === 0x3F/* ? */ || ch === 0x2D/* - */) {
    following = state.input.charCodeAt(state.position + 1);

    if (is_WS_OR_EOL(following) ||
        withinFlowCollection && is_FLOW_INDICATOR(following)) {
      return false;
    }
  }

  state.kind = 'scalar';
  state.result = '';
  captureStart = captureEnd = state.position;
  hasPendingContent = false;

  while (ch !== 0) {
    if (ch === 0x3A/* : */) {
      following = state.input.charCodeAt(state.position + 1);

      if (is_WS_OR_EOL(following) ||
          withinFlowCollection && is_FLOW_INDICATOR(following)) {
        break;
      }

    } else if (ch === 0x23/* # */) {
      preceding = state.input.charCodeAt(state.position - 1);

      if (is_WS_OR_EOL(preceding)) {
        break;
      }

    } else if ((state.position === state.lineStart && testDocumentSeparator(state)) ||
               withinFlowCollection && is_FLOW_INDICATOR(ch)) {
      break;

    } else if (is_EOL(ch)) {
      _line = state.line;
      _lineStart = state.lineStart;
      _lineIndent = state.lineIndent;
      skipSeparationSpace(state, false, -1);

      if (state.lineIndent >= nodeIndent) {
        hasPendingContent = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      } else {
        state.position = captureEnd;
        state.line = _line;
        state.lineStart = _lineStart;
        state.lineIndent = _lineIndent;
        break;
      }
    }

    if (hasPendingContent) {
      captureSegment(state, captureStart, captureEnd, false);
      writeFoldedLines(state, state.line - _line);
      captureStart = captureEnd = state.position;
      hasPendingContent = false;
    }

    if (!is_WHITE_SPACE(ch)) {
      captureEnd = state.position + 1;
    }

    ch = state.input.charCodeAt(++state.position);
  }

  captureSegment(state, captureStart, captureEnd, false);

  if (state.result) {
    return true;
  }

  state.kind = _kind;
  state.result = _result;
  return false;
}

function readSingleQuotedScalar(state, nodeIndent) {
  var ch,
      captureStart, captureEnd;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x27/* ' */) {
    return false;
  }

  state.kind = 'scalar';
  state.result = '';
  state.position++;
  captureStart = captureEnd = state.position;

  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    if (ch === 0x27/* ' */) {
      captureSegment(state, captureStart, state.position, true);
      ch = state.input.charCodeAt(++state.position);

      if (ch === 0x27/* ' */) {
        captureStart = state.position;
        state.position++;
        captureEnd = state.position;
      } else {
        return true;
      }

    } else if (is_EOL(ch)) {
      captureSegment(state, captureStart, captureEnd, true);
      writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
      captureStart = captureEnd = state.position;

    } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
      throwError(state, 'unexpected end of the document within a single quoted scalar');

    } else {
      state.position++;
      captureEnd = state.position;
    }
  }

  throwError(state, 'unexpected end of the stream within a single quoted scalar');
}

function readDoubleQuotedScalar(state, nodeIndent) {
  var captureStart,
      captureEnd,
      hexLength,
      hexResult,
      tmp,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x22/* " */) {
    return false;
  }

  state.kind = 'scalar';
  state.result = '';
  state.position++;
  captureStart = captureEnd = state.position;

  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    if (ch === 0x22/* " */) {
      captureSegment(state, captureStart, state.position, true);
      state.position++;
      return true;

    } else if (ch === 0x5C/* \ */) {
      captureSegment(state, captureStart, state.position, true);
      ch = state.input.charCodeAt(++state.position);

      if (is_EOL(ch)) {
        skipSeparationSpace(state, false, nodeIndent);

        // TODO: rework to inline fn with no type cast?
      } else if (ch < 256 && simpleEscapeCheck[ch]) {
        state.result += simpleEscapeMap[ch];
        state.position++;

      } else if ((tmp = escapedHexLen(ch)) > 0) {
        hexLength = tmp;
        hexResult = 0;

        for (; hexLength > 0; hexLength--) {
          ch = state.input.charCodeAt(++state.position);

          if ((tmp = fromHexCode(ch)) >= 0) {
            hexResult = (hexResult << 4) + tmp;

          } else {
            throwError(state, 'expected hexadecimal character');
          }
        }

        state.result += charFromCodepoint(hexResult);

        state.position++;

      } else {
        throwError(state, 'unknown escape sequence');
      }

      captureStart = captureEnd = state.position;

    } else if (is_EOL(ch)) {
      captureSegment(state, captureStart, captureEnd, true);
      writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
      captureStart = captureEnd = state.position;

    } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
      throwError(state, 'unexpected end of the document within a double quoted scalar');

    } else {
      state.position++;
      captureEnd = state.position;
    }
  }

  throwError(state, 'unexpected end of the stream within a double quoted scalar');
}

function readFlowCollection(state, nodeIndent) {
  var readNext = true,
      _line,
      _tag     = state.tag,
      _result,
      _anchor  = state.anchor,
      following,
      terminator,
      isPair,
      isExplicitPair,
      isMapping,
      overridableKeys = {},
      keyNode,
      keyTag,
      valueNode,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch === 0x5B/* [ */) {
    terminator = 0x5D;/* ] */
    isMapping = false;
    _result = [];
  } else if (ch === 0x7B/* { */) {
    terminator = 0x7D;/* } */
    isMapping = true;
    _result = {};
  } else {
    return false;
  }

  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }

  ch = state.input.charCodeAt(++state.position);

  while (ch !== 0) {
    skipSeparationSpace(state, true, nodeIndent);

    ch = state.input.charCodeAt(state.position);

    if (ch === terminator) {
      state.position++;
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = isMapping ? 'mapping' : 'sequence';
      state.result = _result;
      return true;
    } else if (!readNext) {
      throwError(state, 'missed comma between flow collection entries');
    }

    keyTag = keyNode = valueNode = null;
    isPair = isExplicitPair = false;

    if (ch === 0x3F/* ? */) {
      following = state.input.charCodeAt(state.position + 1);

      if (is_WS_OR_EOL(following)) {
        isPair = isExplicitPair = true;
        state.position++;
        skipSeparationSpace(state, true, nodeIndent);
      }
    }

    _line = state.line;
    composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    keyTag = state.tag;
    keyNode = state.result;
    skipSeparationSpace(state, true, nodeIndent);

    ch = state.input.charCodeAt(state.position);

    if ((isExplicitPair || state.line === _line) && ch === 0x3A/* : */) {
      isPair = true;
      ch = state.input.charCodeAt(++state.position);
      skipSeparationSpace(state, true, nodeIndent);
      composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
      valueNode = state.result;
    }

    if (isMapping) {
      storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode);
    } else if (isPair) {
      _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode));
    } else {
      _result.push(keyNode);
    }

    skipSeparationSpace(state, true, nodeIndent);

    ch = state.input.charCodeAt(state.position);

    if (ch === 0x2C/* , */) {
      readNext = true;
      ch = state.input.charCodeAt(++state.position);
    } else {
      readNext = false;
    }
  }

  throwError(state, 'unexpected end of the stream within a flow collection');
}

function readBlockScalar(state, nodeIndent) {
  var captureStart,
      folding,
      chomping       = CHOMPING_CLIP,
      didReadContent = false,
      detectedIndent = false,
      textIndent     = nodeIndent,
      emptyLines     = 0,
      atMoreIndented = false,
      tmp,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch === 0x7C/* | */) {
    folding = false;
  } else if (ch === 0x3E/* > */) {
    folding = true;
  } else {
    return false;
  }

  state.kind = 'scalar';
  state.result = '';

  while (ch !== 0) {
    ch = state.input.charCodeAt(++state.position);

    if (ch === 0x2B/* + */ || ch === 0x2D/* - */) {
      if (CHOMPING_CLIP === chomping) {
        chomping = (ch === 0x2B/* + */) ? CHOMPING_KEEP : CHOMPING_STRIP;
      } else {
        throwError(state, 'repeat of a chomping mode identifier');
      }

    } else if ((tmp = fromDecimalCode(ch)) >= 0) {
      if (tmp === 0) {
        throwError(state, 'bad explicit indentation width of a block scalar; it cannot be less than one');
      } else if (!detectedIndent) {
        textIndent = nodeIndent + tmp - 1;
        detectedIndent = true;
      } else {
        throwError(state, 'repeat of an indentation width identifier');
      }

    } else {
      break;
    }
  }

  if (is_WHITE_SPACE(ch)) {
    do { ch = state.input.charCodeAt(++state.position); }
    while (is_WHITE_SPACE(ch));

    if (ch === 0x23/* # */) {
      do { ch = state.input.charCodeAt(++state.position); }
      while (!is_EOL(ch) && (ch !== 0));
    }
  }

  while (ch !== 0) {
    readLineBreak(state);
    state.lineIndent = 0;

    ch = state.input.charCodeAt(state.position);

    while ((!detectedIndent || state.lineIndent < textIndent) &&
           (ch === 0x20/* Space */)) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }

    if (!detectedIndent && state.lineIndent > textIndent) {
      textIndent = state.lineIndent;
    }

    if (is_EOL(ch)) {
      emptyLines++;
      continue;
    }

    // End of the scalar.
    if (state.lineIndent < textIndent) {

      // Perform the chomping.
      if (chomping === CHOMPING_KEEP) {
        state.result += common.repeat('\n', didReadContent ? 1 + emptyLines : emptyLines);
      } else if (chomping === CHOMPING_CLIP) {
        if (didReadContent) { // i.e. only if the scalar is not empty.
          state.result += '\n';
        }
      }

      // Break this `while` cycle and go to the funciton's epilogue.
      break;
    }

    // Folded style: use fancy rules to handle line breaks.
    if (folding) {

      // Lines starting with white space characters (more-indented lines) are not folded.
      if (is_WHITE_SPACE(ch)) {
        atMoreIndented = true;
        // except for the first content line (cf. Example 8.1)
        state.result += common.repeat('\n', didReadContent ? 1 + emptyLines : emptyLines);

      // End of more-indented block.
      } else if (atMoreIndented) {
        atMoreIndented = false;
        state.result += common.repeat('\n', emptyLines + 1);

      // Just one line break - perceive as the same line.
      } else if (emptyLines === 0) {
        if (didReadContent) { // i.e. only if we have already read some scalar content.
          state.result += ' ';
        }

      // Several line breaks - perceive as different lines.
      } else {
        state.result += common.repeat('\n', emptyLines);
      }

    // Literal style: just add exact number of line breaks between content lines.
    } else {
      // Keep all line breaks except the header line break.
      state.result += common.repeat('\n', didReadContent ? 1 + emptyLines : emptyLines);
    }

    didReadContent = true;
    detectedIndent = true;
    emptyLines = 0;
    captureStart = state.position;

    while (!is_EOL(ch) && (ch !== 0)) {
      ch = state.input.charCodeAt(++state.position);
    }

    captureSegment(state, captureStart, state.position, false);
  }

  return true;
}

function readBlockSequence(state, nodeIndent) {
  var _line,
      _tag      = state.tag,
      _anchor   = state.anchor,
      _result   = [],
      following,
      detected  = false,
      ch;

  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }

  ch = state.input.charCodeAt(state.position);

  while (ch !== 0) {

    if (ch !== 0x2D/* - */) {
      break;
    }

    following = state.input.charCodeAt(state.position + 1);

    if (!is_WS_OR_EOL(following)) {
      break;
    }

    detected = true;
    state.position++;

    if (skipSeparationSpace(state, true, -1)) {
      if (state.lineIndent <= nodeIndent) {
        _result.push(null);
        ch = state.input.charCodeAt(state.position);
        continue;
      }
    }

    _line = state.line;
    composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    _result.push(state.result);
    skipSeparationSpace(state, true, -1);

    ch = state.input.charCodeAt(state.position);

    if ((state.line === _line || state.lineIndent > nodeIndent) && (ch !== 0)) {
      throwError(state, 'bad indentation of a sequence entry');
    } else if (state.lineIndent < nodeIndent) {
      break;
    }
  }

  if (detected) {
    state.tag = _tag;
    state.anchor = _anchor;
    state.kind = 'sequence';
    state.result = _result;
    return true;
  }
  return false;
}

function readBlockMapping(state, nodeIndent, flowIndent) {
  var following,
      allowCompact,
      _line,
      _pos,
      _tag          = state.tag,
      _anchor       = state.anchor,
      _result       = {},
      overridableKeys = {},
      keyTag        = null,
      keyNode       = null,
      valueNode     = null,
      atExplicitKey = false,
      detected      = false,
      ch;

  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }

  ch = state.input.charCodeAt(state.position);

  while (ch !== 0) {
    following = state.input.charCodeAt(state.position + 1);
    _line = state.line; // Save the current line.
    _pos = state.position;

    //
    // Explicit notation case. There are two separate blocks:
    // first for the key (denoted by "?") and second for the value (denoted by ":")
    //
    if ((ch === 0x3F/* ? */ || ch === 0x3A/* : */) && is_WS_OR_EOL(following)) {

      if (ch === 0x3F/* ? */) {
        if (atExplicitKey) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
          keyTag = keyNode = valueNode = null;
        }

        detected = true;
        atExplicitKey = true;
        allowCompact = true;

      } else if (atExplicitKey) {
        // i.e. 0x3A/* : */ === character after the explicit key.
        atExplicitKey = false;
        allowCompact = true;

      } else {
        throwError(state, 'incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line');
      }

      state.position += 1;
      ch = following;

    //
    // Implicit notation case. Flow-style node as the key first, then ":", and the value.
    //
    } else if (composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {

      if (state.line === _line) {
        ch = state.input.charCodeAt(state.position);

        while (is_WHITE_SPACE(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }

        if (ch === 0x3A/* : */) {
          ch = state.input.charCodeAt(++state.position);

          if (!is_WS_OR_EOL(ch)) {
            throwError(state, 'a whitespace character is expected after the key-value separator within a block mapping');
          }

          if (atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
            keyTag = keyNode = valueNode = null;
          }

          detected = true;
          atExplicitKey = false;
          allowCompact = false;
          keyTag = state.tag;
          keyNode = state.result;

        } else if (detected) {
          throwError(state, 'can not read an implicit mapping pair; a colon is missed');

        } else {
          state.tag = _tag;
          state.anchor = _anchor;
          return true; // Keep the result of `composeNode`.
        }

      } else if (detected) {
        throwError(state, 'can not read a block mapping entry; a multiline key may not be an implicit key');

      } else {
        state.tag = _tag;
        state.anchor = _anchor;
        return true; // Keep the result of `composeNode`.
      }

    } else {
      break; // Reading is done. Go to the epilogue.
    }

    //
    // Common reading code for both explicit and implicit notations.
    //
    if (state.line === _line || state.lineIndent > nodeIndent) {
      if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
        if (atExplicitKey) {
          keyNode = state.result;
        } else {
          valueNode = state.result;
        }
      }

      if (!atExplicitKey) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _pos);
        keyTag = keyNode = valueNode = null;
      }

      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
    }

    if (state.lineIndent > nodeIndent && (ch !== 0)) {
      throwError(state, 'bad indentation of a mapping entry');
    } else if (state.lineIndent < nodeIndent) {
      break;
    }
  }

  //
  // Epilogue.
  //

  // Special case: last mapping's node contains only the key in explicit notation.
  if (atExplicitKey) {
    storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
  }

  // Expose the resulting mapping.
  if (detected) {
    state.tag = _tag;
    state.anchor = _anchor;
    state.kind = 'mapping';
    state.result = _result;
  }

  return detected;
}

function readTagProperty(state) {
  var _position,
      isVerbatim = false,
      isNamed    = false,
      tagHandle,
      tagName,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x21/* ! */) return false;

  if (state.tag !== null) {
    throwError(state, 'duplication of a tag property');
  }

  ch = state.input.charCodeAt(++state.position);

  if (ch === 0x3C/* < */) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);

  } else if (ch === 0x21/* ! */) {
    isNamed = true;
    tagHandle = '!!';
    ch = state.input.charCodeAt(++state.position);

  } else {
    tagHandle = '!';
  }

  _position = state.position;

  if (isVerbatim) {
    do { ch = state.input.charCodeAt(++state.position); }
    while (ch !== 0 && ch !== 0x3E/* > */);

    if (state.position < state.length) {
      tagName = state.input.slice(_position, state.position);
      ch = state.input.charCodeAt(++state.position);
    } else {
      throwError(state, 'unexpected end of the stream within a verbatim tag');
    }
  } else {
    while (ch !== 0 && !is_WS_OR_EOL(ch)) {

      if (ch === 0x21/* ! */) {
        if (!isNamed) {
          tagHandle = state.input.slice(_position - 1, state.position + 1);

          if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
            throwError(state, 'named tag handle cannot contain such characters');
          }

          isNamed = true;
          _position = state.position + 1;
        } else {
          throwError(state, 'tag suffix cannot contain exclamation marks');
        }
      }

      ch = state.input.charCodeAt(++state.position);
    }

    tagName = state.input.slice(_position, state.position);

    if (PATTERN_FLOW_INDICATORS.test(tagName)) {
      throwError(state, 'tag suffix cannot contain flow indicator characters');
    }
  }

  if (tagName && !PATTERN_TAG_URI.test(tagName)) {
    throwError(state, 'tag name cannot contain such characters: ' + tagName);
  }

  if (isVerbatim) {
    state.tag = tagName;

  } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
    state.tag = state.tagMap[tagHandle] + tagName;

  } else if (tagHandle === '!') {
    state.tag = '!' + tagName;

  } else if (tagHandle === '!!') {
    state.tag = 'tag:yaml.org,2002:' + tagName;

  } else {
    throwError(state, 'undeclared tag handle "' + tagHandle + '"');
  }

  return true;
}

function readAnchorProperty(state) {
  var _position,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x26/* & */) return false;

  if (state.anchor !== null) {
    throwError(state, 'duplication of an anchor property');
  }

  ch = state.input.charCodeAt(++state.position);
  _position = state.position;

  while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
    ch = state.input.charCodeAt(++state.position);
  }

  if (state.position === _position) {
    throwError(state, 'name of an anchor node must contain at least one character');
  }

  state.anchor = state.input.slice(_position, state.position);
  return true;
}

function readAlias(state) {
  var _position, alias,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x2A/* * */) return false;

  ch = state.input.charCodeAt(++state.position);
  _position = state.position;

  while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
    ch = state.input.charCodeAt(++state.position);
  }

  if (state.position === _position) {
    throwError(state, 'name of an alias node must contain at least one character');
  }

  alias = state.input.slice(_position, state.position);

  if (!_hasOwnProperty.call(state.anchorMap, alias)) {
    throwError(state, 'unidentified alias "' + alias + '"');
  }

  state.result = state.anchorMap[alias];
  skipSeparationSpace(state, true, -1);
  return true;
}

function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
  var allowBlockStyles,
      allowBlockScalars,
      allowBlockCollections,
      indentStatus = 1, // 1: this>parent, 0: this=parent, -1: this<parent
      atNewLine  = false,
      hasContent = false,
      typeIndex,
      typeQuantity,
      type,
      flowIndent,
      blockIndent;

  if (state.listener !== null) {
    state.listener('open', state);
  }

  state.tag    = null;
  state.anchor = null;
  state.kind   = null;
  state.result = null;

  allowBlockStyles = allowBlockScalars = allowBlockCollections =
    CONTEXT_BLOCK_OUT === nodeContext ||
    CONTEXT_BLOCK_IN  === nodeContext;

  if (allowToSeek) {
    if (skipSeparationSpace(state, true, -1)) {
      atNewLine = true;

      if (state.lineIndent > parentIndent) {
        indentStatus = 1;
      } else if (state.lineIndent === parentIndent) {
        indentStatus = 0;
      } else if (state.lineIndent < parentIndent) {
        indentStatus = -1;
      }
    }
  }

  if (indentStatus === 1) {
    while (readTagProperty(state) || readAnchorProperty(state)) {
      if (skipSeparationSpace(state, true, -1)) {
        atNewLine = true;
        allowBlockCollections = allowBlockStyles;

        if (state.lineIndent > parentIndent) {
          indentStatus = 1;
        } else if (state.lineIndent === parentIndent) {
          indentStatus = 0;
        } else if (state.lineIndent < parentIndent) {
          indentStatus = -1;
        }
      } else {
        allowBlockCollections = false;
      }
    }
  }

  if (allowBlockCollections) {
    allowBlockCollections = atNewLine || allowCompact;
  }

  if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
    if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
      flowIndent = parentIndent;
    } else {
      flowIndent = parentIndent + 1;
    }

    blockIndent = state.position - state.lineStart;

    if (indentStatus === 1) {
      if (allowBlockCollections &&
          (readBlockSequence(state, blockIndent) ||
           readBlockMapping(state, blockIndent, flowIndent)) ||
          readFlowCollection(state, flowIndent)) {
        hasContent = true;
      } else {
        if ((allowBlockScalars && readBlockScalar(state, flowIndent)) ||
            readSingleQuotedScalar(state, flowIndent) ||
            readDoubleQuotedScalar(state, flowIndent)) {
          hasContent = true;

        } else if (readAlias(state)) {
          hasContent = true;

          if (state.tag !== null || state.anchor !== null) {
            throwError(state, 'alias node should not have any properties');
          }

        } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
          hasContent = true;

          if (state.tag === null) {
            state.tag = '?';
          }
        }

        if (state.anchor !== null) {
          state.anchorMap[state.anchor] = state.result;
        }
      }
    } else if (indentStatus === 0) {
      // Special case: block sequences are allowed to have same indentation level as the parent.
      // http://www.yaml.org/spec/1.2/spec.html#id2799784
      hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
    }
  }

  if (state.tag !== null && state.tag !== '!') {
    if (state.tag === '?') {
      // Implicit resolving is not allowed for non-scalar types, and '?'
      // non-specific tag is only automatically assigned to plain scalars.
      //
      // We only need to check kind conformity in case user explicitly assigns '?'
      // tag, for example like this: "!<?> [0]"
      //
      if (state.result !== null && state.kind !== 'scalar') {
        throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
      }

      for (typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
        type = state.implicitTypes[typeIndex];

        if (type.resolve(state.result)) { // `state.result` updated in resolver if matched
          state.result = type.construct(state.result);
          state.tag = type.tag;
          if (state.anchor !== null) {
            state.anchorMap[state.anchor] = state.result;
          }
          break;
        }
      }
    } else if (_hasOwnProperty.call(state.typeMap[state.kind || 'fallback'], state.tag)) {
      type = state.typeMap[state.kind || 'fallback'][state.tag];

      if (state.result !== null && type.kind !== state.kind) {
        throwError(state, 'unacceptable node kind for !<' + state.tag + '> tag; it should be "' + type.kind + '", not "' + state.kind + '"');
      }

      if (!type.resolve(state.result)) { // `state.result` updated in resolver if matched
        throwError(state, 'cannot resolve a node with !<' + state.tag + '> explicit tag');
      } else {
        state.result = type.construct(state.result);
        if (state.anchor !== null) {
          state.anchorMap[state.anchor] = state.result;
        }
      }
    } else {
      throwError(state, 'unknown tag !<' + state.tag + '>');
    }
  }

  if (state.listener !== null) {
    state.listener('close', state);
  }
  return state.tag !== null ||  state.anchor !== null || hasContent;
}

function readDocument(state) {
  var documentStart = state.position,
      _position,
      directiveName,
      directiveArgs,
      hasDirectives = false,
      ch;

  state.version = null;
  state.checkLineBreaks = state.legacy;
  state.tagMap = {};
  state.anchorMap = {};

  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    skipSeparationSpace(state, true, -1);

    ch = state.input.charCodeAt(state.position);

    if (state.lineIndent > 0 || ch !== 0x25/* % */) {
      break;
    }

    hasDirectives = true;
    ch = state.input.charCodeAt(++state.position);
    _position = state.position;

    while (ch !== 0 && !is_WS_OR_EOL(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }

    directiveName = state.input.slice(_position, state.position);
    directiveArgs = [];

    if (directiveName.length < 1) {
      throwError(state, 'directive name must not be less than one character in length');
    }

    while (ch !== 0) {
      while (is_WHITE_SPACE(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }

      if (ch === 0x23/* # */) {
        do { ch = state.input.charCodeAt(++state.position); }
        while (ch !== 0 && !is_EOL(ch));
        break;
      }

      if (is_EOL(ch)) break;

      _position = state.position;

      while (ch !== 0 && !is_WS_OR_EOL(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }

      directiveArgs.push(state.input.slice(_position, state.position));
    }

    if (ch !== 0) readLineBreak(state);

    if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
      directiveHandlers[directiveName](state, directiveName, directiveArgs);
    } else {
      throwWarning(state, 'unknown document directive "' + directiveName + '"');
    }
  }

  skipSeparationSpace(state, true, -1);

  if (state.lineIndent === 0 &&
      state.input.charCodeAt(state.position)     === 0x2D/* - */ &&
      state.input.charCodeAt(state.position + 1) === 0x2D/* - */ &&
      state.input.charCodeAt(state.position + 2) === 0x2D/* - */) {
    state.position += 3;
    skipSeparationSpace(state, true, -1);

  } else if (hasDirectives) {
    throwError(state, 'directives end mark is expected');
  }

  composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
  skipSeparationSpace(state, true, -1);

  if (state.checkLineBreaks &&
      PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
    throwWarning(state, 'non-ASCII line breaks are interpreted as content');
  }

  state.documents.push(state.result);

  if (state.position === state.lineStart && testDocumentSeparator(state)) {

    if (state.input.charCodeAt(state.position) === 0x2E/* . */) {
      state.position += 3;
      skipSeparationSpace(state, true, -1);
    }
    return;
  }

  if (state.position < (state.length - 1)) {
    throwError(state, 'end of the stream or a document separator is expected');
  } else {
    return;
  }
}


function loadDocuments(input, options) {
  input = String(input);
  options = options || {};

  if (input.length !== 0) {

    // Add tailing `\n` if not exists
    if (input.charCodeAt(input.length - 1) !== 0x0A/* LF */ &&
        input.charCodeAt(input.length - 1) !== 0x0D/* CR */) {
      input += '\n';
    }

    // Strip BOM
    if (input.charCodeAt(0) === 0xFEFF) {
      input = input.slice(1);
    }
  }

  var state = new State(input, options);

  var nullpos = input.indexOf('\0');

  if (nullpos !== -1) {
    state.position = nullpos;
    throwError(state, 'null byte is not allowed in input');
  }

  // Use 0 as string terminator. That significantly simplifies bounds check.
  state.input += '\0';

  while (state.input.charCodeAt(state.position) === 0x20/* Space */) {
    state.lineIndent += 1;
    state.position += 1;
  }

  while (state.position < (state.length - 1)) {
    readDocument(state);
  }

  return state.documents;
}


function loadAll(input, iterator, options) {
  if (iterator !== null && typeof iterator === 'object' && typeof options === 'undefined') {
    options = iterator;
    iterator = null;
  }

  var documents = loadDocuments(input, options);

  if (typeof iterator !== 'function') {
    return documents;
  }

  for (var index = 0, length = documents.length; index < length; index += 1) {
    iterator(documents[index]);
  }
}


function load(input, options) {
  var documents = loadDocuments(input, options);

  if (documents.length === 0) {
    /*eslint-disable no-undefined*/
    return undefined;
  } else if (documents.length === 1) {
    return documents[0];
  }
  throw new YAMLException('expected a single document in the stream, but found more');
}


function safeLoadAll(input, iterator, options) {
  if (typeof iterator === 'object' && iterator !== null && typeof options === 'undefined') {
    options = iterator;
    iterator = null;
  }

  return loadAll(input, iterator, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options));
}


function safeLoad(input, options) {
  return load(input, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options));
}


module.exports.loadAll     = loadAll;
module.exports.load        = load;
module.exports.safeLoadAll = safeLoadAll;
module.exports.safeLoad    = safeLoad;


/***/ }),

/***/ 45622:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {




var common = __webpack_require__(1825);


function Mark(name, buffer, position, line, column) {
  this.name     = name;
  this.buffer   = buffer;
  this.position = position;
  this.line     = line;
  this.column   = column;
}


Mark.prototype.getSnippet = function getSnippet(indent, maxLength) {
  var head, start, tail, end, snippet;

  if (!this.buffer) return null;

  indent = indent || 4;
  maxLength = maxLength || 75;

  head = '';
  start = this.position;

  while (start > 0 && '\x00\r\n\x85\u2028\u2029'.indexOf(this.buffer.charAt(start - 1)) === -1) {
    start -= 1;
    if (this.position - start > (maxLength / 2 - 1)) {
      head = ' ... ';
      start += 5;
      break;
    }
  }

  tail = '';
  end = this.position;

  while (end < this.buffer.length && '\x00\r\n\x85\u2028\u2029'.indexOf(this.buffer.charAt(end)) === -1) {
    end += 1;
    if (end - this.position > (maxLength / 2 - 1)) {
      tail = ' ... ';
      end -= 5;
      break;
    }
  }

  snippet = this.buffer.slice(start, end);

  return common.repeat(' ', indent) + head + snippet + tail + '\n' +
         common.repeat(' ', indent + this.position - start + head.length) + '^';
};


Mark.prototype.toString = function toString(compact) {
  var snippet, where = '';

  if (this.name) {
    where += 'in "' + this.name + '" ';
  }

  where += 'at line ' + (this.line + 1) + ', column ' + (this.column + 1);

  if (!compact) {
    snippet = this.getSnippet();

    if (snippet) {
      where += ':\n' + snippet;
    }
  }

  return where;
};


module.exports = Mark;


/***/ }),

/***/ 45868:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



/*eslint-disable max-len*/

var common        = __webpack_require__(1825);
var YAMLException = __webpack_require__(15622);
var Type          = __webpack_require__(50323);


function compileList(schema, name, result) {
  var exclude = [];

  schema.include.forEach(function (includedSchema) {
    result = compileList(includedSchema, name, result);
  });

  schema[name].forEach(function (currentType) {
    result.forEach(function (previousType, previousIndex) {
      if (previousType.tag === currentType.tag && previousType.kind === currentType.kind) {
        exclude.push(previousIndex);
      }
    });

    result.push(currentType);
  });

  return result.filter(function (type, index) {
    return exclude.indexOf(index) === -1;
  });
}


function compileMap(/* lists... */) {
  var result = {
        scalar: {},
        sequence: {},
        mapping: {},
        fallback: {}
      }, index, length;

  function collectType(type) {
    result[type.kind][type.tag] = result['fallback'][type.tag] = type;
  }

  for (index = 0, length = arguments.length; index < length; index += 1) {
    arguments[index].forEach(collectType);
  }
  return result;
}


function Schema(definition) {
  this.include  = definition.include  || [];
  this.implicit = definition.implicit || [];
  this.explicit = definition.explicit || [];

  this.implicit.forEach(function (type) {
    if (type.loadKind && type.loadKind !== 'scalar') {
      throw new YAMLException('There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.');
    }
  });

  this.compiledImplicit = compileList(this, 'implicit', []);
  this.compiledExplicit = compileList(this, 'explicit', []);
  this.compiledTypeMap  = compileMap(this.compiledImplicit, this.compiledExplicit);
}


Schema.DEFAULT = null;


Schema.create = function createSchema() {
  var schemas, types;

  switch (arguments.length) {
    case 1:
      schemas = Schema.DEFAULT;
      types = arguments[0];
      break;

    case 2:
      schemas = arguments[0];
      types = arguments[1];
      break;

    default:
      throw new YAMLException('Wrong number of arguments for Schema.create function');
  }

  schemas = common.toArray(schemas);
  types = common.toArray(types);

  if (!schemas.every(function (schema) { return schema instanceof Schema; })) {
    throw new YAMLException('Specified list of super schemas (or a single Schema object) contains a non-Schema object.');
  }

  if (!types.every(function (type) { return type instanceof Type; })) {
    throw new YAMLException('Specified list of YAML types (or a single Type object) contains a non-Type object.');
  }

  return new Schema({
    include: schemas,
    explicit: types
  });
};


module.exports = Schema;


/***/ }),

/***/ 55116:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// Standard YAML's Core schema.
// http://www.yaml.org/spec/1.2/spec.html#id2804923
//
// NOTE: JS-YAML does not support schema-specific tag resolution restrictions.
// So, Core schema has no distinctions from JSON schema is JS-YAML.





var Schema = __webpack_require__(45868);


module.exports = new Schema({
  include: [
    __webpack_require__(96613)
  ]
});


/***/ }),

/***/ 60948:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// JS-YAML's default schema for `load` function.
// It is not described in the YAML specification.
//
// This schema is based on JS-YAML's default safe schema and includes
// JavaScript-specific types: !!js/undefined, !!js/regexp and !!js/function.
//
// Also this schema is used as default base schema at `Schema.create` function.





var Schema = __webpack_require__(45868);


module.exports = Schema.DEFAULT = new Schema({
  include: [
    __webpack_require__(76032)
  ],
  explicit: [
    __webpack_require__(49178),
    __webpack_require__(98953),
    __webpack_require__(31832)
  ]
});


/***/ }),

/***/ 76032:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// JS-YAML's default schema for `safeLoad` function.
// It is not described in the YAML specification.
//
// This schema is based on standard YAML's Core schema and includes most of
// extra types described at YAML tag repository. (http://yaml.org/type/)





var Schema = __webpack_require__(45868);


module.exports = new Schema({
  include: [
    __webpack_require__(55116)
  ],
  implicit: [
    __webpack_require__(37044),
    __webpack_require__(70112)
  ],
  explicit: [
    __webpack_require__(95295),
    __webpack_require__(47395),
    __webpack_require__(59117),
    __webpack_require__(17812)
  ]
});


/***/ }),

/***/ 86810:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// Standard YAML's Failsafe schema.
// http://www.yaml.org/spec/1.2/spec.html#id2802346





var Schema = __webpack_require__(45868);


module.exports = new Schema({
  explicit: [
    __webpack_require__(94107),
    __webpack_require__(12863),
    __webpack_require__(54278)
  ]
});


/***/ }),

/***/ 96613:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// Standard YAML's JSON schema.
// http://www.yaml.org/spec/1.2/spec.html#id2803231
//
// NOTE: JS-YAML does not support schema-specific tag resolution restrictions.
// So, this schema is not such strict as defined in the YAML specification.
// It allows numbers in binary notaion, use `Null` and `NULL` as `null`, etc.





var Schema = __webpack_require__(45868);


module.exports = new Schema({
  include: [
    __webpack_require__(86810)
  ],
  implicit: [
    __webpack_require__(37767),
    __webpack_require__(23066),
    __webpack_require__(90053),
    __webpack_require__(13122)
  ]
});


/***/ }),

/***/ 50323:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var YAMLException = __webpack_require__(15622);

var TYPE_CONSTRUCTOR_OPTIONS = [
  'kind',
  'resolve',
  'construct',
  'instanceOf',
  'predicate',
  'represent',
  'defaultStyle',
  'styleAliases'
];

var YAML_NODE_KINDS = [
  'scalar',
  'sequence',
  'mapping'
];

function compileStyleAliases(map) {
  var result = {};

  if (map !== null) {
    Object.keys(map).forEach(function (style) {
      map[style].forEach(function (alias) {
        result[String(alias)] = style;
      });
    });
  }

  return result;
}

function Type(tag, options) {
  options = options || {};

  Object.keys(options).forEach(function (name) {
    if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
      throw new YAMLException('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
    }
  });

  // TODO: Add tag format check.
  this.tag          = tag;
  this.kind         = options['kind']         || null;
  this.resolve      = options['resolve']      || function () { return true; };
  this.construct    = options['construct']    || function (data) { return data; };
  this.instanceOf   = options['instanceOf']   || null;
  this.predicate    = options['predicate']    || null;
  this.represent    = options['represent']    || null;
  this.defaultStyle = options['defaultStyle'] || null;
  this.styleAliases = compileStyleAliases(options['styleAliases'] || null);

  if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
    throw new YAMLException('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
  }
}

module.exports = Type;


/***/ }),

/***/ 95295:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



/*eslint-disable no-bitwise*/

var NodeBuffer;

try {
  // A trick for browserified version, to not include `Buffer` shim
  var _require = __WEBPACK_EXTERNAL_createRequire(import.meta.url);
  NodeBuffer = _require('buffer').Buffer;
} catch (__) {}

var Type       = __webpack_require__(50323);


// [ 64, 65, 66 ] -> [ padding, CR, LF ]
var BASE64_MAP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r';


function resolveYamlBinary(data) {
  if (data === null) return false;

  var code, idx, bitlen = 0, max = data.length, map = BASE64_MAP;

  // Convert one by one.
  for (idx = 0; idx < max; idx++) {
    code = map.indexOf(data.charAt(idx));

    // Skip CR/LF
    if (code > 64) continue;

    // Fail on illegal characters
    if (code < 0) return false;

    bitlen += 6;
  }

  // If there are any bits left, source was corrupted
  return (bitlen % 8) === 0;
}

function constructYamlBinary(data) {
  var idx, tailbits,
      input = data.replace(/[\r\n=]/g, ''), // remove CR/LF & padding to simplify scan
      max = input.length,
      map = BASE64_MAP,
      bits = 0,
      result = [];

  // Collect by 6*4 bits (3 bytes)

  for (idx = 0; idx < max; idx++) {
    if ((idx % 4 === 0) && idx) {
      result.push((bits >> 16) & 0xFF);
      result.push((bits >> 8) & 0xFF);
      result.push(bits & 0xFF);
    }

    bits = (bits << 6) | map.indexOf(input.charAt(idx));
  }

  // Dump tail

  tailbits = (max % 4) * 6;

  if (tailbits === 0) {
    result.push((bits >> 16) & 0xFF);
    result.push((bits >> 8) & 0xFF);
    result.push(bits & 0xFF);
  } else if (tailbits === 18) {
    result.push((bits >> 10) & 0xFF);
    result.push((bits >> 2) & 0xFF);
  } else if (tailbits === 12) {
    result.push((bits >> 4) & 0xFF);
  }

  // Wrap into Buffer for NodeJS and leave Array for browser
  if (NodeBuffer) {
    // Support node 6.+ Buffer API when available
    return NodeBuffer.from ? NodeBuffer.from(result) : new NodeBuffer(result);
  }

  return result;
}

function representYamlBinary(object /*, style*/) {
  var result = '', bits = 0, idx, tail,
      max = object.length,
      map = BASE64_MAP;

  // Convert every three bytes to 4 ASCII characters.

  for (idx = 0; idx < max; idx++) {
    if ((idx % 3 === 0) && idx) {
      result += map[(bits >> 18) & 0x3F];
      result += map[(bits >> 12) & 0x3F];
      result += map[(bits >> 6) & 0x3F];
      result += map[bits & 0x3F];
    }

    bits = (bits << 8) + object[idx];
  }

  // Dump tail

  tail = max % 3;

  if (tail === 0) {
    result += map[(bits >> 18) & 0x3F];
    result += map[(bits >> 12) & 0x3F];
    result += map[(bits >> 6) & 0x3F];
    result += map[bits & 0x3F];
  } else if (tail === 2) {
    result += map[(bits >> 10) & 0x3F];
    result += map[(bits >> 4) & 0x3F];
    result += map[(bits << 2) & 0x3F];
    result += map[64];
  } else if (tail === 1) {
    result += map[(bits >> 2) & 0x3F];
    result += map[(bits << 4) & 0x3F];
    result += map[64];
    result += map[64];
  }

  return result;
}

function isBinary(object) {
  return NodeBuffer && NodeBuffer.isBuffer(object);
}

module.exports = new Type('tag:yaml.org,2002:binary', {
  kind: 'scalar',
  resolve: resolveYamlBinary,
  construct: constructYamlBinary,
  predicate: isBinary,
  represent: representYamlBinary
});


/***/ }),

/***/ 23066:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

function resolveYamlBoolean(data) {
  if (data === null) return false;

  var max = data.length;

  return (max === 4 && (data === 'true' || data === 'True' || data === 'TRUE')) ||
         (max === 5 && (data === 'false' || data === 'False' || data === 'FALSE'));
}

function constructYamlBoolean(data) {
  return data === 'true' ||
         data === 'True' ||
         data === 'TRUE';
}

function isBoolean(object) {
  return Object.prototype.toString.call(object) === '[object Boolean]';
}

module.exports = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: resolveYamlBoolean,
  construct: constructYamlBoolean,
  predicate: isBoolean,
  represent: {
    lowercase: function (object) { return object ? 'true' : 'false'; },
    uppercase: function (object) { return object ? 'TRUE' : 'FALSE'; },
    camelcase: function (object) { return object ? 'True' : 'False'; }
  },
  defaultStyle: 'lowercase'
});


/***/ }),

/***/ 13122:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var common = __webpack_require__(1825);
var Type   = __webpack_require__(50323);

var YAML_FLOAT_PATTERN = new RegExp(
  // 2.5e4, 2.5 and integers
  '^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?' +
  // .2e4, .2
  // special case, seems not from spec
  '|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?' +
  // 20:59
  '|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*' +
  // .inf
  '|[-+]?\\.(?:inf|Inf|INF)' +
  // .nan
  '|\\.(?:nan|NaN|NAN))$');

function resolveYamlFloat(data) {
  if (data === null) return false;

  if (!YAML_FLOAT_PATTERN.test(data) ||
      // Quick hack to not allow integers end with `_`
      // Probably should update regexp & check speed
      data[data.length - 1] === '_') {
    return false;
  }

  return true;
}

function constructYamlFloat(data) {
  var value, sign, base, digits;

  value  = data.replace(/_/g, '').toLowerCase();
  sign   = value[0] === '-' ? -1 : 1;
  digits = [];

  if ('+-'.indexOf(value[0]) >= 0) {
    value = value.slice(1);
  }

  if (value === '.inf') {
    return (sign === 1) ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;

  } else if (value === '.nan') {
    return NaN;

  } else if (value.indexOf(':') >= 0) {
    value.split(':').forEach(function (v) {
      digits.unshift(parseFloat(v, 10));
    });

    value = 0.0;
    base = 1;

    digits.forEach(function (d) {
      value += d * base;
      base *= 60;
    });

    return sign * value;

  }
  return sign * parseFloat(value, 10);
}


var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;

function representYamlFloat(object, style) {
  var res;

  if (isNaN(object)) {
    switch (style) {
      case 'lowercase': return '.nan';
      case 'uppercase': return '.NAN';
      case 'camelcase': return '.NaN';
    }
  } else if (Number.POSITIVE_INFINITY === object) {
    switch (style) {
      case 'lowercase': return '.inf';
      case 'uppercase': return '.INF';
      case 'camelcase': return '.Inf';
    }
  } else if (Number.NEGATIVE_INFINITY === object) {
    switch (style) {
      case 'lowercase': return '-.inf';
      case 'uppercase': return '-.INF';
      case 'camelcase': return '-.Inf';
    }
  } else if (common.isNegativeZero(object)) {
    return '-0.0';
  }

  res = object.toString(10);

  // JS stringifier can build scientific format without dots: 5e-100,
  // while YAML requres dot: 5.e-100. Fix it with simple hack

  return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace('e', '.e') : res;
}

function isFloat(object) {
  return (Object.prototype.toString.call(object) === '[object Number]') &&
         (object % 1 !== 0 || common.isNegativeZero(object));
}

module.exports = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: resolveYamlFloat,
  construct: constructYamlFloat,
  predicate: isFloat,
  represent: representYamlFloat,
  defaultStyle: 'lowercase'
});


/***/ }),

/***/ 90053:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var common = __webpack_require__(1825);
var Type   = __webpack_require__(50323);

function isHexCode(c) {
  return ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */)) ||
         ((0x41/* A */ <= c) && (c <= 0x46/* F */)) ||
         ((0x61/* a */ <= c) && (c <= 0x66/* f */));
}

function isOctCode(c) {
  return ((0x30/* 0 */ <= c) && (c <= 0x37/* 7 */));
}

function isDecCode(c) {
  return ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */));
}

function resolveYamlInteger(data) {
  if (data === null) return false;

  var max = data.length,
      index = 0,
      hasDigits = false,
      ch;

  if (!max) return false;

  ch = data[index];

  // sign
  if (ch === '-' || ch === '+') {
    ch = data[++index];
  }

  if (ch === '0') {
    // 0
    if (index + 1 === max) return true;
    ch = data[++index];

    // base 2, base 8, base 16

    if (ch === 'b') {
      // base 2
      index++;

      for (; index < max; index++) {
        ch = data[index];
        if (ch === '_') continue;
        if (ch !== '0' && ch !== '1') return false;
        hasDigits = true;
      }
      return hasDigits && ch !== '_';
    }


    if (ch === 'x') {
      // base 16
      index++;

      for (; index < max; index++) {
        ch = data[index];
        if (ch === '_') continue;
        if (!isHexCode(data.charCodeAt(index))) return false;
        hasDigits = true;
      }
      return hasDigits && ch !== '_';
    }

    // base 8
    for (; index < max; index++) {
      ch = data[index];
      if (ch === '_') continue;
      if (!isOctCode(data.charCodeAt(index))) return false;
      hasDigits = true;
    }
    return hasDigits && ch !== '_';
  }

  // base 10 (except 0) or base 60

  // value should not start with `_`;
  if (ch === '_') return false;

  for (; index < max; index++) {
    ch = data[index];
    if (ch === '_') continue;
    if (ch === ':') break;
    if (!isDecCode(data.charCodeAt(index))) {
      return false;
    }
    hasDigits = true;
  }

  // Should have digits and should not end with `_`
  if (!hasDigits || ch === '_') return false;

  // if !base60 - done;
  if (ch !== ':') return true;

  // base60 almost not used, no needs to optimize
  return /^(:[0-5]?[0-9])+$/.test(data.slice(index));
}

function constructYamlInteger(data) {
  var value = data, sign = 1, ch, base, digits = [];

  if (value.indexOf('_') !== -1) {
    value = value.replace(/_/g, '');
  }

  ch = value[0];

  if (ch === '-' || ch === '+') {
    if (ch === '-') sign = -1;
    value = value.slice(1);
    ch = value[0];
  }

  if (value === '0') return 0;

  if (ch === '0') {
    if (value[1] === 'b') return sign * parseInt(value.slice(2), 2);
    if (value[1] === 'x') return sign * parseInt(value, 16);
    return sign * parseInt(value, 8);
  }

  if (value.indexOf(':') !== -1) {
    value.split(':').forEach(function (v) {
      digits.unshift(parseInt(v, 10));
    });

    value = 0;
    base = 1;

    digits.forEach(function (d) {
      value += (d * base);
      base *= 60;
    });

    return sign * value;

  }

  return sign * parseInt(value, 10);
}

function isInteger(object) {
  return (Object.prototype.toString.call(object)) === '[object Number]' &&
         (object % 1 === 0 && !common.isNegativeZero(object));
}

module.exports = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: resolveYamlInteger,
  construct: constructYamlInteger,
  predicate: isInteger,
  represent: {
    binary:      function (obj) { return obj >= 0 ? '0b' + obj.toString(2) : '-0b' + obj.toString(2).slice(1); },
    octal:       function (obj) { return obj >= 0 ? '0'  + obj.toString(8) : '-0'  + obj.toString(8).slice(1); },
    decimal:     function (obj) { return obj.toString(10); },
    /* eslint-disable max-len */
    hexadecimal: function (obj) { return obj >= 0 ? '0x' + obj.toString(16).toUpperCase() :  '-0x' + obj.toString(16).toUpperCase().slice(1); }
  },
  defaultStyle: 'decimal',
  styleAliases: {
    binary:      [ 2,  'bin' ],
    octal:       [ 8,  'oct' ],
    decimal:     [ 10, 'dec' ],
    hexadecimal: [ 16, 'hex' ]
  }
});


/***/ }),

/***/ 31832:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var esprima;

// Browserified version does not have esprima
//
// 1. For node.js just require module as deps
// 2. For browser try to require mudule via external AMD system.
//    If not found - try to fallback to window.esprima. If not
//    found too - then fail to parse.
//
try {
  // workaround to exclude package from browserify list.
  var _require = __WEBPACK_EXTERNAL_createRequire(import.meta.url);
  esprima = _require('esprima');
} catch (_) {
  /* eslint-disable no-redeclare */
  /* global window */
  if (typeof window !== 'undefined') esprima = window.esprima;
}

var Type = __webpack_require__(50323);

function resolveJavascriptFunction(data) {
  if (data === null) return false;

  try {
    var source = '(' + data + ')',
        ast    = esprima.parse(source, { range: true });

    if (ast.type                    !== 'Program'             ||
        ast.body.length             !== 1                     ||
        ast.body[0].type            !== 'ExpressionStatement' ||
        (ast.body[0].expression.type !== 'ArrowFunctionExpression' &&
          ast.body[0].expression.type !== 'FunctionExpression')) {
      return false;
    }

    return true;
  } catch (err) {
    return false;
  }
}

function constructJavascriptFunction(data) {
  /*jslint evil:true*/

  var source = '(' + data + ')',
      ast    = esprima.parse(source, { range: true }),
      params = [],
      body;

  if (ast.type                    !== 'Program'             ||
      ast.body.length             !== 1                     ||
      ast.body[0].type            !== 'ExpressionStatement' ||
      (ast.body[0].expression.type !== 'ArrowFunctionExpression' &&
        ast.body[0].expression.type !== 'FunctionExpression')) {
    throw new Error('Failed to resolve function');
  }

  ast.body[0].expression.params.forEach(function (param) {
    params.push(param.name);
  });

  body = ast.body[0].expression.body.range;

  // Esprima's ranges include the first '{' and the last '}' characters on
  // function expressions. So cut them out.
  if (ast.body[0].expression.body.type === 'BlockStatement') {
    /*eslint-disable no-new-func*/
    return new Function(params, source.slice(body[0] + 1, body[1] - 1));
  }
  // ES6 arrow functions can omit the BlockStatement. In that case, just return
  // the body.
  /*eslint-disable no-new-func*/
  return new Function(params, 'return ' + source.slice(body[0], body[1]));
}

function representJavascriptFunction(object /*, style*/) {
  return object.toString();
}

function isFunction(object) {
  return Object.prototype.toString.call(object) === '[object Function]';
}

module.exports = new Type('tag:yaml.org,2002:js/function', {
  kind: 'scalar',
  resolve: resolveJavascriptFunction,
  construct: constructJavascriptFunction,
  predicate: isFunction,
  represent: representJavascriptFunction
});


/***/ }),

/***/ 98953:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

function resolveJavascriptRegExp(data) {
  if (data === null) return false;
  if (data.length === 0) return false;

  var regexp = data,
      tail   = /\/([gim]*)$/.exec(data),
      modifiers = '';

  // if regexp starts with '/' it can have modifiers and must be properly closed
  // `/foo/gim` - modifiers tail can be maximum 3 chars
  if (regexp[0] === '/') {
    if (tail) modifiers = tail[1];

    if (modifiers.length > 3) return false;
    // if expression starts with /, is should be properly terminated
    if (regexp[regexp.length - modifiers.length - 1] !== '/') return false;
  }

  return true;
}

function constructJavascriptRegExp(data) {
  var regexp = data,
      tail   = /\/([gim]*)$/.exec(data),
      modifiers = '';

  // `/foo/gim` - tail can be maximum 4 chars
  if (regexp[0] === '/') {
    if (tail) modifiers = tail[1];
    regexp = regexp.slice(1, regexp.length - modifiers.length - 1);
  }

  return new RegExp(regexp, modifiers);
}

function representJavascriptRegExp(object /*, style*/) {
  var result = '/' + object.source + '/';

  if (object.global) result += 'g';
  if (object.multiline) result += 'm';
  if (object.ignoreCase) result += 'i';

  return result;
}

function isRegExp(object) {
  return Object.prototype.toString.call(object) === '[object RegExp]';
}

module.exports = new Type('tag:yaml.org,2002:js/regexp', {
  kind: 'scalar',
  resolve: resolveJavascriptRegExp,
  construct: constructJavascriptRegExp,
  predicate: isRegExp,
  represent: representJavascriptRegExp
});


/***/ }),

/***/ 49178:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

function resolveJavascriptUndefined() {
  return true;
}

function constructJavascriptUndefined() {
  /*eslint-disable no-undefined*/
  return undefined;
}

function representJavascriptUndefined() {
  return '';
}

function isUndefined(object) {
  return typeof object === 'undefined';
}

module.exports = new Type('tag:yaml.org,2002:js/undefined', {
  kind: 'scalar',
  resolve: resolveJavascriptUndefined,
  construct: constructJavascriptUndefined,
  predicate: isUndefined,
  represent: representJavascriptUndefined
});


/***/ }),

/***/ 54278:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

module.exports = new Type('tag:yaml.org,2002:map', {
  kind: 'mapping',
  construct: function (data) { return data !== null ? data : {}; }
});


/***/ }),

/***/ 70112:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

function resolveYamlMerge(data) {
  return data === '<<' || data === null;
}

module.exports = new Type('tag:yaml.org,2002:merge', {
  kind: 'scalar',
  resolve: resolveYamlMerge
});


/***/ }),

/***/ 37767:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

function resolveYamlNull(data) {
  if (data === null) return true;

  var max = data.length;

  return (max === 1 && data === '~') ||
         (max === 4 && (data === 'null' || data === 'Null' || data === 'NULL'));
}

function constructYamlNull() {
  return null;
}

function isNull(object) {
  return object === null;
}

module.exports = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: resolveYamlNull,
  construct: constructYamlNull,
  predicate: isNull,
  represent: {
    canonical: function () { return '~';    },
    lowercase: function () { return 'null'; },
    uppercase: function () { return 'NULL'; },
    camelcase: function () { return 'Null'; }
  },
  defaultStyle: 'lowercase'
});


/***/ }),

/***/ 47395:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

var _hasOwnProperty = Object.prototype.hasOwnProperty;
var _toString       = Object.prototype.toString;

function resolveYamlOmap(data) {
  if (data === null) return true;

  var objectKeys = {}, index, length, pair, pairKey, pairHasKey,
      object = data;

  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];
    pairHasKey = false;

    if (_toString.call(pair) !== '[object Object]') return false;

    for (pairKey in pair) {
      if (_hasOwnProperty.call(pair, pairKey)) {
        if (!pairHasKey) pairHasKey = true;
        else return false;
      }
    }

    if (!pairHasKey) return false;

    if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
    Object.defineProperty(objectKeys, pairKey, { value: true });
  }

  return true;
}

function constructYamlOmap(data) {
  return data !== null ? data : [];
}

module.exports = new Type('tag:yaml.org,2002:omap', {
  kind: 'sequence',
  resolve: resolveYamlOmap,
  construct: constructYamlOmap
});


/***/ }),

/***/ 59117:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

var _toString = Object.prototype.toString;

function resolveYamlPairs(data) {
  if (data === null) return true;

  var index, length, pair, keys, result,
      object = data;

  result = new Array(object.length);

  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];

    if (_toString.call(pair) !== '[object Object]') return false;

    keys = Object.keys(pair);

    if (keys.length !== 1) return false;

    result[index] = [ keys[0], pair[keys[0]] ];
  }

  return true;
}

function constructYamlPairs(data) {
  if (data === null) return [];

  var index, length, pair, keys, result,
      object = data;

  result = new Array(object.length);

  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];

    keys = Object.keys(pair);

    result[index] = [ keys[0], pair[keys[0]] ];
  }

  return result;
}

module.exports = new Type('tag:yaml.org,2002:pairs', {
  kind: 'sequence',
  resolve: resolveYamlPairs,
  construct: constructYamlPairs
});


/***/ }),

/***/ 12863:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

module.exports = new Type('tag:yaml.org,2002:seq', {
  kind: 'sequence',
  construct: function (data) { return data !== null ? data : []; }
});


/***/ }),

/***/ 17812:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

var _hasOwnProperty = Object.prototype.hasOwnProperty;

function resolveYamlSet(data) {
  if (data === null) return true;

  var key, object = data;

  for (key in object) {
    if (_hasOwnProperty.call(object, key)) {
      if (object[key] !== null) return false;
    }
  }

  return true;
}

function constructYamlSet(data) {
  return data !== null ? data : {};
}

module.exports = new Type('tag:yaml.org,2002:set', {
  kind: 'mapping',
  resolve: resolveYamlSet,
  construct: constructYamlSet
});


/***/ }),

/***/ 94107:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

module.exports = new Type('tag:yaml.org,2002:str', {
  kind: 'scalar',
  construct: function (data) { return data !== null ? data : ''; }
});


/***/ }),

/***/ 37044:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var Type = __webpack_require__(50323);

var YAML_DATE_REGEXP = new RegExp(
  '^([0-9][0-9][0-9][0-9])'          + // [1] year
  '-([0-9][0-9])'                    + // [2] month
  '-([0-9][0-9])$');                   // [3] day

var YAML_TIMESTAMP_REGEXP = new RegExp(
  '^([0-9][0-9][0-9][0-9])'          + // [1] year
  '-([0-9][0-9]?)'                   + // [2] month
  '-([0-9][0-9]?)'                   + // [3] day
  '(?:[Tt]|[ \\t]+)'                 + // ...
  '([0-9][0-9]?)'                    + // [4] hour
  ':([0-9][0-9])'                    + // [5] minute
  ':([0-9][0-9])'                    + // [6] second
  '(?:\\.([0-9]*))?'                 + // [7] fraction
  '(?:[ \\t]*(Z|([-+])([0-9][0-9]?)' + // [8] tz [9] tz_sign [10] tz_hour
  '(?::([0-9][0-9]))?))?$');           // [11] tz_minute

function resolveYamlTimestamp(data) {
  if (data === null) return false;
  if (YAML_DATE_REGEXP.exec(data) !== null) return true;
  if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
  return false;
}

function constructYamlTimestamp(data) {
  var match, year, month, day, hour, minute, second, fraction = 0,
      delta = null, tz_hour, tz_minute, date;

  match = YAML_DATE_REGEXP.exec(data);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);

  if (match === null) throw new Error('Date resolve error');

  // match: [1] year [2] month [3] day

  year = +(match[1]);
  month = +(match[2]) - 1; // JS month starts with 0
  day = +(match[3]);

  if (!match[4]) { // no hour
    return new Date(Date.UTC(year, month, day));
  }

  // match: [4] hour [5] minute [6] second [7] fraction

  hour = +(match[4]);
  minute = +(match[5]);
  second = +(match[6]);

  if (match[7]) {
    fraction = match[7].slice(0, 3);
    while (fraction.length < 3) { // milli-seconds
      fraction += '0';
    }
    fraction = +fraction;
  }

  // match: [8] tz [9] tz_sign [10] tz_hour [11] tz_minute

  if (match[9]) {
    tz_hour = +(match[10]);
    tz_minute = +(match[11] || 0);
    delta = (tz_hour * 60 + tz_minute) * 60000; // delta in mili-seconds
    if (match[9] === '-') delta = -delta;
  }

  date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));

  if (delta) date.setTime(date.getTime() - delta);

  return date;
}

function representYamlTimestamp(object /*, style*/) {
  return object.toISOString();
}

module.exports = new Type('tag:yaml.org,2002:timestamp', {
  kind: 'scalar',
  resolve: resolveYamlTimestamp,
  construct: constructYamlTimestamp,
  instanceOf: Date,
  represent: representYamlTimestamp
});


/***/ }),

/***/ 38820:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KNc: () => (/* reexport */ clampChroma),
  HsW: () => (/* reexport */ src_converter),
  NNP: () => (/* reexport */ formatHex),
  GWP: () => (/* reexport */ interpolate),
  qgA: () => (/* reexport */ src_parse),
  LDA: () => (/* reexport */ contrast)
});

// UNUSED EXPORTS: a98, average, averageAngle, averageNumber, blend, blerp, clampGamut, clampRgb, colorsNamed, convertA98ToXyz65, convertCubehelixToRgb, convertDlchToLab65, convertHsiToRgb, convertHslToRgb, convertHsvToRgb, convertHwbToRgb, convertItpToXyz65, convertJabToJch, convertJabToRgb, convertJabToXyz65, convertJchToJab, convertLab65ToDlch, convertLab65ToRgb, convertLab65ToXyz65, convertLabToLch, convertLabToRgb, convertLabToXyz50, convertLchToLab, convertLchuvToLuv, convertLrgbToOklab, convertLrgbToRgb, convertLuvToLchuv, convertLuvToXyz50, convertOkhslToOklab, convertOkhsvToOklab, convertOklabToLrgb, convertOklabToOkhsl, convertOklabToOkhsv, convertOklabToRgb, convertP3ToXyz65, convertProphotoToXyz50, convertRec2020ToXyz65, convertRgbToCubehelix, convertRgbToHsi, convertRgbToHsl, convertRgbToHsv, convertRgbToHwb, convertRgbToJab, convertRgbToLab, convertRgbToLab65, convertRgbToLrgb, convertRgbToOklab, convertRgbToXyb, convertRgbToXyz50, convertRgbToXyz65, convertRgbToYiq, convertXybToRgb, convertXyz50ToLab, convertXyz50ToLuv, convertXyz50ToProphoto, convertXyz50ToRgb, convertXyz50ToXyz65, convertXyz65ToA98, convertXyz65ToItp, convertXyz65ToJab, convertXyz65ToLab65, convertXyz65ToP3, convertXyz65ToRec2020, convertXyz65ToRgb, convertXyz65ToXyz50, convertYiqToRgb, cubehelix, differenceCie76, differenceCie94, differenceCiede2000, differenceCmc, differenceEuclidean, differenceHueChroma, differenceHueNaive, differenceHueSaturation, differenceHyab, differenceItp, differenceKotsarenkoRamos, displayable, dlab, dlch, easingGamma, easingInOutSine, easingMidpoint, easingSmootherstep, easingSmoothstep, easingSmoothstepInverse, filterBrightness, filterContrast, filterDeficiencyDeuter, filterDeficiencyProt, filterDeficiencyTrit, filterGrayscale, filterHueRotate, filterInvert, filterSaturate, filterSepia, fixupAlpha, fixupHueDecreasing, fixupHueIncreasing, fixupHueLonger, fixupHueShorter, formatCss, formatHex8, formatHsl, formatRgb, getMode, hsi, hsl, hsv, hwb, inGamut, interpolateWith, interpolateWithPremultipliedAlpha, interpolatorLinear, interpolatorPiecewise, interpolatorSplineBasis, interpolatorSplineBasisClosed, interpolatorSplineMonotone, interpolatorSplineMonotone2, interpolatorSplineMonotoneClosed, interpolatorSplineNatural, interpolatorSplineNaturalClosed, itp, jab, jch, lab, lab65, lch, lch65, lchuv, lerp, lrgb, luv, mapAlphaDivide, mapAlphaMultiply, mapTransferGamma, mapTransferLinear, mapper, modeA98, modeCubehelix, modeDlab, modeDlch, modeHsi, modeHsl, modeHsv, modeHwb, modeItp, modeJab, modeJch, modeLab, modeLab65, modeLch, modeLch65, modeLchuv, modeLrgb, modeLuv, modeOkhsl, modeOkhsv, modeOklab, modeOklch, modeP3, modeProphoto, modeRec2020, modeRgb, modeXyb, modeXyz50, modeXyz65, modeYiq, nearest, okhsl, okhsv, oklab, oklch, p3, parseHex, parseHsl, parseHslLegacy, parseHwb, parseLab, parseLch, parseNamed, parseOklab, parseOklch, parseRgb, parseRgbLegacy, parseTransparent, prophoto, random, rec2020, removeParser, rgb, round, samples, serializeHex, serializeHex8, serializeHsl, serializeRgb, toGamut, trilerp, unlerp, useMode, useParser, wcagLuminance, xyb, xyz50, xyz65, yiq

;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/parseNumber.js
const parseNumber = (color, len) => {
	if (typeof color !== 'number') return;

	// hex3: #c93 -> #cc9933
	if (len === 3) {
		return {
			mode: 'rgb',
			r: (((color >> 8) & 0xf) | ((color >> 4) & 0xf0)) / 255,
			g: (((color >> 4) & 0xf) | (color & 0xf0)) / 255,
			b: ((color & 0xf) | ((color << 4) & 0xf0)) / 255
		};
	}

	// hex4: #c931 -> #cc993311
	if (len === 4) {
		return {
			mode: 'rgb',
			r: (((color >> 12) & 0xf) | ((color >> 8) & 0xf0)) / 255,
			g: (((color >> 8) & 0xf) | ((color >> 4) & 0xf0)) / 255,
			b: (((color >> 4) & 0xf) | (color & 0xf0)) / 255,
			alpha: ((color & 0xf) | ((color << 4) & 0xf0)) / 255
		};
	}

	// hex6: #f0f1f2
	if (len === 6) {
		return {
			mode: 'rgb',
			r: ((color >> 16) & 0xff) / 255,
			g: ((color >> 8) & 0xff) / 255,
			b: (color & 0xff) / 255
		};
	}

	// hex8: #f0f1f2ff
	if (len === 8) {
		return {
			mode: 'rgb',
			r: ((color >> 24) & 0xff) / 255,
			g: ((color >> 16) & 0xff) / 255,
			b: ((color >> 8) & 0xff) / 255,
			alpha: (color & 0xff) / 255
		};
	}
};

/* harmony default export */ const rgb_parseNumber = (parseNumber);

;// CONCATENATED MODULE: ./node_modules/culori/src/colors/named.js
const named = {
	aliceblue: 0xf0f8ff,
	antiquewhite: 0xfaebd7,
	aqua: 0x00ffff,
	aquamarine: 0x7fffd4,
	azure: 0xf0ffff,
	beige: 0xf5f5dc,
	bisque: 0xffe4c4,
	black: 0x000000,
	blanchedalmond: 0xffebcd,
	blue: 0x0000ff,
	blueviolet: 0x8a2be2,
	brown: 0xa52a2a,
	burlywood: 0xdeb887,
	cadetblue: 0x5f9ea0,
	chartreuse: 0x7fff00,
	chocolate: 0xd2691e,
	coral: 0xff7f50,
	cornflowerblue: 0x6495ed,
	cornsilk: 0xfff8dc,
	crimson: 0xdc143c,
	cyan: 0x00ffff,
	darkblue: 0x00008b,
	darkcyan: 0x008b8b,
	darkgoldenrod: 0xb8860b,
	darkgray: 0xa9a9a9,
	darkgreen: 0x006400,
	darkgrey: 0xa9a9a9,
	darkkhaki: 0xbdb76b,
	darkmagenta: 0x8b008b,
	darkolivegreen: 0x556b2f,
	darkorange: 0xff8c00,
	darkorchid: 0x9932cc,
	darkred: 0x8b0000,
	darksalmon: 0xe9967a,
	darkseagreen: 0x8fbc8f,
	darkslateblue: 0x483d8b,
	darkslategray: 0x2f4f4f,
	darkslategrey: 0x2f4f4f,
	darkturquoise: 0x00ced1,
	darkviolet: 0x9400d3,
	deeppink: 0xff1493,
	deepskyblue: 0x00bfff,
	dimgray: 0x696969,
	dimgrey: 0x696969,
	dodgerblue: 0x1e90ff,
	firebrick: 0xb22222,
	floralwhite: 0xfffaf0,
	forestgreen: 0x228b22,
	fuchsia: 0xff00ff,
	gainsboro: 0xdcdcdc,
	ghostwhite: 0xf8f8ff,
	gold: 0xffd700,
	goldenrod: 0xdaa520,
	gray: 0x808080,
	green: 0x008000,
	greenyellow: 0xadff2f,
	grey: 0x808080,
	honeydew: 0xf0fff0,
	hotpink: 0xff69b4,
	indianred: 0xcd5c5c,
	indigo: 0x4b0082,
	ivory: 0xfffff0,
	khaki: 0xf0e68c,
	lavender: 0xe6e6fa,
	lavenderblush: 0xfff0f5,
	lawngreen: 0x7cfc00,
	lemonchiffon: 0xfffacd,
	lightblue: 0xadd8e6,
	lightcoral: 0xf08080,
	lightcyan: 0xe0ffff,
	lightgoldenrodyellow: 0xfafad2,
	lightgray: 0xd3d3d3,
	lightgreen: 0x90ee90,
	lightgrey: 0xd3d3d3,
	lightpink: 0xffb6c1,
	lightsalmon: 0xffa07a,
	lightseagreen: 0x20b2aa,
	lightskyblue: 0x87cefa,
	lightslategray: 0x778899,
	lightslategrey: 0x778899,
	lightsteelblue: 0xb0c4de,
	lightyellow: 0xffffe0,
	lime: 0x00ff00,
	limegreen: 0x32cd32,
	linen: 0xfaf0e6,
	magenta: 0xff00ff,
	maroon: 0x800000,
	mediumaquamarine: 0x66cdaa,
	mediumblue: 0x0000cd,
	mediumorchid: 0xba55d3,
	mediumpurple: 0x9370db,
	mediumseagreen: 0x3cb371,
	mediumslateblue: 0x7b68ee,
	mediumspringgreen: 0x00fa9a,
	mediumturquoise: 0x48d1cc,
	mediumvioletred: 0xc71585,
	midnightblue: 0x191970,
	mintcream: 0xf5fffa,
	mistyrose: 0xffe4e1,
	moccasin: 0xffe4b5,
	navajowhite: 0xffdead,
	navy: 0x000080,
	oldlace: 0xfdf5e6,
	olive: 0x808000,
	olivedrab: 0x6b8e23,
	orange: 0xffa500,
	orangered: 0xff4500,
	orchid: 0xda70d6,
	palegoldenrod: 0xeee8aa,
	palegreen: 0x98fb98,
	paleturquoise: 0xafeeee,
	palevioletred: 0xdb7093,
	papayawhip: 0xffefd5,
	peachpuff: 0xffdab9,
	peru: 0xcd853f,
	pink: 0xffc0cb,
	plum: 0xdda0dd,
	powderblue: 0xb0e0e6,
	purple: 0x800080,

	// Added in CSS Colors Level 4:
	// https://drafts.csswg.org/css-color/#changes-from-3
	rebeccapurple: 0x663399,

	red: 0xff0000,
	rosybrown: 0xbc8f8f,
	royalblue: 0x4169e1,
	saddlebrown: 0x8b4513,
	salmon: 0xfa8072,
	sandybrown: 0xf4a460,
	seagreen: 0x2e8b57,
	seashell: 0xfff5ee,
	sienna: 0xa0522d,
	silver: 0xc0c0c0,
	skyblue: 0x87ceeb,
	slateblue: 0x6a5acd,
	slategray: 0x708090,
	slategrey: 0x708090,
	snow: 0xfffafa,
	springgreen: 0x00ff7f,
	steelblue: 0x4682b4,
	tan: 0xd2b48c,
	teal: 0x008080,
	thistle: 0xd8bfd8,
	tomato: 0xff6347,
	turquoise: 0x40e0d0,
	violet: 0xee82ee,
	wheat: 0xf5deb3,
	white: 0xffffff,
	whitesmoke: 0xf5f5f5,
	yellow: 0xffff00,
	yellowgreen: 0x9acd32
};

/* harmony default export */ const colors_named = (named);

;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/parseNamed.js



// Also supports the `transparent` color as defined in:
// https://drafts.csswg.org/css-color/#transparent-black
const parseNamed = color => {
	return rgb_parseNumber(colors_named[color.toLowerCase()], 6);
};

/* harmony default export */ const rgb_parseNamed = (parseNamed);

;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/parseHex.js


const hex = /^#?([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})$/i;

const parseHex = color => {
	let match;
	// eslint-disable-next-line no-cond-assign
	return (match = color.match(hex))
		? rgb_parseNumber(parseInt(match[1], 16), match[1].length)
		: undefined;
};

/* harmony default export */ const rgb_parseHex = (parseHex);

;// CONCATENATED MODULE: ./node_modules/culori/src/util/regex.js
/*
	Basic building blocks for color regexes
	---------------------------------------

	These regexes are expressed as strings
	to be interpolated in the color regexes.
 */

// <number>
const num = '([+-]?\\d*\\.?\\d+(?:[eE][+-]?\\d+)?)';

// <number> or 'none'
const num_none = (/* unused pure expression or super */ null && (`(?:${num}|none)`));

// <percentage>
const per = `${num}%`;

// <percent> or 'none'
const per_none = (/* unused pure expression or super */ null && (`(?:${num}%|none)`));

// <number-percentage> (<alpha-value>)
const num_per = `(?:${num}%|${num})`;

// <number-percentage> (<alpha-value>) or 'none'
const num_per_none = `(?:${num}%|${num}|none)`;

// <hue>
const hue = `(?:${num}(deg|grad|rad|turn)|${num})`;

// <hue> or 'none'
const hue_none = (/* unused pure expression or super */ null && (`(?:${num}(deg|grad|rad|turn)|${num}|none)`));

const c = `\\s*,\\s*`; // comma
const so = '\\s*'; // space, optional
const s = (/* unused pure expression or super */ null && (`\\s+`)); // space

const rx_num_per_none = new RegExp('^' + num_per_none + '$');

;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/parseRgbLegacy.js


/*
	rgb() regular expressions for legacy format
	Reference: https://drafts.csswg.org/css-color/#rgb-functions
 */
const rgb_num_old = new RegExp(
	`^rgba?\\(\\s*${num}${c}${num}${c}${num}\\s*(?:,\\s*${num_per}\\s*)?\\)$`
);

const rgb_per_old = new RegExp(
	`^rgba?\\(\\s*${per}${c}${per}${c}${per}\\s*(?:,\\s*${num_per}\\s*)?\\)$`
);

const parseRgbLegacy = color => {
	let res = { mode: 'rgb' };
	let match;
	if ((match = color.match(rgb_num_old))) {
		if (match[1] !== undefined) {
			res.r = match[1] / 255;
		}
		if (match[2] !== undefined) {
			res.g = match[2] / 255;
		}
		if (match[3] !== undefined) {
			res.b = match[3] / 255;
		}
	} else if ((match = color.match(rgb_per_old))) {
		if (match[1] !== undefined) {
			res.r = match[1] / 100;
		}
		if (match[2] !== undefined) {
			res.g = match[2] / 100;
		}
		if (match[3] !== undefined) {
			res.b = match[3] / 100;
		}
	} else {
		return undefined;
	}

	if (match[4] !== undefined) {
		res.alpha = Math.max(0, Math.min(1, match[4] / 100));
	} else if (match[5] !== undefined) {
		res.alpha = Math.max(0, Math.min(1, +match[5]));
	}

	return res;
};

/* harmony default export */ const rgb_parseRgbLegacy = (parseRgbLegacy);

;// CONCATENATED MODULE: ./node_modules/culori/src/_prepare.js


const _prepare_prepare = (color, mode) =>
	color === undefined
		? undefined
		: typeof color !== 'object'
		? src_parse(color)
		: color.mode !== undefined
		? color
		: mode
		? { ...color, mode }
		: undefined;

/* harmony default export */ const _prepare = (_prepare_prepare);

;// CONCATENATED MODULE: ./node_modules/culori/src/converter.js



const converter_converter =
	(target_mode = 'rgb') =>
	color =>
		(color = _prepare(color, target_mode)) !== undefined
			? // if the color's mode corresponds to our target mode
			  color.mode === target_mode
				? // then just return the color
				  color
				: // otherwise check to see if we have a dedicated
				// converter for the target mode
				converters[color.mode][target_mode]
				? // and return its result...
				  converters[color.mode][target_mode](color)
				: // ...otherwise pass through RGB as an intermediary step.
				// if the target mode is RGB...
				target_mode === 'rgb'
				? // just return the RGB
				  converters[color.mode].rgb(color)
				: // otherwise convert color.mode -> RGB -> target_mode
				  converters.rgb[target_mode](converters[color.mode].rgb(color))
			: undefined;

/* harmony default export */ const src_converter = (converter_converter);

;// CONCATENATED MODULE: ./node_modules/culori/src/modes.js


const converters = {};
const modes = {};

const parsers = [];
const colorProfiles = {};

const identity = v => v;

const useMode = definition => {
	converters[definition.mode] = {
		...converters[definition.mode],
		...definition.toMode
	};

	Object.keys(definition.fromMode || {}).forEach(k => {
		if (!converters[k]) {
			converters[k] = {};
		}
		converters[k][definition.mode] = definition.fromMode[k];
	});

	// Color space channel ranges
	if (!definition.ranges) {
		definition.ranges = {};
	}

	if (!definition.difference) {
		definition.difference = {};
	}

	definition.channels.forEach(channel => {
		// undefined channel ranges default to the [0, 1] interval
		if (definition.ranges[channel] === undefined) {
			definition.ranges[channel] = [0, 1];
		}

		if (!definition.interpolate[channel]) {
			throw new Error(`Missing interpolator for: ${channel}`);
		}

		if (typeof definition.interpolate[channel] === 'function') {
			definition.interpolate[channel] = {
				use: definition.interpolate[channel]
			};
		}

		if (!definition.interpolate[channel].fixup) {
			definition.interpolate[channel].fixup = identity;
		}
	});

	modes[definition.mode] = definition;
	(definition.parse || []).forEach(parser => {
		useParser(parser, definition.mode);
	});

	return src_converter(definition.mode);
};

const modes_getMode = mode => modes[mode];

const useParser = (parser, mode) => {
	if (typeof parser === 'string') {
		if (!mode) {
			throw new Error(`'mode' required when 'parser' is a string`);
		}
		colorProfiles[parser] = mode;
	} else if (typeof parser === 'function') {
		if (parsers.indexOf(parser) < 0) {
			parsers.push(parser);
		}
	}
};

const removeParser = parser => {
	if (typeof parser === 'string') {
		delete colorProfiles[parser];
	} else if (typeof parser === 'function') {
		const idx = parsers.indexOf(parser);
		if (idx > 0) {
			parsers.splice(idx, 1);
		}
	}
};



;// CONCATENATED MODULE: ./node_modules/culori/src/parse.js


/* eslint-disable-next-line no-control-regex */
const IdentStartCodePoint = /[^\x00-\x7F]|[a-zA-Z_]/;

/* eslint-disable-next-line no-control-regex */
const IdentCodePoint = /[^\x00-\x7F]|[-\w]/;

const Tok = {
	Function: 'function',
	Ident: 'ident',
	Number: 'number',
	Percentage: 'percentage',
	ParenClose: ')',
	None: 'none',
	Hue: 'hue',
	Alpha: 'alpha'
};

let _i = 0;

/*
	4.3.10. Check if three code points would start a number
	https://drafts.csswg.org/css-syntax/#starts-with-a-number
 */
function is_num(chars) {
	let ch = chars[_i];
	let ch1 = chars[_i + 1];
	if (ch === '-' || ch === '+') {
		return /\d/.test(ch1) || (ch1 === '.' && /\d/.test(chars[_i + 2]));
	}
	if (ch === '.') {
		return /\d/.test(ch1);
	}
	return /\d/.test(ch);
}

/*
	Check if the stream starts with an identifier.
 */

function is_ident(chars) {
	if (_i >= chars.length) {
		return false;
	}
	let ch = chars[_i];
	if (IdentStartCodePoint.test(ch)) {
		return true;
	}
	if (ch === '-') {
		if (chars.length - _i < 2) {
			return false;
		}
		let ch1 = chars[_i + 1];
		if (ch1 === '-' || IdentStartCodePoint.test(ch1)) {
			return true;
		}
		return false;
	}
	return false;
}

/*
	4.3.3. Consume a numeric token
	https://drafts.csswg.org/css-syntax/#consume-numeric-token
 */

const huenits = {
	deg: 1,
	rad: 180 / Math.PI,
	grad: 9 / 10,
	turn: 360
};

function parse_num(chars) {
	let value = '';
	if (chars[_i] === '-' || chars[_i] === '+') {
		value += chars[_i++];
	}
	value += digits(chars);
	if (chars[_i] === '.' && /\d/.test(chars[_i + 1])) {
		value += chars[_i++] + digits(chars);
	}
	if (chars[_i] === 'e' || chars[_i] === 'E') {
		if (
			(chars[_i + 1] === '-' || chars[_i + 1] === '+') &&
			/\d/.test(chars[_i + 2])
		) {
			value += chars[_i++] + chars[_i++] + digits(chars);
		} else if (/\d/.test(chars[_i + 1])) {
			value += chars[_i++] + digits(chars);
		}
	}
	if (is_ident(chars)) {
		let id = ident(chars);
		if (id === 'deg' || id === 'rad' || id === 'turn' || id === 'grad') {
			return { type: Tok.Hue, value: value * huenits[id] };
		}
		return undefined;
	}
	if (chars[_i] === '%') {
		_i++;
		return { type: Tok.Percentage, value: +value };
	}
	return { type: Tok.Number, value: +value };
}

/*
	Consume digits.
 */
function digits(chars) {
	let v = '';
	while (/\d/.test(chars[_i])) {
		v += chars[_i++];
	}
	return v;
}

/*
	Consume an identifier.
 */
function ident(chars) {
	let v = '';
	while (_i < chars.length && IdentCodePoint.test(chars[_i])) {
		v += chars[_i++];
	}
	return v;
}

/*
	Consume an ident-like token.
 */
function identlike(chars) {
	let v = ident(chars);
	if (chars[_i] === '(') {
		_i++;
		return { type: Tok.Function, value: v };
	}
	if (v === 'none') {
		return { type: Tok.None, value: undefined };
	}
	return { type: Tok.Ident, value: v };
}

function tokenize(str = '') {
	let chars = str.trim();
	let tokens = [];
	let ch;

	/* reset counter */
	_i = 0;

	while (_i < chars.length) {
		ch = chars[_i++];

		/*
			Consume whitespace without emitting it
		 */
		if (ch === '\n' || ch === '\t' || ch === ' ') {
			while (
				_i < chars.length &&
				(chars[_i] === '\n' || chars[_i] === '\t' || chars[_i] === ' ')
			) {
				_i++;
			}
			continue;
		}

		if (ch === ',') {
			return undefined;
		}

		if (ch === ')') {
			tokens.push({ type: Tok.ParenClose });
			continue;
		}

		if (ch === '+') {
			_i--;
			if (is_num(chars)) {
				tokens.push(parse_num(chars));
				continue;
			}
			return undefined;
		}

		if (ch === '-') {
			_i--;
			if (is_num(chars)) {
				tokens.push(parse_num(chars));
				continue;
			}
			if (is_ident(chars)) {
				tokens.push({ type: Tok.Ident, value: ident(chars) });
				continue;
			}
			return undefined;
		}

		if (ch === '.') {
			_i--;
			if (is_num(chars)) {
				tokens.push(parse_num(chars));
				continue;
			}
			return undefined;
		}

		if (ch === '/') {
			while (
				_i < chars.length &&
				(chars[_i] === '\n' || chars[_i] === '\t' || chars[_i] === ' ')
			) {
				_i++;
			}
			let alpha;
			if (is_num(chars)) {
				alpha = parse_num(chars);
				if (alpha.type !== Tok.Hue) {
					tokens.push({ type: Tok.Alpha, value: alpha });
					continue;
				}
			}
			if (is_ident(chars)) {
				if (ident(chars) === 'none') {
					tokens.push({
						type: Tok.Alpha,
						value: { type: Tok.None, value: undefined }
					});
					continue;
				}
			}
			return undefined;
		}

		if (/\d/.test(ch)) {
			_i--;
			tokens.push(parse_num(chars));
			continue;
		}

		if (IdentStartCodePoint.test(ch)) {
			_i--;
			tokens.push(identlike(chars));
			continue;
		}

		/*
			Treat everything not already handled as an error.
		 */
		return undefined;
	}

	return tokens;
}

function parseColorSyntax(tokens) {
	tokens._i = 0;
	let token = tokens[tokens._i++];
	if (!token || token.type !== Tok.Function || token.value !== 'color') {
		return undefined;
	}
	token = tokens[tokens._i++];
	if (token.type !== Tok.Ident) {
		return undefined;
	}
	const mode = colorProfiles[token.value];
	if (!mode) {
		return undefined;
	}
	const res = { mode };
	const coords = consumeCoords(tokens, false);
	if (!coords) {
		return undefined;
	}
	const channels = modes_getMode(mode).channels;
	for (let ii = 0, c, ch; ii < channels.length; ii++) {
		c = coords[ii];
		ch = channels[ii];
		if (c.type !== Tok.None) {
			res[ch] = c.type === Tok.Number ? c.value : c.value / 100;
			if (ch === 'alpha') {
				res[ch] = Math.max(0, Math.min(1, res[ch]));
			}
		}
	}
	return res;
}

function consumeCoords(tokens, includeHue) {
	const coords = [];
	let token;
	while (tokens._i < tokens.length) {
		token = tokens[tokens._i++];
		if (
			token.type === Tok.None ||
			token.type === Tok.Number ||
			token.type === Tok.Alpha ||
			token.type === Tok.Percentage ||
			(includeHue && token.type === Tok.Hue)
		) {
			coords.push(token);
			continue;
		}
		if (token.type === Tok.ParenClose) {
			if (tokens._i < tokens.length) {
				return undefined;
			}
			continue;
		}
		return undefined;
	}

	if (coords.length < 3 || coords.length > 4) {
		return undefined;
	}

	if (coords.length === 4) {
		if (coords[3].type !== Tok.Alpha) {
			return undefined;
		}
		coords[3] = coords[3].value;
	}
	if (coords.length === 3) {
		coords.push({ type: Tok.None, value: undefined });
	}

	return coords.every(c => c.type !== Tok.Alpha) ? coords : undefined;
}

function parseModernSyntax(tokens, includeHue) {
	tokens._i = 0;
	let token = tokens[tokens._i++];
	if (!token || token.type !== Tok.Function) {
		return undefined;
	}
	let coords = consumeCoords(tokens, includeHue);
	if (!coords) {
		return undefined;
	}
	coords.unshift(token.value);
	return coords;
}

const parse = color => {
	if (typeof color !== 'string') {
		return undefined;
	}
	const tokens = tokenize(color);
	const parsed = tokens ? parseModernSyntax(tokens, true) : undefined;
	let result = undefined;
	let i = 0;
	let len = parsers.length;
	while (i < len) {
		if ((result = parsers[i++](color, parsed)) !== undefined) {
			return result;
		}
	}
	return tokens ? parseColorSyntax(tokens) : undefined;
};

/* harmony default export */ const src_parse = (parse);

;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/parseRgb.js


function parseRgb(color, parsed) {
	if (!parsed || (parsed[0] !== 'rgb' && parsed[0] !== 'rgba')) {
		return undefined;
	}
	const res = { mode: 'rgb' };
	const [, r, g, b, alpha] = parsed;
	if (r.type === Tok.Hue || g.type === Tok.Hue || b.type === Tok.Hue) {
		return undefined;
	}
	if (r.type !== Tok.None) {
		res.r = r.type === Tok.Number ? r.value / 255 : r.value / 100;
	}
	if (g.type !== Tok.None) {
		res.g = g.type === Tok.Number ? g.value / 255 : g.value / 100;
	}
	if (b.type !== Tok.None) {
		res.b = b.type === Tok.Number ? b.value / 255 : b.value / 100;
	}
	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const rgb_parseRgb = (parseRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/parseTransparent.js
const parseTransparent = c =>
	c === 'transparent'
		? { mode: 'rgb', r: 0, g: 0, b: 0, alpha: 0 }
		: undefined;

/* harmony default export */ const rgb_parseTransparent = (parseTransparent);

;// CONCATENATED MODULE: ./node_modules/culori/src/interpolate/lerp.js
const lerp = (a, b, t) => a + t * (b - a);
const unlerp = (a, b, v) => (v - a) / (b - a);

const blerp = (a00, a01, a10, a11, tx, ty) => {
	return lerp(lerp(a00, a01, tx), lerp(a10, a11, tx), ty);
};

const trilerp = (
	a000,
	a010,
	a100,
	a110,
	a001,
	a011,
	a101,
	a111,
	tx,
	ty,
	tz
) => {
	return lerp(
		blerp(a000, a010, a100, a110, tx, ty),
		blerp(a001, a011, a101, a111, tx, ty),
		tz
	);
};



;// CONCATENATED MODULE: ./node_modules/culori/src/interpolate/piecewise.js
const get_classes = arr => {
	let classes = [];
	for (let i = 0; i < arr.length - 1; i++) {
		let a = arr[i];
		let b = arr[i + 1];
		if (a === undefined && b === undefined) {
			classes.push(undefined);
		} else if (a !== undefined && b !== undefined) {
			classes.push([a, b]);
		} else {
			classes.push(a !== undefined ? [a, a] : [b, b]);
		}
	}
	return classes;
};

const interpolatorPiecewise = interpolator => arr => {
	let classes = get_classes(arr);
	return t => {
		let cls = t * classes.length;
		let idx = t >= 1 ? classes.length - 1 : Math.max(Math.floor(cls), 0);
		let pair = classes[idx];
		return pair === undefined
			? undefined
			: interpolator(pair[0], pair[1], cls - idx);
	};
};



;// CONCATENATED MODULE: ./node_modules/culori/src/interpolate/linear.js



const interpolatorLinear = interpolatorPiecewise(lerp);

;// CONCATENATED MODULE: ./node_modules/culori/src/fixup/alpha.js
const fixupAlpha = arr => {
	let some_defined = false;
	let res = arr.map(v => {
		if (v !== undefined) {
			some_defined = true;
			return v;
		}
		return 1;
	});
	return some_defined ? res : arr;
};



;// CONCATENATED MODULE: ./node_modules/culori/src/rgb/definition.js








/*
	sRGB color space
 */

const definition = {
	mode: 'rgb',
	channels: ['r', 'g', 'b', 'alpha'],
	parse: [
		rgb_parseRgb,
		rgb_parseHex,
		rgb_parseRgbLegacy,
		rgb_parseNamed,
		rgb_parseTransparent,
		'srgb'
	],
	serialize: 'srgb',
	interpolate: {
		r: interpolatorLinear,
		g: interpolatorLinear,
		b: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},
	gamut: true,
	white: { r: 1, g: 1, b: 1 },
	black: { r: 0, g: 0, b: 0 }
};

/* harmony default export */ const rgb_definition = (definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/a98/convertA98ToXyz65.js
/*
	Convert A98 RGB values to CIE XYZ D65

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
		* https://www.adobe.com/digitalimag/pdfs/AdobeRGB1998.pdf
*/

const linearize = (v = 0) => Math.pow(Math.abs(v), 563 / 256) * Math.sign(v);

const convertA98ToXyz65 = a98 => {
	let r = linearize(a98.r);
	let g = linearize(a98.g);
	let b = linearize(a98.b);
	let res = {
		mode: 'xyz65',
		x:
			0.5766690429101305 * r +
			0.1855582379065463 * g +
			0.1882286462349947 * b,
		y:
			0.297344975250536 * r +
			0.6273635662554661 * g +
			0.0752914584939979 * b,
		z:
			0.0270313613864123 * r +
			0.0706888525358272 * g +
			0.9913375368376386 * b
	};
	if (a98.alpha !== undefined) {
		res.alpha = a98.alpha;
	}
	return res;
};

/* harmony default export */ const a98_convertA98ToXyz65 = (convertA98ToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/a98/convertXyz65ToA98.js
/*
	Convert CIE XYZ D65 values to A98 RGB

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
*/

const gamma = v => Math.pow(Math.abs(v), 256 / 563) * Math.sign(v);

const convertXyz65ToA98 = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = {
		mode: 'a98',
		r: gamma(
			x * 2.0415879038107465 -
				y * 0.5650069742788597 -
				0.3447313507783297 * z
		),
		g: gamma(
			x * -0.9692436362808798 +
				y * 1.8759675015077206 +
				0.0415550574071756 * z
		),
		b: gamma(
			x * 0.0134442806320312 -
				y * 0.1183623922310184 +
				1.0151749943912058 * z
		)
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const a98_convertXyz65ToA98 = (convertXyz65ToA98);

;// CONCATENATED MODULE: ./node_modules/culori/src/lrgb/convertRgbToLrgb.js
const fn = (c = 0) => {
	const abs = Math.abs(c);
	if (abs <= 0.04045) {
		return c / 12.92;
	}
	return (Math.sign(c) || 1) * Math.pow((abs + 0.055) / 1.055, 2.4);
};

const convertRgbToLrgb = ({ r, g, b, alpha }) => {
	let res = {
		mode: 'lrgb',
		r: fn(r),
		g: fn(g),
		b: fn(b)
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const lrgb_convertRgbToLrgb = (convertRgbToLrgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz65/convertRgbToXyz65.js
/*
	Convert sRGB values to CIE XYZ D65

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
		* https://observablehq.com/@danburzo/color-matrix-calculator
*/



const convertRgbToXyz65 = rgb => {
	let { r, g, b, alpha } = lrgb_convertRgbToLrgb(rgb);
	let res = {
		mode: 'xyz65',
		x:
			0.4123907992659593 * r +
			0.357584339383878 * g +
			0.1804807884018343 * b,
		y:
			0.2126390058715102 * r +
			0.715168678767756 * g +
			0.0721923153607337 * b,
		z:
			0.0193308187155918 * r +
			0.119194779794626 * g +
			0.9505321522496607 * b
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const xyz65_convertRgbToXyz65 = (convertRgbToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/lrgb/convertLrgbToRgb.js
const convertLrgbToRgb_fn = (c = 0) => {
	const abs = Math.abs(c);
	if (abs > 0.0031308) {
		return (Math.sign(c) || 1) * (1.055 * Math.pow(abs, 1 / 2.4) - 0.055);
	}
	return c * 12.92;
};

const convertLrgbToRgb = ({ r, g, b, alpha }, mode = 'rgb') => {
	let res = {
		mode,
		r: convertLrgbToRgb_fn(r),
		g: convertLrgbToRgb_fn(g),
		b: convertLrgbToRgb_fn(b)
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const lrgb_convertLrgbToRgb = (convertLrgbToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz65/convertXyz65ToRgb.js
/*
	CIE XYZ D65 values to sRGB.

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
		* https://observablehq.com/@danburzo/color-matrix-calculator
*/



const convertXyz65ToRgb = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = lrgb_convertLrgbToRgb({
		r:
			x * 3.2409699419045226 -
			y * 1.5373831775700939 -
			0.4986107602930034 * z,
		g:
			x * -0.9692436362808796 +
			y * 1.8759675015077204 +
			0.0415550574071756 * z,
		b:
			x * 0.0556300796969936 -
			y * 0.2039769588889765 +
			1.0569715142428784 * z
	});
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const xyz65_convertXyz65ToRgb = (convertXyz65ToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/a98/definition.js







const definition_definition = {
	...rgb_definition,
	mode: 'a98',
	parse: ['a98-rgb'],
	serialize: 'a98-rgb',

	fromMode: {
		rgb: color => a98_convertXyz65ToA98(xyz65_convertRgbToXyz65(color)),
		xyz65: a98_convertXyz65ToA98
	},

	toMode: {
		rgb: color => xyz65_convertXyz65ToRgb(a98_convertA98ToXyz65(color)),
		xyz65: a98_convertA98ToXyz65
	}
};

/* harmony default export */ const a98_definition = (definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/util/normalizeHue.js
const normalizeHue = hue => ((hue = hue % 360) < 0 ? hue + 360 : hue);

/* harmony default export */ const util_normalizeHue = (normalizeHue);

;// CONCATENATED MODULE: ./node_modules/culori/src/fixup/hue.js


const hue_hue = (hues, fn) => {
	return hues
		.map((hue, idx, arr) => {
			if (hue === undefined) {
				return hue;
			}
			let normalized = util_normalizeHue(hue);
			if (idx === 0 || hues[idx - 1] === undefined) {
				return normalized;
			}
			return fn(normalized - util_normalizeHue(arr[idx - 1]));
		})
		.reduce((acc, curr) => {
			if (
				!acc.length ||
				curr === undefined ||
				acc[acc.length - 1] === undefined
			) {
				acc.push(curr);
				return acc;
			}
			acc.push(curr + acc[acc.length - 1]);
			return acc;
		}, []);
};

const fixupHueShorter = arr =>
	hue_hue(arr, d => (Math.abs(d) <= 180 ? d : d - 360 * Math.sign(d)));
const fixupHueLonger = arr =>
	hue_hue(arr, d => (Math.abs(d) >= 180 || d === 0 ? d : d - 360 * Math.sign(d)));
const fixupHueIncreasing = arr => hue_hue(arr, d => (d >= 0 ? d : d + 360));
const fixupHueDecreasing = arr => hue_hue(arr, d => (d <= 0 ? d : d - 360));



;// CONCATENATED MODULE: ./node_modules/culori/src/cubehelix/constants.js
const M = [-0.14861, 1.78277, -0.29227, -0.90649, 1.97294, 0];

const degToRad = Math.PI / 180;
const radToDeg = 180 / Math.PI;

;// CONCATENATED MODULE: ./node_modules/culori/src/cubehelix/convertRgbToCubehelix.js
/*
	Convert a RGB color to the Cubehelix HSL color space.

	This computation is not present in Green's paper:
	https://arxiv.org/pdf/1108.5083.pdf

	...but can be derived from the inverse, HSL to RGB conversion.

	It matches the math in Mike Bostock's D3 implementation:

	https://github.com/d3/d3-color/blob/master/src/cubehelix.js
 */



let DE = M[3] * M[4];
let BE = M[1] * M[4];
let BCAD = M[1] * M[2] - M[0] * M[3];

const convertRgbToCubehelix = ({ r, g, b, alpha }) => {
	if (r === undefined) r = 0;
	if (g === undefined) g = 0;
	if (b === undefined) b = 0;
	let l = (BCAD * b + r * DE - g * BE) / (BCAD + DE - BE);
	let x = b - l;
	let y = (M[4] * (g - l) - M[2] * x) / M[3];

	let res = {
		mode: 'cubehelix',
		l: l,
		s:
			l === 0 || l === 1
				? undefined
				: Math.sqrt(x * x + y * y) / (M[4] * l * (1 - l))
	};

	if (res.s) res.h = Math.atan2(y, x) * radToDeg - 120;
	if (alpha !== undefined) res.alpha = alpha;

	return res;
};

/* harmony default export */ const cubehelix_convertRgbToCubehelix = (convertRgbToCubehelix);

;// CONCATENATED MODULE: ./node_modules/culori/src/cubehelix/convertCubehelixToRgb.js


const convertCubehelixToRgb = ({ h, s, l, alpha }) => {
	let res = { mode: 'rgb' };

	h = (h === undefined ? 0 : h + 120) * degToRad;
	if (l === undefined) l = 0;

	let amp = s === undefined ? 0 : s * l * (1 - l);

	let cosh = Math.cos(h);
	let sinh = Math.sin(h);

	res.r = l + amp * (M[0] * cosh + M[1] * sinh);
	res.g = l + amp * (M[2] * cosh + M[3] * sinh);
	res.b = l + amp * (M[4] * cosh + M[5] * sinh);

	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const cubehelix_convertCubehelixToRgb = (convertCubehelixToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/difference.js




const differenceHueSaturation = (std, smp) => {
	if (std.h === undefined || smp.h === undefined || !std.s || !smp.s) {
		return 0;
	}
	let std_h = util_normalizeHue(std.h);
	let smp_h = util_normalizeHue(smp.h);
	let dH = Math.sin((((smp_h - std_h + 360) / 2) * Math.PI) / 180);
	return 2 * Math.sqrt(std.s * smp.s) * dH;
};

const differenceHueNaive = (std, smp) => {
	if (std.h === undefined || smp.h === undefined) {
		return 0;
	}
	let std_h = util_normalizeHue(std.h);
	let smp_h = util_normalizeHue(smp.h);
	if (Math.abs(smp_h - std_h) > 180) {
		// todo should this be normalized once again?
		return std_h - (smp_h - 360 * Math.sign(smp_h - std_h));
	}
	return smp_h - std_h;
};

const differenceHueChroma = (std, smp) => {
	if (std.h === undefined || smp.h === undefined || !std.c || !smp.c) {
		return 0;
	}
	let std_h = util_normalizeHue(std.h);
	let smp_h = util_normalizeHue(smp.h);
	let dH = Math.sin((((smp_h - std_h + 360) / 2) * Math.PI) / 180);
	return 2 * Math.sqrt(std.c * smp.c) * dH;
};

const difference_differenceEuclidean = (mode = 'rgb', weights = [1, 1, 1, 0]) => {
	let def = getMode(mode);
	let channels = def.channels;
	let diffs = def.difference;
	let conv = converter(mode);
	return (std, smp) => {
		let ConvStd = conv(std);
		let ConvSmp = conv(smp);
		return Math.sqrt(
			channels.reduce((sum, k, idx) => {
				let delta = diffs[k]
					? diffs[k](ConvStd, ConvSmp)
					: ConvStd[k] - ConvSmp[k];
				return (
					sum +
					(weights[idx] || 0) * Math.pow(isNaN(delta) ? 0 : delta, 2)
				);
			}, 0)
		);
	};
};

const differenceCie76 = () => difference_differenceEuclidean('lab65');

const differenceCie94 = (kL = 1, K1 = 0.045, K2 = 0.015) => {
	let lab = converter('lab65');

	return (std, smp) => {
		let LabStd = lab(std);
		let LabSmp = lab(smp);

		// Extract Lab values, and compute Chroma
		let lStd = LabStd.l;
		let aStd = LabStd.a;
		let bStd = LabStd.b;
		let cStd = Math.sqrt(aStd * aStd + bStd * bStd);

		let lSmp = LabSmp.l;
		let aSmp = LabSmp.a;
		let bSmp = LabSmp.b;
		let cSmp = Math.sqrt(aSmp * aSmp + bSmp * bSmp);

		let dL2 = Math.pow(lStd - lSmp, 2);
		let dC2 = Math.pow(cStd - cSmp, 2);
		let dH2 = Math.pow(aStd - aSmp, 2) + Math.pow(bStd - bSmp, 2) - dC2;

		return Math.sqrt(
			dL2 / Math.pow(kL, 2) +
				dC2 / Math.pow(1 + K1 * cStd, 2) +
				dH2 / Math.pow(1 + K2 * cStd, 2)
		);
	};
};

/*
	CIEDE2000 color difference, original Matlab implementation by Gaurav Sharma
	Based on "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations" 
	by Gaurav Sharma, Wencheng Wu, Edul N. Dalal in Color Research and Application, vol. 30. No. 1, pp. 21-30, February 2005.
	http://www2.ece.rochester.edu/~gsharma/ciede2000/
 */

const differenceCiede2000 = (Kl = 1, Kc = 1, Kh = 1) => {
	let lab = converter('lab65');
	return (std, smp) => {
		let LabStd = lab(std);
		let LabSmp = lab(smp);

		let lStd = LabStd.l;
		let aStd = LabStd.a;
		let bStd = LabStd.b;
		let cStd = Math.sqrt(aStd * aStd + bStd * bStd);

		let lSmp = LabSmp.l;
		let aSmp = LabSmp.a;
		let bSmp = LabSmp.b;
		let cSmp = Math.sqrt(aSmp * aSmp + bSmp * bSmp);

		let cAvg = (cStd + cSmp) / 2;

		let G =
			0.5 *
			(1 -
				Math.sqrt(
					Math.pow(cAvg, 7) / (Math.pow(cAvg, 7) + Math.pow(25, 7))
				));

		let apStd = aStd * (1 + G);
		let apSmp = aSmp * (1 + G);

		let cpStd = Math.sqrt(apStd * apStd + bStd * bStd);
		let cpSmp = Math.sqrt(apSmp * apSmp + bSmp * bSmp);

		let hpStd =
			Math.abs(apStd) + Math.abs(bStd) === 0
				? 0
				: Math.atan2(bStd, apStd);
		hpStd += (hpStd < 0) * 2 * Math.PI;

		let hpSmp =
			Math.abs(apSmp) + Math.abs(bSmp) === 0
				? 0
				: Math.atan2(bSmp, apSmp);
		hpSmp += (hpSmp < 0) * 2 * Math.PI;

		let dL = lSmp - lStd;
		let dC = cpSmp - cpStd;

		let dhp = cpStd * cpSmp === 0 ? 0 : hpSmp - hpStd;
		dhp -= (dhp > Math.PI) * 2 * Math.PI;
		dhp += (dhp < -Math.PI) * 2 * Math.PI;

		let dH = 2 * Math.sqrt(cpStd * cpSmp) * Math.sin(dhp / 2);

		let Lp = (lStd + lSmp) / 2;
		let Cp = (cpStd + cpSmp) / 2;

		let hp;
		if (cpStd * cpSmp === 0) {
			hp = hpStd + hpSmp;
		} else {
			hp = (hpStd + hpSmp) / 2;
			hp -= (Math.abs(hpStd - hpSmp) > Math.PI) * Math.PI;
			hp += (hp < 0) * 2 * Math.PI;
		}

		let Lpm50 = Math.pow(Lp - 50, 2);
		let T =
			1 -
			0.17 * Math.cos(hp - Math.PI / 6) +
			0.24 * Math.cos(2 * hp) +
			0.32 * Math.cos(3 * hp + Math.PI / 30) -
			0.2 * Math.cos(4 * hp - (63 * Math.PI) / 180);

		let Sl = 1 + (0.015 * Lpm50) / Math.sqrt(20 + Lpm50);
		let Sc = 1 + 0.045 * Cp;
		let Sh = 1 + 0.015 * Cp * T;

		let deltaTheta =
			((30 * Math.PI) / 180) *
			Math.exp(-1 * Math.pow(((180 / Math.PI) * hp - 275) / 25, 2));
		let Rc =
			2 *
			Math.sqrt(Math.pow(Cp, 7) / (Math.pow(Cp, 7) + Math.pow(25, 7)));

		let Rt = -1 * Math.sin(2 * deltaTheta) * Rc;

		return Math.sqrt(
			Math.pow(dL / (Kl * Sl), 2) +
				Math.pow(dC / (Kc * Sc), 2) +
				Math.pow(dH / (Kh * Sh), 2) +
				(((Rt * dC) / (Kc * Sc)) * dH) / (Kh * Sh)
		);
	};
};

/*
	CMC (l:c) difference formula

	References:
		https://en.wikipedia.org/wiki/Color_difference#CMC_l:c_(1984)
		http://www.brucelindbloom.com/index.html?Eqn_DeltaE_CMC.html
 */
const differenceCmc = (l = 1, c = 1) => {
	let lab = converter('lab65');

	/*
		Comparte two colors:
		std - standard (first) color
		smp - sample (second) color
	 */
	return (std, smp) => {
		// convert standard color to Lab
		let LabStd = lab(std);
		let lStd = LabStd.l;
		let aStd = LabStd.a;
		let bStd = LabStd.b;

		// Obtain hue/chroma
		let cStd = Math.sqrt(aStd * aStd + bStd * bStd);
		let hStd = Math.atan2(bStd, aStd);
		hStd = hStd + 2 * Math.PI * (hStd < 0);

		// convert sample color to Lab, obtain LCh
		let LabSmp = lab(smp);
		let lSmp = LabSmp.l;
		let aSmp = LabSmp.a;
		let bSmp = LabSmp.b;

		// Obtain chroma
		let cSmp = Math.sqrt(aSmp * aSmp + bSmp * bSmp);

		// lightness delta squared
		let dL2 = Math.pow(lStd - lSmp, 2);

		// chroma delta squared
		let dC2 = Math.pow(cStd - cSmp, 2);

		// hue delta squared
		let dH2 = Math.pow(aStd - aSmp, 2) + Math.pow(bStd - bSmp, 2) - dC2;

		let F = Math.sqrt(Math.pow(cStd, 4) / (Math.pow(cStd, 4) + 1900));
		let T =
			hStd >= (164 / 180) * Math.PI && hStd <= (345 / 180) * Math.PI
				? 0.56 + Math.abs(0.2 * Math.cos(hStd + (168 / 180) * Math.PI))
				: 0.36 + Math.abs(0.4 * Math.cos(hStd + (35 / 180) * Math.PI));

		let Sl = lStd < 16 ? 0.511 : (0.040975 * lStd) / (1 + 0.01765 * lStd);
		let Sc = (0.0638 * cStd) / (1 + 0.0131 * cStd) + 0.638;
		let Sh = Sc * (F * T + 1 - F);

		return Math.sqrt(
			dL2 / Math.pow(l * Sl, 2) +
				dC2 / Math.pow(c * Sc, 2) +
				dH2 / Math.pow(Sh, 2)
		);
	};
};

/*

	HyAB color difference formula, introduced in:

		Abasi S, Amani Tehran M, Fairchild MD. 
		"Distance metrics for very large color differences."
		Color Res Appl. 2019; 1–16. 
		https://doi.org/10.1002/col.22451

	PDF available at:
	
		http://markfairchild.org/PDFs/PAP40.pdf
 */
const differenceHyab = () => {
	let lab = converter('lab65');
	return (std, smp) => {
		let LabStd = lab(std);
		let LabSmp = lab(smp);
		let dL = LabStd.l - LabSmp.l;
		let dA = LabStd.a - LabSmp.a;
		let dB = LabStd.b - LabSmp.b;
		return Math.abs(dL) + Math.sqrt(dA * dA + dB * dB);
	};
};

/*
	"Measuring perceived color difference using YIQ NTSC
	transmission color space in mobile applications"
		
		by Yuriy Kotsarenko, Fernando Ramos in:
		Programación Matemática y Software (2010) 

	Available at:
		
		http://www.progmat.uaem.mx:8080/artVol2Num2/Articulo3Vol2Num2.pdf
 */
const differenceKotsarenkoRamos = () =>
	difference_differenceEuclidean('yiq', [0.5053, 0.299, 0.1957]);

/*
	ΔE_ITP, as defined in Rec. ITU-R BT.2124:

	https://www.itu.int/rec/R-REC-BT.2124/en
*/
const differenceItp = () =>
	difference_differenceEuclidean('itp', [518400, 129600, 518400]);



;// CONCATENATED MODULE: ./node_modules/culori/src/average.js



const averageAngle = val => {
	// See: https://en.wikipedia.org/wiki/Mean_of_circular_quantities
	let sum = val.reduce(
		(sum, val) => {
			if (val !== undefined) {
				let rad = (val * Math.PI) / 180;
				sum.sin += Math.sin(rad);
				sum.cos += Math.cos(rad);
			}
			return sum;
		},
		{ sin: 0, cos: 0 }
	);
	let angle = (Math.atan2(sum.sin, sum.cos) * 180) / Math.PI;
	return angle < 0 ? 360 + angle : angle;
};

const averageNumber = val => {
	let a = val.filter(v => v !== undefined);
	return a.length ? a.reduce((sum, v) => sum + v, 0) / a.length : undefined;
};

const isfn = o => typeof o === 'function';

function average(colors, mode = 'rgb', overrides) {
	let def = getMode(mode);
	let cc = colors.map(converter(mode));
	return def.channels.reduce(
		(res, ch) => {
			let arr = cc.map(c => c[ch]).filter(val => val !== undefined);
			if (arr.length) {
				let fn;
				if (isfn(overrides)) {
					fn = overrides;
				} else if (overrides && isfn(overrides[ch])) {
					fn = overrides[ch];
				} else if (def.average && isfn(def.average[ch])) {
					fn = def.average[ch];
				} else {
					fn = averageNumber;
				}
				res[ch] = fn(arr, ch);
			}
			return res;
		},
		{ mode }
	);
}



;// CONCATENATED MODULE: ./node_modules/culori/src/cubehelix/definition.js
/* 
	Dave Green's Cubehelix
	----------------------

	Green, D. A., 2011, "A colour scheme for the display of astronomical intensity images", 
	Bulletin of the Astronomical Society of India, 39, 289. (2011BASI...39..289G at ADS.) 

	https://www.mrao.cam.ac.uk/%7Edag/CUBEHELIX/
	https://arxiv.org/pdf/1108.5083.pdf

	Although Cubehelix was defined to be a method to obtain a colour scheme,
	it actually contains a definition of a colour space, as identified by 
	Mike Bostock and implemented in D3.js.

	Green's paper introduces the following terminology:

	* 	a `lightness` dimension in the interval [0, 1] 
		on which we interpolate to obtain the colour scheme
	*	a `start` colour that is analogous to a Hue in HSL space
	*	a number of `rotations` around the Hue cylinder.
	*	a `hue` parameter which should more appropriately be called `saturation`
	
	As such, the original definition of the Cubehelix scheme is actually an
	interpolation between two colors in the Cubehelix space:

	H: start 				H: start + 360 * rotations
	S: hue 			->		S: hue
	L: 0					L: 1

	We can therefore extend the interpolation to any two colors in this space,
	with a variable Saturation and a Lightness interval other than the fixed 0 -> 1.
*/









const cubehelix_definition_definition = {
	mode: 'cubehelix',
	channels: ['h', 's', 'l', 'alpha'],
	parse: ['--cubehelix'],
	serialize: '--cubehelix',

	ranges: {
		h: [0, 360],
		s: [0, 4.614],
		l: [0, 1]
	},

	fromMode: {
		rgb: cubehelix_convertRgbToCubehelix
	},

	toMode: {
		rgb: cubehelix_convertCubehelixToRgb
	},

	interpolate: {
		h: {
			use: interpolatorLinear,
			fixup: fixupHueShorter
		},
		s: interpolatorLinear,
		l: interpolatorLinear,
		alpha: {
			use: interpolatorLinear,
			fixup: fixupAlpha
		}
	},

	difference: {
		h: differenceHueSaturation
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const cubehelix_definition = (cubehelix_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/lch/convertLabToLch.js


/* 
	References: 
		* https://drafts.csswg.org/css-color/#lab-to-lch
		* https://drafts.csswg.org/css-color/#color-conversion-code
*/
const convertLabToLch = ({ l, a, b, alpha }, mode = 'lch') => {
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;
	let c = Math.sqrt(a * a + b * b);
	let res = { mode, l, c };
	if (c) res.h = util_normalizeHue((Math.atan2(b, a) * 180) / Math.PI);
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const lch_convertLabToLch = (convertLabToLch);

;// CONCATENATED MODULE: ./node_modules/culori/src/lch/convertLchToLab.js
/* 
	References: 
		* https://drafts.csswg.org/css-color/#lch-to-lab
		* https://drafts.csswg.org/css-color/#color-conversion-code
*/
const convertLchToLab = ({ l, c, h, alpha }, mode = 'lab') => {
	if (h === undefined) h = 0;
	let res = {
		mode,
		l,
		a: c ? c * Math.cos((h / 180) * Math.PI) : 0,
		b: c ? c * Math.sin((h / 180) * Math.PI) : 0
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const lch_convertLchToLab = (convertLchToLab);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz65/constants.js
const k = Math.pow(29, 3) / Math.pow(3, 3);
const e = Math.pow(6, 3) / Math.pow(29, 3);

;// CONCATENATED MODULE: ./node_modules/culori/src/constants.js
/*
	The XYZ tristimulus values (white point)
	of standard illuminants for the CIE 1931 2° 
	standard observer.

	See: https://en.wikipedia.org/wiki/Standard_illuminant
 */

const D50 = {
	X: 0.3457 / 0.3585,
	Y: 1,
	Z: (1 - 0.3457 - 0.3585) / 0.3585
};

const D65 = {
	X: 0.3127 / 0.329,
	Y: 1,
	Z: (1 - 0.3127 - 0.329) / 0.329
};

const constants_k = Math.pow(29, 3) / Math.pow(3, 3);
const constants_e = Math.pow(6, 3) / Math.pow(29, 3);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab65/convertLab65ToXyz65.js



let convertLab65ToXyz65_fn = v => (Math.pow(v, 3) > e ? Math.pow(v, 3) : (116 * v - 16) / k);

const convertLab65ToXyz65 = ({ l, a, b, alpha }) => {
	if (l === undefined) l = 0;
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;

	let fy = (l + 16) / 116;
	let fx = a / 500 + fy;
	let fz = fy - b / 200;

	let res = {
		mode: 'xyz65',
		x: convertLab65ToXyz65_fn(fx) * D65.X,
		y: convertLab65ToXyz65_fn(fy) * D65.Y,
		z: convertLab65ToXyz65_fn(fz) * D65.Z
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const lab65_convertLab65ToXyz65 = (convertLab65ToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab65/convertLab65ToRgb.js



const convertLab65ToRgb = lab => xyz65_convertXyz65ToRgb(lab65_convertLab65ToXyz65(lab));

/* harmony default export */ const lab65_convertLab65ToRgb = (convertLab65ToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab65/convertXyz65ToLab65.js



const f = value => (value > e ? Math.cbrt(value) : (k * value + 16) / 116);

const convertXyz65ToLab65 = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let f0 = f(x / D65.X);
	let f1 = f(y / D65.Y);
	let f2 = f(z / D65.Z);

	let res = {
		mode: 'lab65',
		l: 116 * f1 - 16,
		a: 500 * (f0 - f1),
		b: 200 * (f1 - f2)
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const lab65_convertXyz65ToLab65 = (convertXyz65ToLab65);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab65/convertRgbToLab65.js



const convertRgbToLab65 = rgb => {
	let res = lab65_convertXyz65ToLab65(xyz65_convertRgbToXyz65(rgb));

	// Fixes achromatic RGB colors having a _slight_ chroma due to floating-point errors
	// and approximated computations in sRGB <-> CIELab.
	// See: https://github.com/d3/d3-color/pull/46
	if (rgb.r === rgb.b && rgb.b === rgb.g) {
		res.a = res.b = 0;
	}
	return res;
};

/* harmony default export */ const lab65_convertRgbToLab65 = (convertRgbToLab65);

;// CONCATENATED MODULE: ./node_modules/culori/src/dlch/constants.js
const kE = 1;
const kCH = 1;
const θ = (26 / 180) * Math.PI;
const cosθ = Math.cos(θ);
const sinθ = Math.sin(θ);
const factor = 100 / Math.log(139 / 100); // ~ 303.67

;// CONCATENATED MODULE: ./node_modules/culori/src/dlch/convertDlchToLab65.js


/*
	Convert DIN99o LCh to CIELab D65
	--------------------------------
 */

const convertDlchToLab65 = ({ l, c, h, alpha }) => {
	if (l === undefined) l = 0;
	if (c === undefined) c = 0;
	if (h === undefined) h = 0;
	let res = {
		mode: 'lab65',
		l: (Math.exp((l * kE) / factor) - 1) / 0.0039
	};

	let G = (Math.exp(0.0435 * c * kCH * kE) - 1) / 0.075;
	let e = G * Math.cos((h / 180) * Math.PI - θ);
	let f = G * Math.sin((h / 180) * Math.PI - θ);
	res.a = e * cosθ - (f / 0.83) * sinθ;
	res.b = e * sinθ + (f / 0.83) * cosθ;

	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const dlch_convertDlchToLab65 = (convertDlchToLab65);

;// CONCATENATED MODULE: ./node_modules/culori/src/dlch/convertLab65ToDlch.js



/*
	Convert CIELab D65 to DIN99o LCh
	================================
 */

const convertLab65ToDlch = ({ l, a, b, alpha }) => {
	if (l === undefined) l = 0;
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;
	let e = a * cosθ + b * sinθ;
	let f = 0.83 * (b * cosθ - a * sinθ);
	let G = Math.sqrt(e * e + f * f);
	let res = {
		mode: 'dlch',
		l: (factor / kE) * Math.log(1 + 0.0039 * l),
		c: Math.log(1 + 0.075 * G) / (0.0435 * kCH * kE)
	};

	if (res.c) {
		res.h = util_normalizeHue(((Math.atan2(f, e) + θ) / Math.PI) * 180);
	}

	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const dlch_convertLab65ToDlch = (convertLab65ToDlch);

;// CONCATENATED MODULE: ./node_modules/culori/src/dlab/definition.js









const convertDlabToLab65 = c => dlch_convertDlchToLab65(lch_convertLabToLch(c, 'dlch'));
const convertLab65ToDlab = c => lch_convertLchToLab(dlch_convertLab65ToDlch(c), 'dlab');

const dlab_definition_definition = {
	mode: 'dlab',

	parse: ['--din99o-lab'],
	serialize: '--din99o-lab',

	toMode: {
		lab65: convertDlabToLab65,
		rgb: c => lab65_convertLab65ToRgb(convertDlabToLab65(c))
	},

	fromMode: {
		lab65: convertLab65ToDlab,
		rgb: c => convertLab65ToDlab(lab65_convertRgbToLab65(c))
	},

	channels: ['l', 'a', 'b', 'alpha'],

	ranges: {
		l: [0, 100],
		a: [-40.09, 45.501],
		b: [-40.469, 44.344]
	},

	interpolate: {
		l: interpolatorLinear,
		a: interpolatorLinear,
		b: interpolatorLinear,
		alpha: {
			use: interpolatorLinear,
			fixup: fixupAlpha
		}
	}
};

/* harmony default export */ const dlab_definition = (dlab_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/dlch/definition.js













const dlch_definition_definition = {
	mode: 'dlch',

	parse: ['--din99o-lch'],
	serialize: '--din99o-lch',

	toMode: {
		lab65: dlch_convertDlchToLab65,
		dlab: c => lch_convertLchToLab(c, 'dlab'),
		rgb: c => lab65_convertLab65ToRgb(dlch_convertDlchToLab65(c))
	},

	fromMode: {
		lab65: dlch_convertLab65ToDlch,
		dlab: c => lch_convertLabToLch(c, 'dlch'),
		rgb: c => dlch_convertLab65ToDlch(lab65_convertRgbToLab65(c))
	},

	channels: ['l', 'c', 'h', 'alpha'],

	ranges: {
		l: [0, 100],
		c: [0, 51.484],
		h: [0, 360]
	},

	interpolate: {
		l: interpolatorLinear,
		c: interpolatorLinear,
		h: {
			use: interpolatorLinear,
			fixup: fixupHueShorter
		},
		alpha: {
			use: interpolatorLinear,
			fixup: fixupAlpha
		}
	},

	difference: {
		h: differenceHueChroma
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const dlch_definition = (dlch_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/hsi/convertHsiToRgb.js


// Based on: https://en.wikipedia.org/wiki/HSL_and_HSV#Converting_to_RGB

function convertHsiToRgb({ h, s, i, alpha }) {
	h = util_normalizeHue(h !== undefined ? h : 0);
	if (s === undefined) s = 0;
	if (i === undefined) i = 0;
	let f = Math.abs(((h / 60) % 2) - 1);
	let res;
	switch (Math.floor(h / 60)) {
		case 0:
			res = {
				r: i * (1 + s * (3 / (2 - f) - 1)),
				g: i * (1 + s * ((3 * (1 - f)) / (2 - f) - 1)),
				b: i * (1 - s)
			};
			break;
		case 1:
			res = {
				r: i * (1 + s * ((3 * (1 - f)) / (2 - f) - 1)),
				g: i * (1 + s * (3 / (2 - f) - 1)),
				b: i * (1 - s)
			};
			break;
		case 2:
			res = {
				r: i * (1 - s),
				g: i * (1 + s * (3 / (2 - f) - 1)),
				b: i * (1 + s * ((3 * (1 - f)) / (2 - f) - 1))
			};
			break;
		case 3:
			res = {
				r: i * (1 - s),
				g: i * (1 + s * ((3 * (1 - f)) / (2 - f) - 1)),
				b: i * (1 + s * (3 / (2 - f) - 1))
			};
			break;
		case 4:
			res = {
				r: i * (1 + s * ((3 * (1 - f)) / (2 - f) - 1)),
				g: i * (1 - s),
				b: i * (1 + s * (3 / (2 - f) - 1))
			};
			break;
		case 5:
			res = {
				r: i * (1 + s * (3 / (2 - f) - 1)),
				g: i * (1 - s),
				b: i * (1 + s * ((3 * (1 - f)) / (2 - f) - 1))
			};
			break;
		default:
			res = { r: i * (1 - s), g: i * (1 - s), b: i * (1 - s) };
	}

	res.mode = 'rgb';
	if (alpha !== undefined) res.alpha = alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hsi/convertRgbToHsi.js
// Based on: https://en.wikipedia.org/wiki/HSL_and_HSV#Formal_derivation

function convertRgbToHsi({ r, g, b, alpha }) {
	if (r === undefined) r = 0;
	if (g === undefined) g = 0;
	if (b === undefined) b = 0;
	let M = Math.max(r, g, b),
		m = Math.min(r, g, b);
	let res = {
		mode: 'hsi',
		s: r + g + b === 0 ? 0 : 1 - (3 * m) / (r + g + b),
		i: (r + g + b) / 3
	};
	if (M - m !== 0)
		res.h =
			(M === r
				? (g - b) / (M - m) + (g < b) * 6
				: M === g
				? (b - r) / (M - m) + 2
				: (r - g) / (M - m) + 4) * 60;
	if (alpha !== undefined) res.alpha = alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hsi/definition.js








const hsi_definition_definition = {
	mode: 'hsi',

	toMode: {
		rgb: convertHsiToRgb
	},

	parse: ['--hsi'],
	serialize: '--hsi',

	fromMode: {
		rgb: convertRgbToHsi
	},

	channels: ['h', 's', 'i', 'alpha'],

	ranges: {
		h: [0, 360]
	},

	gamut: 'rgb',

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		s: interpolatorLinear,
		i: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueSaturation
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const hsi_definition = (hsi_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/hsl/convertHslToRgb.js

// Based on: https://en.wikipedia.org/wiki/HSL_and_HSV#Converting_to_RGB

function convertHslToRgb({ h, s, l, alpha }) {
	h = util_normalizeHue(h !== undefined ? h : 0);
	if (s === undefined) s = 0;
	if (l === undefined) l = 0;
	let m1 = l + s * (l < 0.5 ? l : 1 - l);
	let m2 = m1 - (m1 - l) * 2 * Math.abs(((h / 60) % 2) - 1);
	let res;
	switch (Math.floor(h / 60)) {
		case 0:
			res = { r: m1, g: m2, b: 2 * l - m1 };
			break;
		case 1:
			res = { r: m2, g: m1, b: 2 * l - m1 };
			break;
		case 2:
			res = { r: 2 * l - m1, g: m1, b: m2 };
			break;
		case 3:
			res = { r: 2 * l - m1, g: m2, b: m1 };
			break;
		case 4:
			res = { r: m2, g: 2 * l - m1, b: m1 };
			break;
		case 5:
			res = { r: m1, g: 2 * l - m1, b: m2 };
			break;
		default:
			res = { r: 2 * l - m1, g: 2 * l - m1, b: 2 * l - m1 };
	}
	res.mode = 'rgb';
	if (alpha !== undefined) res.alpha = alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hsl/convertRgbToHsl.js
// Based on: https://en.wikipedia.org/wiki/HSL_and_HSV#Formal_derivation

function convertRgbToHsl({ r, g, b, alpha }) {
	if (r === undefined) r = 0;
	if (g === undefined) g = 0;
	if (b === undefined) b = 0;
	let M = Math.max(r, g, b),
		m = Math.min(r, g, b);
	let res = {
		mode: 'hsl',
		s: M === m ? 0 : (M - m) / (1 - Math.abs(M + m - 1)),
		l: 0.5 * (M + m)
	};
	if (M - m !== 0)
		res.h =
			(M === r
				? (g - b) / (M - m) + (g < b) * 6
				: M === g
				? (b - r) / (M - m) + 2
				: (r - g) / (M - m) + 4) * 60;
	if (alpha !== undefined) res.alpha = alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/util/hue.js
const hueToDeg = (val, unit) => {
	switch (unit) {
		case 'deg':
			return +val;
		case 'rad':
			return (val / Math.PI) * 180;
		case 'grad':
			return (val / 10) * 9;
		case 'turn':
			return val * 360;
	}
};

/* harmony default export */ const util_hue = (hueToDeg);

;// CONCATENATED MODULE: ./node_modules/culori/src/hsl/parseHslLegacy.js



/*
	hsl() regular expressions for legacy format
	Reference: https://drafts.csswg.org/css-color/#the-hsl-notation
 */
const hsl_old = new RegExp(
	`^hsla?\\(\\s*${hue}${c}${per}${c}${per}\\s*(?:,\\s*${num_per}\\s*)?\\)$`
);

const parseHslLegacy = color => {
	let match = color.match(hsl_old);
	if (!match) return;
	let res = { mode: 'hsl' };

	if (match[3] !== undefined) {
		res.h = +match[3];
	} else if (match[1] !== undefined && match[2] !== undefined) {
		res.h = util_hue(match[1], match[2]);
	}

	if (match[4] !== undefined) {
		res.s = Math.min(Math.max(0, match[4] / 100), 1);
	}

	if (match[5] !== undefined) {
		res.l = Math.min(Math.max(0, match[5] / 100), 1);
	}

	if (match[6] !== undefined) {
		res.alpha = Math.max(0, Math.min(1, match[6] / 100));
	} else if (match[7] !== undefined) {
		res.alpha = Math.max(0, Math.min(1, +match[7]));
	}
	return res;
};

/* harmony default export */ const hsl_parseHslLegacy = (parseHslLegacy);

;// CONCATENATED MODULE: ./node_modules/culori/src/hsl/parseHsl.js


function parseHsl(color, parsed) {
	if (!parsed || (parsed[0] !== 'hsl' && parsed[0] !== 'hsla')) {
		return undefined;
	}
	const res = { mode: 'hsl' };
	const [, h, s, l, alpha] = parsed;

	if (h.type !== Tok.None) {
		if (h.type === Tok.Percentage) {
			return undefined;
		}
		res.h = h.value;
	}

	if (s.type !== Tok.None) {
		if (s.type === Tok.Hue) {
			return undefined;
		}
		res.s = s.value / 100;
	}

	if (l.type !== Tok.None) {
		if (l.type === Tok.Hue) {
			return undefined;
		}
		res.l = l.value / 100;
	}

	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const hsl_parseHsl = (parseHsl);

;// CONCATENATED MODULE: ./node_modules/culori/src/hsl/definition.js










const hsl_definition_definition = {
	mode: 'hsl',

	toMode: {
		rgb: convertHslToRgb
	},

	fromMode: {
		rgb: convertRgbToHsl
	},

	channels: ['h', 's', 'l', 'alpha'],

	ranges: {
		h: [0, 360]
	},

	gamut: 'rgb',

	parse: [hsl_parseHsl, hsl_parseHslLegacy],
	serialize: c =>
		`hsl(${c.h !== undefined ? c.h : 'none'} ${
			c.s !== undefined ? c.s * 100 + '%' : 'none'
		} ${c.l !== undefined ? c.l * 100 + '%' : 'none'}${
			c.alpha < 1 ? ` / ${c.alpha}` : ''
		})`,

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		s: interpolatorLinear,
		l: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueSaturation
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const hsl_definition = (hsl_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/hsv/convertHsvToRgb.js


// Based on: https://en.wikipedia.org/wiki/HSL_and_HSV#Converting_to_RGB

function convertHsvToRgb({ h, s, v, alpha }) {
	h = util_normalizeHue(h !== undefined ? h : 0);
	if (s === undefined) s = 0;
	if (v === undefined) v = 0;
	let f = Math.abs(((h / 60) % 2) - 1);
	let res;
	switch (Math.floor(h / 60)) {
		case 0:
			res = { r: v, g: v * (1 - s * f), b: v * (1 - s) };
			break;
		case 1:
			res = { r: v * (1 - s * f), g: v, b: v * (1 - s) };
			break;
		case 2:
			res = { r: v * (1 - s), g: v, b: v * (1 - s * f) };
			break;
		case 3:
			res = { r: v * (1 - s), g: v * (1 - s * f), b: v };
			break;
		case 4:
			res = { r: v * (1 - s * f), g: v * (1 - s), b: v };
			break;
		case 5:
			res = { r: v, g: v * (1 - s), b: v * (1 - s * f) };
			break;
		default:
			res = { r: v * (1 - s), g: v * (1 - s), b: v * (1 - s) };
	}
	res.mode = 'rgb';
	if (alpha !== undefined) res.alpha = alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hsv/convertRgbToHsv.js
// Based on: https://en.wikipedia.org/wiki/HSL_and_HSV#Formal_derivation

function convertRgbToHsv({ r, g, b, alpha }) {
	if (r === undefined) r = 0;
	if (g === undefined) g = 0;
	if (b === undefined) b = 0;
	let M = Math.max(r, g, b),
		m = Math.min(r, g, b);
	let res = {
		mode: 'hsv',
		s: M === 0 ? 0 : 1 - m / M,
		v: M
	};
	if (M - m !== 0)
		res.h =
			(M === r
				? (g - b) / (M - m) + (g < b) * 6
				: M === g
				? (b - r) / (M - m) + 2
				: (r - g) / (M - m) + 4) * 60;
	if (alpha !== undefined) res.alpha = alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hsv/definition.js








const hsv_definition_definition = {
	mode: 'hsv',

	toMode: {
		rgb: convertHsvToRgb
	},

	parse: ['--hsv'],
	serialize: '--hsv',

	fromMode: {
		rgb: convertRgbToHsv
	},

	channels: ['h', 's', 'v', 'alpha'],

	ranges: {
		h: [0, 360]
	},

	gamut: 'rgb',

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		s: interpolatorLinear,
		v: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueSaturation
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const hsv_definition = (hsv_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/hwb/convertHwbToRgb.js
/*
	HWB to RGB converter
	--------------------

	References:
		* https://drafts.csswg.org/css-color/#hwb-to-rgb
		* https://en.wikipedia.org/wiki/HWB_color_model
		* http://alvyray.com/Papers/CG/HWB_JGTv208.pdf
 */



function convertHwbToRgb({ h, w, b, alpha }) {
	if (w === undefined) w = 0;
	if (b === undefined) b = 0;
	// normalize w + b to 1
	if (w + b > 1) {
		let s = w + b;
		w /= s;
		b /= s;
	}
	return convertHsvToRgb({
		h: h,
		s: b === 1 ? 1 : 1 - w / (1 - b),
		v: 1 - b,
		alpha: alpha
	});
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hwb/convertRgbToHwb.js
/*
	RGB to HWB converter
	--------------------

	References:
		* https://drafts.csswg.org/css-color/#hwb-to-rgb
		* https://en.wikipedia.org/wiki/HWB_color_model
		* http://alvyray.com/Papers/CG/HWB_JGTv208.pdf
 */



function convertRgbToHwb(rgba) {
	let hsv = convertRgbToHsv(rgba);
	if (hsv === undefined) return undefined;
	let s = hsv.s !== undefined ? hsv.s : 0;
	let v = hsv.v !== undefined ? hsv.v : 0;
	let res = {
		mode: 'hwb',
		w: (1 - s) * v,
		b: 1 - v
	};
	if (hsv.h !== undefined) res.h = hsv.h;
	if (hsv.alpha !== undefined) res.alpha = hsv.alpha;
	return res;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/hwb/parseHwb.js


function ParseHwb(color, parsed) {
	if (!parsed || parsed[0] !== 'hwb') {
		return undefined;
	}
	const res = { mode: 'hwb' };
	const [, h, w, b, alpha] = parsed;

	if (h.type !== Tok.None) {
		if (h.type === Tok.Percentage) {
			return undefined;
		}
		res.h = h.value;
	}

	if (w.type !== Tok.None) {
		if (w.type === Tok.Hue) {
			return undefined;
		}
		res.w = w.value / 100;
	}

	if (b.type !== Tok.None) {
		if (b.type === Tok.Hue) {
			return undefined;
		}
		res.b = b.value / 100;
	}

	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const parseHwb = (ParseHwb);

;// CONCATENATED MODULE: ./node_modules/culori/src/hwb/definition.js









const hwb_definition_definition = {
	mode: 'hwb',

	toMode: {
		rgb: convertHwbToRgb
	},

	fromMode: {
		rgb: convertRgbToHwb
	},

	channels: ['h', 'w', 'b', 'alpha'],

	ranges: {
		h: [0, 360]
	},

	gamut: 'rgb',

	parse: [parseHwb],
	serialize: c =>
		`hwb(${c.h !== undefined ? c.h : 'none'} ${
			c.w !== undefined ? c.w * 100 + '%' : 'none'
		} ${c.b !== undefined ? c.b * 100 + '%' : 'none'}${
			c.alpha < 1 ? ` / ${c.alpha}` : ''
		})`,

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		w: interpolatorLinear,
		b: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueNaive
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const hwb_definition = (hwb_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/hdr/constants.js
/*
	Relative XYZ has Y=1 for media white,
	BT.2048 says media white Y=203 (at PQ 58).
	See: https://www.itu.int/dms_pub/itu-r/opb/rep/R-REP-BT.2408-3-2019-PDF-E.pdf
*/
const YW = 203;

;// CONCATENATED MODULE: ./node_modules/culori/src/hdr/transfer.js
/*
	https://en.wikipedia.org/wiki/Transfer_functions_in_imaging
*/

const M1 = 0.1593017578125;
const M2 = 78.84375;
const C1 = 0.8359375;
const C2 = 18.8515625;
const C3 = 18.6875;

/*
	Perceptual Quantizer, as defined in Rec. BT 2100-2 (2018)

	* https://www.itu.int/rec/R-REC-BT.2100-2-201807-I/en
	* https://en.wikipedia.org/wiki/Perceptual_quantizer
*/

/* PQ EOTF, defined for `v` in [0,1]. */
function transferPqDecode(v) {
	if (v < 0) return 0;
	const c = Math.pow(v, 1 / M2);
	return 1e4 * Math.pow(Math.max(0, c - C1) / (C2 - C3 * c), 1 / M1);
}

/* PQ EOTF^-1, defined for `v` in [0, 1e4]. */
function transferPqEncode(v) {
	if (v < 0) return 0;
	const c = Math.pow(v / 1e4, M1);
	return Math.pow((C1 + C2 * c) / (1 + C3 * c), M2);
}

;// CONCATENATED MODULE: ./node_modules/culori/src/itp/convertItpToXyz65.js



const toRel = c => Math.max(c / YW, 0);

const convertItpToXyz65 = ({ i, t, p, alpha }) => {
	if (i === undefined) i = 0;
	if (t === undefined) t = 0;
	if (p === undefined) p = 0;

	const l = transferPqDecode(
		i + 0.008609037037932761 * t + 0.11102962500302593 * p
	);
	const m = transferPqDecode(
		i - 0.00860903703793275 * t - 0.11102962500302599 * p
	);
	const s = transferPqDecode(
		i + 0.5600313357106791 * t - 0.32062717498731885 * p
	);

	const res = {
		mode: 'xyz65',
		x: toRel(
			2.0701522183894219 * l -
				1.3263473389671556 * m +
				0.2066510476294051 * s
		),
		y: toRel(
			0.3647385209748074 * l +
				0.680566024947227 * m -
				0.0453045459220346 * s
		),
		z: toRel(
			-0.049747207535812 * l -
				0.0492609666966138 * m +
				1.1880659249923042 * s
		)
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const itp_convertItpToXyz65 = (convertItpToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/itp/convertXyz65ToItp.js



const toAbs = (c = 0) => Math.max(c * YW, 0);

const convertXyz65ToItp = ({ x, y, z, alpha }) => {
	const absX = toAbs(x);
	const absY = toAbs(y);
	const absZ = toAbs(z);
	const l = transferPqEncode(
		0.3592832590121217 * absX +
			0.6976051147779502 * absY -
			0.0358915932320289 * absZ
	);
	const m = transferPqEncode(
		-0.1920808463704995 * absX +
			1.1004767970374323 * absY +
			0.0753748658519118 * absZ
	);
	const s = transferPqEncode(
		0.0070797844607477 * absX +
			0.0748396662186366 * absY +
			0.8433265453898765 * absZ
	);

	const i = 0.5 * l + 0.5 * m;
	const t = 1.61376953125 * l - 3.323486328125 * m + 1.709716796875 * s;
	const p = 4.378173828125 * l - 4.24560546875 * m - 0.132568359375 * s;

	const res = { mode: 'itp', i, t, p };
	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const itp_convertXyz65ToItp = (convertXyz65ToItp);

;// CONCATENATED MODULE: ./node_modules/culori/src/itp/definition.js







/*
  ICtCp (or ITP) color space, as defined in ITU-R Recommendation BT.2100.

  ICtCp is drafted to be supported in CSS within
  [CSS Color HDR Module Level 1](https://drafts.csswg.org/css-color-hdr/#ICtCp) spec.
*/

const itp_definition_definition = {
	mode: 'itp',
	channels: ['i', 't', 'p', 'alpha'],
	parse: ['--ictcp'],
	serialize: '--ictcp',

	toMode: {
		xyz65: itp_convertItpToXyz65,
		rgb: color => xyz65_convertXyz65ToRgb(itp_convertItpToXyz65(color))
	},

	fromMode: {
		xyz65: itp_convertXyz65ToItp,
		rgb: color => itp_convertXyz65ToItp(xyz65_convertRgbToXyz65(color))
	},

	ranges: {
		i: [0, 0.581],
		t: [-0.369, 0.272],
		p: [-0.164, 0.331]
	},

	interpolate: {
		i: interpolatorLinear,
		t: interpolatorLinear,
		p: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const itp_definition = (itp_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/jab/convertXyz65ToJab.js

const p = 134.03437499999998; // = 1.7 * 2523 / Math.pow(2, 5);
const d0 = 1.6295499532821566e-11;

/* 
	The encoding function is derived from Perceptual Quantizer.
*/
const jabPqEncode = v => {
	if (v < 0) return 0;
	let vn = Math.pow(v / 10000, M1);
	return Math.pow((C1 + C2 * vn) / (1 + C3 * vn), p);
};

// Convert to Absolute XYZ
const abs = (v = 0) => Math.max(v * 203, 0);

const convertXyz65ToJab = ({ x, y, z, alpha }) => {
	x = abs(x);
	y = abs(y);
	z = abs(z);

	let xp = 1.15 * x - 0.15 * z;
	let yp = 0.66 * y + 0.34 * x;

	let l = jabPqEncode(0.41478972 * xp + 0.579999 * yp + 0.014648 * z);
	let m = jabPqEncode(-0.20151 * xp + 1.120649 * yp + 0.0531008 * z);
	let s = jabPqEncode(-0.0166008 * xp + 0.2648 * yp + 0.6684799 * z);

	let i = (l + m) / 2;

	let res = {
		mode: 'jab',
		j: (0.44 * i) / (1 - 0.56 * i) - d0,
		a: 3.524 * l - 4.066708 * m + 0.542708 * s,
		b: 0.199076 * l + 1.096799 * m - 1.295875 * s
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const jab_convertXyz65ToJab = (convertXyz65ToJab);

;// CONCATENATED MODULE: ./node_modules/culori/src/jab/convertJabToXyz65.js

const convertJabToXyz65_p = 134.03437499999998; // = 1.7 * 2523 / Math.pow(2, 5);
const convertJabToXyz65_d0 = 1.6295499532821566e-11;

/* 
	The encoding function is derived from Perceptual Quantizer.
*/
const jabPqDecode = v => {
	if (v < 0) return 0;
	let vp = Math.pow(v, 1 / convertJabToXyz65_p);
	return 10000 * Math.pow((C1 - vp) / (C3 * vp - C2), 1 / M1);
};

const rel = v => v / 203;

const convertJabToXyz65 = ({ j, a, b, alpha }) => {
	if (j === undefined) j = 0;
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;
	let i = (j + convertJabToXyz65_d0) / (0.44 + 0.56 * (j + convertJabToXyz65_d0));

	let l = jabPqDecode(i + 0.13860504 * a + 0.058047316 * b);
	let m = jabPqDecode(i - 0.13860504 * a - 0.058047316 * b);
	let s = jabPqDecode(i - 0.096019242 * a - 0.8118919 * b);

	let res = {
		mode: 'xyz65',
		x: rel(
			1.661373024652174 * l -
				0.914523081304348 * m +
				0.23136208173913045 * s
		),
		y: rel(
			-0.3250758611844533 * l +
				1.571847026732543 * m -
				0.21825383453227928 * s
		),
		z: rel(-0.090982811 * l - 0.31272829 * m + 1.5227666 * s)
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const jab_convertJabToXyz65 = (convertJabToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/jab/convertRgbToJab.js
/*
	Convert sRGB to JzAzBz.

	For achromatic sRGB colors, adjust the equivalent JzAzBz color
	to be achromatic as well, insteading of having a very slight chroma.
 */




const convertRgbToJab = rgb => {
	let res = jab_convertXyz65ToJab(xyz65_convertRgbToXyz65(rgb));
	if (rgb.r === rgb.b && rgb.b === rgb.g) {
		res.a = res.b = 0;
	}
	return res;
};

/* harmony default export */ const jab_convertRgbToJab = (convertRgbToJab);

;// CONCATENATED MODULE: ./node_modules/culori/src/jab/convertJabToRgb.js



const convertJabToRgb = color => xyz65_convertXyz65ToRgb(jab_convertJabToXyz65(color));

/* harmony default export */ const jab_convertJabToRgb = (convertJabToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/jab/definition.js
/*
	The JzAzBz color space.

	Based on:

	Muhammad Safdar, Guihua Cui, Youn Jin Kim, and Ming Ronnier Luo, 
	"Perceptually uniform color space for image signals 
	including high dynamic range and wide gamut," 
	Opt. Express 25, 15131-15151 (2017) 

	https://doi.org/10.1364/OE.25.015131
 */









const jab_definition_definition = {
	mode: 'jab',
	channels: ['j', 'a', 'b', 'alpha'],

	parse: ['--jzazbz'],
	serialize: '--jzazbz',

	fromMode: {
		rgb: jab_convertRgbToJab,
		xyz65: jab_convertXyz65ToJab
	},

	toMode: {
		rgb: jab_convertJabToRgb,
		xyz65: jab_convertJabToXyz65
	},

	ranges: {
		j: [0, 0.222],
		a: [-0.109, 0.129],
		b: [-0.185, 0.134]
	},

	interpolate: {
		j: interpolatorLinear,
		a: interpolatorLinear,
		b: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const jab_definition = (jab_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/jch/convertJabToJch.js


const convertJabToJch = ({ j, a, b, alpha }) => {
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;
	let c = Math.sqrt(a * a + b * b);
	let res = {
		mode: 'jch',
		j,
		c
	};
	if (c) {
		res.h = util_normalizeHue((Math.atan2(b, a) * 180) / Math.PI);
	}
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const jch_convertJabToJch = (convertJabToJch);

;// CONCATENATED MODULE: ./node_modules/culori/src/jch/convertJchToJab.js
const convertJchToJab = ({ j, c, h, alpha }) => {
	if (h === undefined) h = 0;
	let res = {
		mode: 'jab',
		j,
		a: c ? c * Math.cos((h / 180) * Math.PI) : 0,
		b: c ? c * Math.sin((h / 180) * Math.PI) : 0
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const jch_convertJchToJab = (convertJchToJab);

;// CONCATENATED MODULE: ./node_modules/culori/src/jch/definition.js











const jch_definition_definition = {
	mode: 'jch',

	parse: ['--jzczhz'],
	serialize: '--jzczhz',

	toMode: {
		jab: jch_convertJchToJab,
		rgb: c => jab_convertJabToRgb(jch_convertJchToJab(c))
	},

	fromMode: {
		rgb: c => jch_convertJabToJch(jab_convertRgbToJab(c)),
		jab: jch_convertJabToJch
	},

	channels: ['j', 'c', 'h', 'alpha'],

	ranges: {
		j: [0, 0.221],
		c: [0, 0.19],
		h: [0, 360]
	},

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		c: interpolatorLinear,
		j: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueChroma
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const jch_definition = (jch_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz50/constants.js
const xyz50_constants_k = Math.pow(29, 3) / Math.pow(3, 3);
const xyz50_constants_e = Math.pow(6, 3) / Math.pow(29, 3);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab/convertLabToXyz50.js



let convertLabToXyz50_fn = v => (Math.pow(v, 3) > xyz50_constants_e ? Math.pow(v, 3) : (116 * v - 16) / xyz50_constants_k);

const convertLabToXyz50 = ({ l, a, b, alpha }) => {
	if (l === undefined) l = 0;
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;
	let fy = (l + 16) / 116;
	let fx = a / 500 + fy;
	let fz = fy - b / 200;

	let res = {
		mode: 'xyz50',
		x: convertLabToXyz50_fn(fx) * D50.X,
		y: convertLabToXyz50_fn(fy) * D50.Y,
		z: convertLabToXyz50_fn(fz) * D50.Z
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const lab_convertLabToXyz50 = (convertLabToXyz50);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz50/convertXyz50ToRgb.js
/*
	CIE XYZ D50 values to sRGB.

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
*/



const convertXyz50ToRgb = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = lrgb_convertLrgbToRgb({
		r:
			x * 3.1341359569958707 -
			y * 1.6173863321612538 -
			0.4906619460083532 * z,
		g:
			x * -0.978795502912089 +
			y * 1.916254567259524 +
			0.03344273116131949 * z,
		b:
			x * 0.07195537988411677 -
			y * 0.2289768264158322 +
			1.405386058324125 * z
	});
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const xyz50_convertXyz50ToRgb = (convertXyz50ToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab/convertLabToRgb.js



const convertLabToRgb = lab => xyz50_convertXyz50ToRgb(lab_convertLabToXyz50(lab));

/* harmony default export */ const lab_convertLabToRgb = (convertLabToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz50/convertRgbToXyz50.js
/*
	Convert sRGB values to CIE XYZ D50

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
	
*/



const convertRgbToXyz50 = rgb => {
	let { r, g, b, alpha } = lrgb_convertRgbToLrgb(rgb);
	let res = {
		mode: 'xyz50',
		x:
			0.436065742824811 * r +
			0.3851514688337912 * g +
			0.14307845442264197 * b,
		y:
			0.22249319175623702 * r +
			0.7168870538238823 * g +
			0.06061979053616537 * b,
		z:
			0.013923904500943465 * r +
			0.09708128566574634 * g +
			0.7140993584005155 * b
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const xyz50_convertRgbToXyz50 = (convertRgbToXyz50);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab/convertXyz50ToLab.js



const convertXyz50ToLab_f = value => (value > xyz50_constants_e ? Math.cbrt(value) : (xyz50_constants_k * value + 16) / 116);

const convertXyz50ToLab = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let f0 = convertXyz50ToLab_f(x / D50.X);
	let f1 = convertXyz50ToLab_f(y / D50.Y);
	let f2 = convertXyz50ToLab_f(z / D50.Z);

	let res = {
		mode: 'lab',
		l: 116 * f1 - 16,
		a: 500 * (f0 - f1),
		b: 200 * (f1 - f2)
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const lab_convertXyz50ToLab = (convertXyz50ToLab);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab/convertRgbToLab.js



const convertRgbToLab = rgb => {
	let res = lab_convertXyz50ToLab(xyz50_convertRgbToXyz50(rgb));

	// Fixes achromatic RGB colors having a _slight_ chroma due to floating-point errors
	// and approximated computations in sRGB <-> CIELab.
	// See: https://github.com/d3/d3-color/pull/46
	if (rgb.r === rgb.b && rgb.b === rgb.g) {
		res.a = res.b = 0;
	}
	return res;
};

/* harmony default export */ const lab_convertRgbToLab = (convertRgbToLab);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab/parseLab.js


function parseLab(color, parsed) {
	if (!parsed || parsed[0] !== 'lab') {
		return undefined;
	}
	const res = { mode: 'lab' };
	const [, l, a, b, alpha] = parsed;
	if (l.type === Tok.Hue || a.type === Tok.Hue || b.type === Tok.Hue) {
		return undefined;
	}
	if (l.type !== Tok.None) {
		res.l = Math.min(Math.max(0, l.value), 100);
	}
	if (a.type !== Tok.None) {
		res.a = a.type === Tok.Number ? a.value : (a.value * 125) / 100;
	}
	if (b.type !== Tok.None) {
		res.b = b.type === Tok.Number ? b.value : (b.value * 125) / 100;
	}
	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const lab_parseLab = (parseLab);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab/definition.js








const lab_definition_definition = {
	mode: 'lab',

	toMode: {
		xyz50: lab_convertLabToXyz50,
		rgb: lab_convertLabToRgb
	},

	fromMode: {
		xyz50: lab_convertXyz50ToLab,
		rgb: lab_convertRgbToLab
	},

	channels: ['l', 'a', 'b', 'alpha'],

	ranges: {
		l: [0, 100],
		a: [-125, 125],
		b: [-125, 125]
	},

	parse: [lab_parseLab],
	serialize: c =>
		`lab(${c.l !== undefined ? c.l : 'none'} ${
			c.a !== undefined ? c.a : 'none'
		} ${c.b !== undefined ? c.b : 'none'}${
			c.alpha < 1 ? ` / ${c.alpha}` : ''
		})`,

	interpolate: {
		l: interpolatorLinear,
		a: interpolatorLinear,
		b: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const lab_definition = (lab_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/lab65/definition.js






const lab65_definition_definition = {
	...lab_definition,
	mode: 'lab65',

	parse: ['--lab-d65'],
	serialize: '--lab-d65',

	toMode: {
		xyz65: lab65_convertLab65ToXyz65,
		rgb: lab65_convertLab65ToRgb
	},

	fromMode: {
		xyz65: lab65_convertXyz65ToLab65,
		rgb: lab65_convertRgbToLab65
	},

	ranges: {
		l: [0, 100],
		a: [-125, 125],
		b: [-125, 125]
	}
};

/* harmony default export */ const lab65_definition = (lab65_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/lch/parseLch.js


function parseLch(color, parsed) {
	if (!parsed || parsed[0] !== 'lch') {
		return undefined;
	}
	const res = { mode: 'lch' };
	const [, l, c, h, alpha] = parsed;
	if (l.type !== Tok.None) {
		if (l.type === Tok.Hue) {
			return undefined;
		}
		res.l = Math.min(Math.max(0, l.value), 100);
	}
	if (c.type !== Tok.None) {
		res.c = Math.max(
			0,
			c.type === Tok.Number ? c.value : (c.value * 150) / 100
		);
	}
	if (h.type !== Tok.None) {
		if (h.type === Tok.Percentage) {
			return undefined;
		}
		res.h = h.value;
	}
	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const lch_parseLch = (parseLch);

;// CONCATENATED MODULE: ./node_modules/culori/src/lch/definition.js











const lch_definition_definition = {
	mode: 'lch',

	toMode: {
		lab: lch_convertLchToLab,
		rgb: c => lab_convertLabToRgb(lch_convertLchToLab(c))
	},

	fromMode: {
		rgb: c => lch_convertLabToLch(lab_convertRgbToLab(c)),
		lab: lch_convertLabToLch
	},

	channels: ['l', 'c', 'h', 'alpha'],

	ranges: {
		l: [0, 100],
		c: [0, 150],
		h: [0, 360]
	},

	parse: [lch_parseLch],
	serialize: c =>
		`lch(${c.l !== undefined ? c.l : 'none'} ${
			c.c !== undefined ? c.c : 'none'
		} ${c.h !== undefined ? c.h : 'none'}${
			c.alpha < 1 ? ` / ${c.alpha}` : ''
		})`,

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		c: interpolatorLinear,
		l: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueChroma
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const lch_definition = (lch_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/lch65/definition.js






const lch65_definition_definition = {
	...lch_definition,
	mode: 'lch65',

	parse: ['--lch-d65'],
	serialize: '--lch-d65',

	toMode: {
		lab65: c => lch_convertLchToLab(c, 'lab65'),
		rgb: c => lab65_convertLab65ToRgb(lch_convertLchToLab(c, 'lab65'))
	},

	fromMode: {
		rgb: c => lch_convertLabToLch(lab65_convertRgbToLab65(c), 'lch65'),
		lab65: c => lch_convertLabToLch(c, 'lch65')
	},

	ranges: {
		l: [0, 100],
		c: [0, 150],
		h: [0, 360]
	}
};

/* harmony default export */ const lch65_definition = (lch65_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/lchuv/convertLuvToLchuv.js


const convertLuvToLchuv = ({ l, u, v, alpha }) => {
	if (u === undefined) u = 0;
	if (v === undefined) v = 0;
	let c = Math.sqrt(u * u + v * v);
	let res = {
		mode: 'lchuv',
		l: l,
		c: c
	};
	if (c) {
		res.h = util_normalizeHue((Math.atan2(v, u) * 180) / Math.PI);
	}
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const lchuv_convertLuvToLchuv = (convertLuvToLchuv);

;// CONCATENATED MODULE: ./node_modules/culori/src/lchuv/convertLchuvToLuv.js
const convertLchuvToLuv = ({ l, c, h, alpha }) => {
	if (h === undefined) h = 0;
	let res = {
		mode: 'luv',
		l: l,
		u: c ? c * Math.cos((h / 180) * Math.PI) : 0,
		v: c ? c * Math.sin((h / 180) * Math.PI) : 0
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const lchuv_convertLchuvToLuv = (convertLchuvToLuv);

;// CONCATENATED MODULE: ./node_modules/culori/src/luv/convertXyz50ToLuv.js



const u_fn = (x, y, z) => (4 * x) / (x + 15 * y + 3 * z);
const v_fn = (x, y, z) => (9 * y) / (x + 15 * y + 3 * z);

const un = u_fn(D50.X, D50.Y, D50.Z);
const vn = v_fn(D50.X, D50.Y, D50.Z);

const l_fn = value => (value <= xyz50_constants_e ? xyz50_constants_k * value : 116 * Math.cbrt(value) - 16);

const convertXyz50ToLuv = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let l = l_fn(y / D50.Y);
	let u = u_fn(x, y, z);
	let v = v_fn(x, y, z);

	// guard against NaNs produced by `xyz(0 0 0)` black
	if (!isFinite(u) || !isFinite(v)) {
		l = u = v = 0;
	} else {
		u = 13 * l * (u - un);
		v = 13 * l * (v - vn);
	}

	let res = {
		mode: 'luv',
		l,
		u,
		v
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const luv_convertXyz50ToLuv = (convertXyz50ToLuv);

;// CONCATENATED MODULE: ./node_modules/culori/src/luv/convertLuvToXyz50.js



const convertLuvToXyz50_u_fn = (x, y, z) => (4 * x) / (x + 15 * y + 3 * z);
const convertLuvToXyz50_v_fn = (x, y, z) => (9 * y) / (x + 15 * y + 3 * z);

const convertLuvToXyz50_un = convertLuvToXyz50_u_fn(D50.X, D50.Y, D50.Z);
const convertLuvToXyz50_vn = convertLuvToXyz50_v_fn(D50.X, D50.Y, D50.Z);

const convertLuvToXyz50 = ({ l, u, v, alpha }) => {
	if (l === undefined) l = 0;
	if (l === 0) {
		return { mode: 'xyz50', x: 0, y: 0, z: 0 };
	}

	if (u === undefined) u = 0;
	if (v === undefined) v = 0;

	let up = u / (13 * l) + convertLuvToXyz50_un;
	let vp = v / (13 * l) + convertLuvToXyz50_vn;
	let y = D50.Y * (l <= 8 ? l / xyz50_constants_k : Math.pow((l + 16) / 116, 3));
	let x = (y * (9 * up)) / (4 * vp);
	let z = (y * (12 - 3 * up - 20 * vp)) / (4 * vp);

	let res = { mode: 'xyz50', x, y, z };
	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const luv_convertLuvToXyz50 = (convertLuvToXyz50);

;// CONCATENATED MODULE: ./node_modules/culori/src/lchuv/definition.js
/*
	CIELChuv color space
	--------------------

	Reference: 

		https://en.wikipedia.org/wiki/CIELUV
 */














const convertRgbToLchuv = rgb =>
	lchuv_convertLuvToLchuv(luv_convertXyz50ToLuv(xyz50_convertRgbToXyz50(rgb)));
const convertLchuvToRgb = lchuv =>
	xyz50_convertXyz50ToRgb(luv_convertLuvToXyz50(lchuv_convertLchuvToLuv(lchuv)));

const lchuv_definition_definition = {
	mode: 'lchuv',

	toMode: {
		luv: lchuv_convertLchuvToLuv,
		rgb: convertLchuvToRgb
	},

	fromMode: {
		rgb: convertRgbToLchuv,
		luv: lchuv_convertLuvToLchuv
	},

	channels: ['l', 'c', 'h', 'alpha'],

	parse: ['--lchuv'],
	serialize: '--lchuv',

	ranges: {
		l: [0, 100],
		c: [0, 176.956],
		h: [0, 360]
	},

	interpolate: {
		h: { use: interpolatorLinear, fixup: fixupHueShorter },
		c: interpolatorLinear,
		l: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	},

	difference: {
		h: differenceHueChroma
	},

	average: {
		h: averageAngle
	}
};

/* harmony default export */ const lchuv_definition = (lchuv_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/lrgb/definition.js




const lrgb_definition_definition = {
	...rgb_definition,
	mode: 'lrgb',

	toMode: {
		rgb: lrgb_convertLrgbToRgb
	},

	fromMode: {
		rgb: lrgb_convertRgbToLrgb
	},

	parse: ['srgb-linear'],
	serialize: 'srgb-linear'
};

/* harmony default export */ const lrgb_definition = (lrgb_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/luv/definition.js
/*
	CIELUV color space
	------------------

	Reference: 

		https://en.wikipedia.org/wiki/CIELUV
 */









const luv_definition_definition = {
	mode: 'luv',

	toMode: {
		xyz50: luv_convertLuvToXyz50,
		rgb: luv => xyz50_convertXyz50ToRgb(luv_convertLuvToXyz50(luv))
	},

	fromMode: {
		xyz50: luv_convertXyz50ToLuv,
		rgb: rgb => luv_convertXyz50ToLuv(xyz50_convertRgbToXyz50(rgb))
	},

	channels: ['l', 'u', 'v', 'alpha'],

	parse: ['--luv'],
	serialize: '--luv',

	ranges: {
		l: [0, 100],
		u: [-84.936, 175.042],
		v: [-125.882, 87.243]
	},

	interpolate: {
		l: interpolatorLinear,
		u: interpolatorLinear,
		v: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const luv_definition = (luv_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklab/convertLrgbToOklab.js
const convertLrgbToOklab = ({ r, g, b, alpha }) => {
	if (r === undefined) r = 0;
	if (g === undefined) g = 0;
	if (b === undefined) b = 0;

	let L = Math.cbrt(
		0.412221469470763 * r + 0.5363325372617348 * g + 0.0514459932675022 * b
	);
	let M = Math.cbrt(
		0.2119034958178252 * r + 0.6806995506452344 * g + 0.1073969535369406 * b
	);
	let S = Math.cbrt(
		0.0883024591900564 * r + 0.2817188391361215 * g + 0.6299787016738222 * b
	);

	let res = {
		mode: 'oklab',
		l:
			0.210454268309314 * L +
			0.7936177747023054 * M -
			0.0040720430116193 * S,
		a:
			1.9779985324311684 * L -
			2.4285922420485799 * M +
			0.450593709617411 * S,
		b:
			0.0259040424655478 * L +
			0.7827717124575296 * M -
			0.8086757549230774 * S
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const oklab_convertLrgbToOklab = (convertLrgbToOklab);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklab/convertRgbToOklab.js



const convertRgbToOklab = rgb => {
	let res = oklab_convertLrgbToOklab(lrgb_convertRgbToLrgb(rgb));
	if (rgb.r === rgb.b && rgb.b === rgb.g) {
		res.a = res.b = 0;
	}
	return res;
};

/* harmony default export */ const oklab_convertRgbToOklab = (convertRgbToOklab);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklab/convertOklabToLrgb.js
const convertOklabToLrgb = ({ l, a, b, alpha }) => {
	if (l === undefined) l = 0;
	if (a === undefined) a = 0;
	if (b === undefined) b = 0;

	let L = Math.pow(l + 0.3963377773761749 * a + 0.2158037573099136 * b, 3);
	let M = Math.pow(l - 0.1055613458156586 * a - 0.0638541728258133 * b, 3);
	let S = Math.pow(l - 0.0894841775298119 * a - 1.2914855480194092 * b, 3);

	let res = {
		mode: 'lrgb',
		r:
			4.0767416360759574 * L -
			3.3077115392580616 * M +
			0.2309699031821044 * S,
		g:
			-1.2684379732850317 * L +
			2.6097573492876887 * M -
			0.3413193760026573 * S,
		b:
			-0.0041960761386756 * L -
			0.7034186179359362 * M +
			1.7076146940746117 * S
	};

	if (alpha !== undefined) {
		res.alpha = alpha;
	}

	return res;
};

/* harmony default export */ const oklab_convertOklabToLrgb = (convertOklabToLrgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklab/convertOklabToRgb.js



const convertOklabToRgb = c => lrgb_convertLrgbToRgb(oklab_convertOklabToLrgb(c));

/* harmony default export */ const oklab_convertOklabToRgb = (convertOklabToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsl/helpers.js
/*
	Adapted from code by Björn Ottosson,
	released under the MIT license:

	Copyright (c) 2021 Björn Ottosson

	Permission is hereby granted, free of charge, to any person obtaining a copy of
	this software and associated documentation files (the "Software"), to deal in
	the Software without restriction, including without limitation the rights to
	use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
	of the Software, and to permit persons to whom the Software is furnished to do
	so, subject to the following conditions:

	The above copyright notice and this permission notice shall be included in all
	copies or substantial portions of the Software.

	THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
	IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
	FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
	AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
	LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
	OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
	SOFTWARE.
 */



function toe(x) {
	const k_1 = 0.206;
	const k_2 = 0.03;
	const k_3 = (1 + k_1) / (1 + k_2);
	return (
		0.5 *
		(k_3 * x -
			k_1 +
			Math.sqrt((k_3 * x - k_1) * (k_3 * x - k_1) + 4 * k_2 * k_3 * x))
	);
}

function toe_inv(x) {
	const k_1 = 0.206;
	const k_2 = 0.03;
	const k_3 = (1 + k_1) / (1 + k_2);
	return (x * x + k_1 * x) / (k_3 * (x + k_2));
}

// Finds the maximum saturation possible for a given hue that fits in sRGB
// Saturation here is defined as S = C/L
// a and b must be normalized so a^2 + b^2 == 1
function compute_max_saturation(a, b) {
	// Max saturation will be when one of r, g or b goes below zero.

	// Select different coefficients depending on which component goes below zero first
	let k0, k1, k2, k3, k4, wl, wm, ws;

	if (-1.88170328 * a - 0.80936493 * b > 1) {
		// Red component
		k0 = +1.19086277;
		k1 = +1.76576728;
		k2 = +0.59662641;
		k3 = +0.75515197;
		k4 = +0.56771245;
		wl = +4.0767416621;
		wm = -3.3077115913;
		ws = +0.2309699292;
	} else if (1.81444104 * a - 1.19445276 * b > 1) {
		// Green component
		k0 = +0.73956515;
		k1 = -0.45954404;
		k2 = +0.08285427;
		k3 = +0.1254107;
		k4 = +0.14503204;
		wl = -1.2684380046;
		wm = +2.6097574011;
		ws = -0.3413193965;
	} else {
		// Blue component
		k0 = +1.35733652;
		k1 = -0.00915799;
		k2 = -1.1513021;
		k3 = -0.50559606;
		k4 = +0.00692167;
		wl = -0.0041960863;
		wm = -0.7034186147;
		ws = +1.707614701;
	}

	// Approximate max saturation using a polynomial:
	let S = k0 + k1 * a + k2 * b + k3 * a * a + k4 * a * b;

	// Do one step Halley's method to get closer
	// this gives an error less than 10e6, except for some blue hues where the dS/dh is close to infinite
	// this should be sufficient for most applications, otherwise do two/three steps

	let k_l = +0.3963377774 * a + 0.2158037573 * b;
	let k_m = -0.1055613458 * a - 0.0638541728 * b;
	let k_s = -0.0894841775 * a - 1.291485548 * b;

	{
		let l_ = 1 + S * k_l;
		let m_ = 1 + S * k_m;
		let s_ = 1 + S * k_s;

		let l = l_ * l_ * l_;
		let m = m_ * m_ * m_;
		let s = s_ * s_ * s_;

		let l_dS = 3 * k_l * l_ * l_;
		let m_dS = 3 * k_m * m_ * m_;
		let s_dS = 3 * k_s * s_ * s_;

		let l_dS2 = 6 * k_l * k_l * l_;
		let m_dS2 = 6 * k_m * k_m * m_;
		let s_dS2 = 6 * k_s * k_s * s_;

		let f = wl * l + wm * m + ws * s;
		let f1 = wl * l_dS + wm * m_dS + ws * s_dS;
		let f2 = wl * l_dS2 + wm * m_dS2 + ws * s_dS2;

		S = S - (f * f1) / (f1 * f1 - 0.5 * f * f2);
	}

	return S;
}

function find_cusp(a, b) {
	// First, find the maximum saturation (saturation S = C/L)
	let S_cusp = compute_max_saturation(a, b);

	// Convert to linear sRGB to find the first point where at least one of r,g or b >= 1:
	let rgb = oklab_convertOklabToLrgb({ l: 1, a: S_cusp * a, b: S_cusp * b });
	let L_cusp = Math.cbrt(1 / Math.max(rgb.r, rgb.g, rgb.b));
	let C_cusp = L_cusp * S_cusp;

	return [L_cusp, C_cusp];
}

// Finds intersection of the line defined by
// L = L0 * (1 - t) + t * L1;
// C = t * C1;
// a and b must be normalized so a^2 + b^2 == 1
function find_gamut_intersection(a, b, L1, C1, L0, cusp = null) {
	if (!cusp) {
		// Find the cusp of the gamut triangle
		cusp = find_cusp(a, b);
	}

	// Find the intersection for upper and lower half seprately
	let t;
	if ((L1 - L0) * cusp[1] - (cusp[0] - L0) * C1 <= 0) {
		// Lower half

		t = (cusp[1] * L0) / (C1 * cusp[0] + cusp[1] * (L0 - L1));
	} else {
		// Upper half

		// First intersect with triangle
		t = (cusp[1] * (L0 - 1)) / (C1 * (cusp[0] - 1) + cusp[1] * (L0 - L1));

		// Then one step Halley's method
		{
			let dL = L1 - L0;
			let dC = C1;

			let k_l = +0.3963377774 * a + 0.2158037573 * b;
			let k_m = -0.1055613458 * a - 0.0638541728 * b;
			let k_s = -0.0894841775 * a - 1.291485548 * b;

			let l_dt = dL + dC * k_l;
			let m_dt = dL + dC * k_m;
			let s_dt = dL + dC * k_s;

			// If higher accuracy is required, 2 or 3 iterations of the following block can be used:
			{
				let L = L0 * (1 - t) + t * L1;
				let C = t * C1;

				let l_ = L + C * k_l;
				let m_ = L + C * k_m;
				let s_ = L + C * k_s;

				let l = l_ * l_ * l_;
				let m = m_ * m_ * m_;
				let s = s_ * s_ * s_;

				let ldt = 3 * l_dt * l_ * l_;
				let mdt = 3 * m_dt * m_ * m_;
				let sdt = 3 * s_dt * s_ * s_;

				let ldt2 = 6 * l_dt * l_dt * l_;
				let mdt2 = 6 * m_dt * m_dt * m_;
				let sdt2 = 6 * s_dt * s_dt * s_;

				let r =
					4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s - 1;
				let r1 =
					4.0767416621 * ldt -
					3.3077115913 * mdt +
					0.2309699292 * sdt;
				let r2 =
					4.0767416621 * ldt2 -
					3.3077115913 * mdt2 +
					0.2309699292 * sdt2;

				let u_r = r1 / (r1 * r1 - 0.5 * r * r2);
				let t_r = -r * u_r;

				let g =
					-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s - 1;
				let g1 =
					-1.2684380046 * ldt +
					2.6097574011 * mdt -
					0.3413193965 * sdt;
				let g2 =
					-1.2684380046 * ldt2 +
					2.6097574011 * mdt2 -
					0.3413193965 * sdt2;

				let u_g = g1 / (g1 * g1 - 0.5 * g * g2);
				let t_g = -g * u_g;

				let b =
					-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s - 1;
				let b1 =
					-0.0041960863 * ldt -
					0.7034186147 * mdt +
					1.707614701 * sdt;
				let b2 =
					-0.0041960863 * ldt2 -
					0.7034186147 * mdt2 +
					1.707614701 * sdt2;

				let u_b = b1 / (b1 * b1 - 0.5 * b * b2);
				let t_b = -b * u_b;

				t_r = u_r >= 0 ? t_r : 10e5;
				t_g = u_g >= 0 ? t_g : 10e5;
				t_b = u_b >= 0 ? t_b : 10e5;

				t += Math.min(t_r, Math.min(t_g, t_b));
			}
		}
	}

	return t;
}

function get_ST_max(a_, b_, cusp = null) {
	if (!cusp) {
		cusp = find_cusp(a_, b_);
	}
	let L = cusp[0];
	let C = cusp[1];
	return [C / L, C / (1 - L)];
}

function get_ST_mid(a_, b_) {
	let S =
		0.11516993 +
		1 /
			(+7.4477897 +
				4.1590124 * b_ +
				a_ *
					(-2.19557347 +
						1.75198401 * b_ +
						a_ *
							(-2.13704948 -
								10.02301043 * b_ +
								a_ *
									(-4.24894561 +
										5.38770819 * b_ +
										4.69891013 * a_))));

	let T =
		0.11239642 +
		1 /
			(+1.6132032 -
				0.68124379 * b_ +
				a_ *
					(+0.40370612 +
						0.90148123 * b_ +
						a_ *
							(-0.27087943 +
								0.6122399 * b_ +
								a_ *
									(+0.00299215 -
										0.45399568 * b_ -
										0.14661872 * a_))));

	return [S, T];
}

function get_Cs(L, a_, b_) {
	let cusp = find_cusp(a_, b_);

	let C_max = find_gamut_intersection(a_, b_, L, 1, L, cusp);
	let ST_max = get_ST_max(a_, b_, cusp);

	let S_mid =
		0.11516993 +
		1 /
			(+7.4477897 +
				4.1590124 * b_ +
				a_ *
					(-2.19557347 +
						1.75198401 * b_ +
						a_ *
							(-2.13704948 -
								10.02301043 * b_ +
								a_ *
									(-4.24894561 +
										5.38770819 * b_ +
										4.69891013 * a_))));

	let T_mid =
		0.11239642 +
		1 /
			(+1.6132032 -
				0.68124379 * b_ +
				a_ *
					(+0.40370612 +
						0.90148123 * b_ +
						a_ *
							(-0.27087943 +
								0.6122399 * b_ +
								a_ *
									(+0.00299215 -
										0.45399568 * b_ -
										0.14661872 * a_))));

	let k = C_max / Math.min(L * ST_max[0], (1 - L) * ST_max[1]);

	let C_a = L * S_mid;
	let C_b = (1 - L) * T_mid;
	let C_mid =
		0.9 *
		k *
		Math.sqrt(
			Math.sqrt(
				1 / (1 / (C_a * C_a * C_a * C_a) + 1 / (C_b * C_b * C_b * C_b))
			)
		);

	C_a = L * 0.4;
	C_b = (1 - L) * 0.8;
	let C_0 = Math.sqrt(1 / (1 / (C_a * C_a) + 1 / (C_b * C_b)));
	return [C_0, C_mid, C_max];
}

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsl/convertOklabToOkhsl.js
/*
	Adapted from code by Björn Ottosson,
	released under the MIT license:

	Copyright (c) 2021 Björn Ottosson

	Permission is hereby granted, free of charge, to any person obtaining a copy of
	this software and associated documentation files (the "Software"), to deal in
	the Software without restriction, including without limitation the rights to
	use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
	of the Software, and to permit persons to whom the Software is furnished to do
	so, subject to the following conditions:

	The above copyright notice and this permission notice shall be included in all
	copies or substantial portions of the Software.

	THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
	IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
	FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
	AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
	LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
	OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
	SOFTWARE.
 */




function convertOklabToOkhsl(lab) {
	const l = lab.l !== undefined ? lab.l : 0;
	const a = lab.a !== undefined ? lab.a : 0;
	const b = lab.b !== undefined ? lab.b : 0;

	const ret = { mode: 'okhsl', l: toe(l) };

	if (lab.alpha !== undefined) {
		ret.alpha = lab.alpha;
	}
	let c = Math.sqrt(a * a + b * b);
	if (!c) {
		ret.s = 0;
		return ret;
	}
	let [C_0, C_mid, C_max] = get_Cs(l, a / c, b / c);
	let s;
	if (c < C_mid) {
		let k_0 = 0;
		let k_1 = 0.8 * C_0;
		let k_2 = 1 - k_1 / C_mid;
		let t = (c - k_0) / (k_1 + k_2 * (c - k_0));
		s = t * 0.8;
	} else {
		let k_0 = C_mid;
		let k_1 = (0.2 * C_mid * C_mid * 1.25 * 1.25) / C_0;
		let k_2 = 1 - k_1 / (C_max - C_mid);
		let t = (c - k_0) / (k_1 + k_2 * (c - k_0));
		s = 0.8 + 0.2 * t;
	}
	if (s) {
		ret.s = s;
		ret.h = util_normalizeHue((Math.atan2(b, a) * 180) / Math.PI);
	}
	return ret;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsl/convertOkhslToOklab.js
/*
	Adapted from code by Björn Ottosson,
	released under the MIT license:

	Copyright (c) 2021 Björn Ottosson

	Permission is hereby granted, free of charge, to any person obtaining a copy of
	this software and associated documentation files (the "Software"), to deal in
	the Software without restriction, including without limitation the rights to
	use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
	of the Software, and to permit persons to whom the Software is furnished to do
	so, subject to the following conditions:

	The above copyright notice and this permission notice shall be included in all
	copies or substantial portions of the Software.

	THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
	IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
	FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
	AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
	LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
	OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
	SOFTWARE.
 */



function convertOkhslToOklab(hsl) {
	let h = hsl.h !== undefined ? hsl.h : 0;
	let s = hsl.s !== undefined ? hsl.s : 0;
	let l = hsl.l !== undefined ? hsl.l : 0;

	const ret = { mode: 'oklab', l: toe_inv(l) };

	if (hsl.alpha !== undefined) {
		ret.alpha = hsl.alpha;
	}

	if (!s || l === 1) {
		ret.a = ret.b = 0;
		return ret;
	}

	let a_ = Math.cos((h / 180) * Math.PI);
	let b_ = Math.sin((h / 180) * Math.PI);
	let [C_0, C_mid, C_max] = get_Cs(ret.l, a_, b_);
	let t, k_0, k_1, k_2;
	if (s < 0.8) {
		t = 1.25 * s;
		k_0 = 0;
		k_1 = 0.8 * C_0;
		k_2 = 1 - k_1 / C_mid;
	} else {
		t = 5 * (s - 0.8);
		k_0 = C_mid;
		k_1 = (0.2 * C_mid * C_mid * 1.25 * 1.25) / C_0;
		k_2 = 1 - k_1 / (C_max - C_mid);
	}
	let C = k_0 + (t * k_1) / (1 - k_2 * t);
	ret.a = C * a_;
	ret.b = C * b_;

	return ret;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsl/modeOkhsl.js







const modeOkhsl = {
	...hsl_definition,
	mode: 'okhsl',
	channels: ['h', 's', 'l', 'alpha'],
	parse: ['--okhsl'],
	serialize: '--okhsl',
	fromMode: {
		oklab: convertOklabToOkhsl,
		rgb: c => convertOklabToOkhsl(oklab_convertRgbToOklab(c))
	},
	toMode: {
		oklab: convertOkhslToOklab,
		rgb: c => oklab_convertOklabToRgb(convertOkhslToOklab(c))
	}
};

/* harmony default export */ const okhsl_modeOkhsl = (modeOkhsl);

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsv/convertOklabToOkhsv.js
/*
	Adapted from code by Björn Ottosson,
	released under the MIT license:

	Copyright (c) 2021 Björn Ottosson

	Permission is hereby granted, free of charge, to any person obtaining a copy of
	this software and associated documentation files (the "Software"), to deal in
	the Software without restriction, including without limitation the rights to
	use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
	of the Software, and to permit persons to whom the Software is furnished to do
	so, subject to the following conditions:

	The above copyright notice and this permission notice shall be included in all
	copies or substantial portions of the Software.

	THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
	IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
	FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
	AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
	LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
	OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
	SOFTWARE.
 */





function convertOklabToOkhsv(lab) {
	let l = lab.l !== undefined ? lab.l : 0;
	let a = lab.a !== undefined ? lab.a : 0;
	let b = lab.b !== undefined ? lab.b : 0;

	let c = Math.sqrt(a * a + b * b);

	// TODO: c = 0
	let a_ = c ? a / c : 1;
	let b_ = c ? b / c : 1;

	let [S_max, T] = get_ST_max(a_, b_);
	let S_0 = 0.5;
	let k = 1 - S_0 / S_max;

	let t = T / (c + l * T);
	let L_v = t * l;
	let C_v = t * c;

	let L_vt = toe_inv(L_v);
	let C_vt = (C_v * L_vt) / L_v;

	let rgb_scale = oklab_convertOklabToLrgb({ l: L_vt, a: a_ * C_vt, b: b_ * C_vt });
	let scale_L = Math.cbrt(
		1 / Math.max(rgb_scale.r, rgb_scale.g, rgb_scale.b, 0)
	);

	l = l / scale_L;
	c = ((c / scale_L) * toe(l)) / l;
	l = toe(l);

	const ret = {
		mode: 'okhsv',
		s: c ? ((S_0 + T) * C_v) / (T * S_0 + T * k * C_v) : 0,
		v: l ? l / L_v : 0
	};
	if (ret.s) {
		ret.h = util_normalizeHue((Math.atan2(b, a) * 180) / Math.PI);
	}
	if (lab.alpha !== undefined) {
		ret.alpha = lab.alpha;
	}
	return ret;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsv/convertOkhsvToOklab.js
/*
	Copyright (c) 2021 Björn Ottosson

	Permission is hereby granted, free of charge, to any person obtaining a copy of
	this software and associated documentation files (the "Software"), to deal in
	the Software without restriction, including without limitation the rights to
	use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
	of the Software, and to permit persons to whom the Software is furnished to do
	so, subject to the following conditions:

	The above copyright notice and this permission notice shall be included in all
	copies or substantial portions of the Software.

	THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
	IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
	FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
	AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
	LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
	OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
	SOFTWARE.
 */




function convertOkhsvToOklab(hsv) {
	const ret = { mode: 'oklab' };
	if (hsv.alpha !== undefined) {
		ret.alpha = hsv.alpha;
	}

	const h = hsv.h !== undefined ? hsv.h : 0;
	const s = hsv.s !== undefined ? hsv.s : 0;
	const v = hsv.v !== undefined ? hsv.v : 0;

	const a_ = Math.cos((h / 180) * Math.PI);
	const b_ = Math.sin((h / 180) * Math.PI);

	const [S_max, T] = get_ST_max(a_, b_);
	const S_0 = 0.5;
	const k = 1 - S_0 / S_max;
	const L_v = 1 - (s * S_0) / (S_0 + T - T * k * s);
	const C_v = (s * T * S_0) / (S_0 + T - T * k * s);

	const L_vt = toe_inv(L_v);
	const C_vt = (C_v * L_vt) / L_v;
	const rgb_scale = oklab_convertOklabToLrgb({
		l: L_vt,
		a: a_ * C_vt,
		b: b_ * C_vt
	});
	const scale_L = Math.cbrt(
		1 / Math.max(rgb_scale.r, rgb_scale.g, rgb_scale.b, 0)
	);

	const L_new = toe_inv(v * L_v);
	const C = (C_v * L_new) / L_v;

	ret.l = L_new * scale_L;
	ret.a = C * a_ * scale_L;
	ret.b = C * b_ * scale_L;

	return ret;
}

;// CONCATENATED MODULE: ./node_modules/culori/src/okhsv/modeOkhsv.js







const modeOkhsv = {
	...hsv_definition,
	mode: 'okhsv',
	channels: ['h', 's', 'v', 'alpha'],
	parse: ['--okhsv'],
	serialize: '--okhsv',
	fromMode: {
		oklab: convertOklabToOkhsv,
		rgb: c => convertOklabToOkhsv(oklab_convertRgbToOklab(c))
	},
	toMode: {
		oklab: convertOkhsvToOklab,
		rgb: c => oklab_convertOklabToRgb(convertOkhsvToOklab(c))
	}
};

/* harmony default export */ const okhsv_modeOkhsv = (modeOkhsv);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklab/parseOklab.js


function parseOklab(color, parsed) {
	if (!parsed || parsed[0] !== 'oklab') {
		return undefined;
	}
	const res = { mode: 'oklab' };
	const [, l, a, b, alpha] = parsed;
	if (l.type === Tok.Hue || a.type === Tok.Hue || b.type === Tok.Hue) {
		return undefined;
	}
	if (l.type !== Tok.None) {
		res.l = Math.min(
			Math.max(0, l.type === Tok.Number ? l.value : l.value / 100),
			1
		);
	}
	if (a.type !== Tok.None) {
		res.a = a.type === Tok.Number ? a.value : (a.value * 0.4) / 100;
	}
	if (b.type !== Tok.None) {
		res.b = b.type === Tok.Number ? b.value : (b.value * 0.4) / 100;
	}
	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const oklab_parseOklab = (parseOklab);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklab/definition.js








/*
	Oklab, a perceptual color space for image processing by Björn Ottosson
	Reference: https://bottosson.github.io/posts/oklab/
 */

const oklab_definition_definition = {
	...lab_definition,
	mode: 'oklab',

	toMode: {
		lrgb: oklab_convertOklabToLrgb,
		rgb: oklab_convertOklabToRgb
	},

	fromMode: {
		lrgb: oklab_convertLrgbToOklab,
		rgb: oklab_convertRgbToOklab
	},

	ranges: {
		l: [0, 1],
		a: [-0.4, 0.4],
		b: [-0.4, 0.4]
	},

	parse: [oklab_parseOklab],
	serialize: c =>
		`oklab(${c.l !== undefined ? c.l : 'none'} ${
			c.a !== undefined ? c.a : 'none'
		} ${c.b !== undefined ? c.b : 'none'}${
			c.alpha < 1 ? ` / ${c.alpha}` : ''
		})`
};

/* harmony default export */ const oklab_definition = (oklab_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklch/parseOklch.js


function parseOklch(color, parsed) {
	if (!parsed || parsed[0] !== 'oklch') {
		return undefined;
	}
	const res = { mode: 'oklch' };
	const [, l, c, h, alpha] = parsed;
	if (l.type !== Tok.None) {
		if (l.type === Tok.Hue) {
			return undefined;
		}
		res.l = Math.min(
			Math.max(0, l.type === Tok.Number ? l.value : l.value / 100),
			1
		);
	}
	if (c.type !== Tok.None) {
		res.c = Math.max(
			0,
			c.type === Tok.Number ? c.value : (c.value * 0.4) / 100
		);
	}
	if (h.type !== Tok.None) {
		if (h.type === Tok.Percentage) {
			return undefined;
		}
		res.h = h.value;
	}
	if (alpha.type !== Tok.None) {
		res.alpha = Math.min(
			1,
			Math.max(
				0,
				alpha.type === Tok.Number ? alpha.value : alpha.value / 100
			)
		);
	}

	return res;
}

/* harmony default export */ const oklch_parseOklch = (parseOklch);

;// CONCATENATED MODULE: ./node_modules/culori/src/oklch/definition.js







const oklch_definition_definition = {
	...lch_definition,
	mode: 'oklch',

	toMode: {
		oklab: c => lch_convertLchToLab(c, 'oklab'),
		rgb: c => oklab_convertOklabToRgb(lch_convertLchToLab(c, 'oklab'))
	},

	fromMode: {
		rgb: c => lch_convertLabToLch(oklab_convertRgbToOklab(c), 'oklch'),
		oklab: c => lch_convertLabToLch(c, 'oklch')
	},

	parse: [oklch_parseOklch],
	serialize: c =>
		`oklch(${c.l !== undefined ? c.l : 'none'} ${
			c.c !== undefined ? c.c : 'none'
		} ${c.h !== undefined ? c.h : 'none'}${
			c.alpha < 1 ? ` / ${c.alpha}` : ''
		})`,

	ranges: {
		l: [0, 1],
		c: [0, 0.4],
		h: [0, 360]
	}
};

/* harmony default export */ const oklch_definition = (oklch_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/p3/convertP3ToXyz65.js
/*
	Convert Display P3 values to CIE XYZ D65

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
*/



const convertP3ToXyz65 = rgb => {
	let { r, g, b, alpha } = lrgb_convertRgbToLrgb(rgb);
	let res = {
		mode: 'xyz65',
		x:
			0.486570948648216 * r +
			0.265667693169093 * g +
			0.1982172852343625 * b,
		y:
			0.2289745640697487 * r +
			0.6917385218365062 * g +
			0.079286914093745 * b,
		z: 0.0 * r + 0.0451133818589026 * g + 1.043944368900976 * b
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const p3_convertP3ToXyz65 = (convertP3ToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/p3/convertXyz65ToP3.js
/*
	CIE XYZ D65 values to Display P3.

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
*/



const convertXyz65ToP3 = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = lrgb_convertLrgbToRgb(
		{
			r:
				x * 2.4934969119414263 -
				y * 0.9313836179191242 -
				0.402710784450717 * z,
			g:
				x * -0.8294889695615749 +
				y * 1.7626640603183465 +
				0.0236246858419436 * z,
			b:
				x * 0.0358458302437845 -
				y * 0.0761723892680418 +
				0.9568845240076871 * z
		},
		'p3'
	);
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const p3_convertXyz65ToP3 = (convertXyz65ToP3);

;// CONCATENATED MODULE: ./node_modules/culori/src/p3/definition.js






const p3_definition_definition = {
	...rgb_definition,
	mode: 'p3',
	parse: ['display-p3'],
	serialize: 'display-p3',

	fromMode: {
		rgb: color => p3_convertXyz65ToP3(xyz65_convertRgbToXyz65(color)),
		xyz65: p3_convertXyz65ToP3
	},

	toMode: {
		rgb: color => xyz65_convertXyz65ToRgb(p3_convertP3ToXyz65(color)),
		xyz65: p3_convertP3ToXyz65
	}
};

/* harmony default export */ const p3_definition = (p3_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/prophoto/convertXyz50ToProphoto.js
/*
	Convert CIE XYZ D50 values to ProPhoto RGB

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
*/

const convertXyz50ToProphoto_gamma = v => {
	let abs = Math.abs(v);
	if (abs >= 1 / 512) {
		return Math.sign(v) * Math.pow(abs, 1 / 1.8);
	}
	return 16 * v;
};

const convertXyz50ToProphoto = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = {
		mode: 'prophoto',
		r: convertXyz50ToProphoto_gamma(
			x * 1.3457868816471585 -
				y * 0.2555720873797946 -
				0.0511018649755453 * z
		),
		g: convertXyz50ToProphoto_gamma(
			x * -0.5446307051249019 +
				y * 1.5082477428451466 +
				0.0205274474364214 * z
		),
		b: convertXyz50ToProphoto_gamma(x * 0.0 + y * 0.0 + 1.2119675456389452 * z)
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const prophoto_convertXyz50ToProphoto = (convertXyz50ToProphoto);

;// CONCATENATED MODULE: ./node_modules/culori/src/prophoto/convertProphotoToXyz50.js
/*
	Convert ProPhoto RGB values to CIE XYZ D50

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
*/

const convertProphotoToXyz50_linearize = (v = 0) => {
	let abs = Math.abs(v);
	if (abs >= 16 / 512) {
		return Math.sign(v) * Math.pow(abs, 1.8);
	}
	return v / 16;
};

const convertProphotoToXyz50 = prophoto => {
	let r = convertProphotoToXyz50_linearize(prophoto.r);
	let g = convertProphotoToXyz50_linearize(prophoto.g);
	let b = convertProphotoToXyz50_linearize(prophoto.b);
	let res = {
		mode: 'xyz50',
		x:
			0.7977666449006423 * r +
			0.1351812974005331 * g +
			0.0313477341283922 * b,
		y:
			0.2880748288194013 * r +
			0.7118352342418731 * g +
			0.0000899369387256 * b,
		z: 0 * r + 0 * g + 0.8251046025104602 * b
	};
	if (prophoto.alpha !== undefined) {
		res.alpha = prophoto.alpha;
	}
	return res;
};

/* harmony default export */ const prophoto_convertProphotoToXyz50 = (convertProphotoToXyz50);

;// CONCATENATED MODULE: ./node_modules/culori/src/prophoto/definition.js








/*
	ProPhoto RGB Color space

	References:
		* https://en.wikipedia.org/wiki/ProPhoto_RGB_color_space
 */

const prophoto_definition_definition = {
	...rgb_definition,
	mode: 'prophoto',
	parse: ['prophoto-rgb'],
	serialize: 'prophoto-rgb',

	fromMode: {
		xyz50: prophoto_convertXyz50ToProphoto,
		rgb: color => prophoto_convertXyz50ToProphoto(xyz50_convertRgbToXyz50(color))
	},

	toMode: {
		xyz50: prophoto_convertProphotoToXyz50,
		rgb: color => xyz50_convertXyz50ToRgb(prophoto_convertProphotoToXyz50(color))
	}
};

/* harmony default export */ const prophoto_definition = (prophoto_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/rec2020/convertXyz65ToRec2020.js
/*
	Convert CIE XYZ D65 values to Rec. 2020

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
		* https://www.itu.int/rec/R-REC-BT.2020/en
*/

const α = 1.09929682680944;
const β = 0.018053968510807;
const convertXyz65ToRec2020_gamma = v => {
	const abs = Math.abs(v);
	if (abs > β) {
		return (Math.sign(v) || 1) * (α * Math.pow(abs, 0.45) - (α - 1));
	}
	return 4.5 * v;
};

const convertXyz65ToRec2020 = ({ x, y, z, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = {
		mode: 'rec2020',
		r: convertXyz65ToRec2020_gamma(
			x * 1.7166511879712683 -
				y * 0.3556707837763925 -
				0.2533662813736599 * z
		),
		g: convertXyz65ToRec2020_gamma(
			x * -0.6666843518324893 +
				y * 1.6164812366349395 +
				0.0157685458139111 * z
		),
		b: convertXyz65ToRec2020_gamma(
			x * 0.0176398574453108 -
				y * 0.0427706132578085 +
				0.9421031212354739 * z
		)
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const rec2020_convertXyz65ToRec2020 = (convertXyz65ToRec2020);

;// CONCATENATED MODULE: ./node_modules/culori/src/rec2020/convertRec2020ToXyz65.js
/*
	Convert Rec. 2020 values to CIE XYZ D65

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_RGB_XYZ_Matrix.html
		* https://www.itu.int/rec/R-REC-BT.2020/en
*/

const convertRec2020ToXyz65_ = 1.09929682680944;
const rec2020_convertRec2020ToXyz65_ = 0.018053968510807;

const convertRec2020ToXyz65_linearize = (v = 0) => {
	let abs = Math.abs(v);
	if (abs < rec2020_convertRec2020ToXyz65_ * 4.5) {
		return v / 4.5;
	}
	return (Math.sign(v) || 1) * Math.pow((abs + convertRec2020ToXyz65_ - 1) / convertRec2020ToXyz65_, 1 / 0.45);
};

const convertRec2020ToXyz65 = rec2020 => {
	let r = convertRec2020ToXyz65_linearize(rec2020.r);
	let g = convertRec2020ToXyz65_linearize(rec2020.g);
	let b = convertRec2020ToXyz65_linearize(rec2020.b);
	let res = {
		mode: 'xyz65',
		x:
			0.6369580483012911 * r +
			0.1446169035862083 * g +
			0.1688809751641721 * b,
		y:
			0.262700212011267 * r +
			0.6779980715188708 * g +
			0.059301716469862 * b,
		z: 0 * r + 0.0280726930490874 * g + 1.0609850577107909 * b
	};
	if (rec2020.alpha !== undefined) {
		res.alpha = rec2020.alpha;
	}
	return res;
};

/* harmony default export */ const rec2020_convertRec2020ToXyz65 = (convertRec2020ToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/rec2020/definition.js








const rec2020_definition_definition = {
	...rgb_definition,
	mode: 'rec2020',

	fromMode: {
		xyz65: rec2020_convertXyz65ToRec2020,
		rgb: color => rec2020_convertXyz65ToRec2020(xyz65_convertRgbToXyz65(color))
	},

	toMode: {
		xyz65: rec2020_convertRec2020ToXyz65,
		rgb: color => xyz65_convertXyz65ToRgb(rec2020_convertRec2020ToXyz65(color))
	},

	parse: ['rec2020'],
	serialize: 'rec2020'
};

/* harmony default export */ const rec2020_definition = (rec2020_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyb/constants.js
const bias = 0.00379307325527544933;
const bias_cbrt = Math.cbrt(bias);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyb/convertRgbToXyb.js



const transfer = v => Math.cbrt(v) - bias_cbrt;

const convertRgbToXyb = color => {
	const { r, g, b, alpha } = lrgb_convertRgbToLrgb(color);
	const l = transfer(0.3 * r + 0.622 * g + 0.078 * b + bias);
	const m = transfer(0.23 * r + 0.692 * g + 0.078 * b + bias);
	const s = transfer(
		0.24342268924547819 * r +
			0.20476744424496821 * g +
			0.5518098665095536 * b +
			bias
	);
	const res = {
		mode: 'xyb',
		x: (l - m) / 2,
		y: (l + m) / 2,
		/* Apply default chroma from luma (subtract Y from B) */
		b: s - (l + m) / 2
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const xyb_convertRgbToXyb = (convertRgbToXyb);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyb/convertXybToRgb.js



const convertXybToRgb_transfer = v => Math.pow(v + bias_cbrt, 3);

const convertXybToRgb = ({ x, y, b, alpha }) => {
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (b === undefined) b = 0;
	const l = convertXybToRgb_transfer(x + y) - bias;
	const m = convertXybToRgb_transfer(y - x) - bias;
	/* Account for chroma from luma: add Y back to B */
	const s = convertXybToRgb_transfer(b + y) - bias;

	const res = lrgb_convertLrgbToRgb({
		r:
			11.031566904639861 * l -
			9.866943908131562 * m -
			0.16462299650829934 * s,
		g:
			-3.2541473810744237 * l +
			4.418770377582723 * m -
			0.16462299650829934 * s,
		b:
			-3.6588512867136815 * l +
			2.7129230459360922 * m +
			1.9459282407775895 * s
	});
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const xyb_convertXybToRgb = (convertXybToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyb/definition.js





/*
	The XYB color space, used in JPEG XL.
	Reference: https://ds.jpeg.org/whitepapers/jpeg-xl-whitepaper.pdf
*/

const xyb_definition_definition = {
	mode: 'xyb',
	channels: ['x', 'y', 'b', 'alpha'],
	parse: ['--xyb'],
	serialize: '--xyb',

	toMode: {
		rgb: xyb_convertXybToRgb
	},

	fromMode: {
		rgb: xyb_convertRgbToXyb
	},

	ranges: {
		x: [-0.0154, 0.0281],
		y: [0, 0.8453],
		b: [-0.2778, 0.388]
	},

	interpolate: {
		x: interpolatorLinear,
		y: interpolatorLinear,
		b: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const xyb_definition = (xyb_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz50/definition.js
/*
	The XYZ D50 color space
	-----------------------
 */








const xyz50_definition_definition = {
	mode: 'xyz50',
	parse: ['xyz-d50'],
	serialize: 'xyz-d50',

	toMode: {
		rgb: xyz50_convertXyz50ToRgb,
		lab: lab_convertXyz50ToLab
	},

	fromMode: {
		rgb: xyz50_convertRgbToXyz50,
		lab: lab_convertLabToXyz50
	},

	channels: ['x', 'y', 'z', 'alpha'],

	ranges: {
		x: [0, 0.964],
		y: [0, 0.999],
		z: [0, 0.825]
	},

	interpolate: {
		x: interpolatorLinear,
		y: interpolatorLinear,
		z: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const xyz50_definition = (xyz50_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz65/convertXyz65ToXyz50.js
/*
	Chromatic adaptation of CIE XYZ from D65 to D50 white point
	using the Bradford method.

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_ChromAdapt.html	
*/

const convertXyz65ToXyz50 = xyz65 => {
	let { x, y, z, alpha } = xyz65;
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = {
		mode: 'xyz50',
		x:
			1.0479298208405488 * x +
			0.0229467933410191 * y -
			0.0501922295431356 * z,
		y:
			0.0296278156881593 * x +
			0.990434484573249 * y -
			0.0170738250293851 * z,
		z:
			-0.0092430581525912 * x +
			0.0150551448965779 * y +
			0.7518742899580008 * z
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const xyz65_convertXyz65ToXyz50 = (convertXyz65ToXyz50);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz65/convertXyz50ToXyz65.js
/*
	Chromatic adaptation of CIE XYZ from D50 to D65 white point
	using the Bradford method.

	References:
		* https://drafts.csswg.org/css-color/#color-conversion-code
		* http://www.brucelindbloom.com/index.html?Eqn_ChromAdapt.html	
*/

const convertXyz50ToXyz65 = xyz50 => {
	let { x, y, z, alpha } = xyz50;
	if (x === undefined) x = 0;
	if (y === undefined) y = 0;
	if (z === undefined) z = 0;
	let res = {
		mode: 'xyz65',
		x:
			0.9554734527042182 * x -
			0.0230985368742614 * y +
			0.0632593086610217 * z,
		y:
			-0.0283697069632081 * x +
			1.0099954580058226 * y +
			0.021041398966943 * z,
		z:
			0.0123140016883199 * x -
			0.0205076964334779 * y +
			1.3303659366080753 * z
	};
	if (alpha !== undefined) {
		res.alpha = alpha;
	}
	return res;
};

/* harmony default export */ const xyz65_convertXyz50ToXyz65 = (convertXyz50ToXyz65);

;// CONCATENATED MODULE: ./node_modules/culori/src/xyz65/definition.js
/*
	The XYZ D65 color space
	-----------------------
 */










const xyz65_definition_definition = {
	mode: 'xyz65',

	toMode: {
		rgb: xyz65_convertXyz65ToRgb,
		xyz50: xyz65_convertXyz65ToXyz50
	},

	fromMode: {
		rgb: xyz65_convertRgbToXyz65,
		xyz50: xyz65_convertXyz50ToXyz65
	},

	ranges: {
		x: [0, 0.95],
		y: [0, 1],
		z: [0, 1.088]
	},

	channels: ['x', 'y', 'z', 'alpha'],

	parse: ['xyz', 'xyz-d65'],
	serialize: 'xyz-d65',

	interpolate: {
		x: interpolatorLinear,
		y: interpolatorLinear,
		z: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const xyz65_definition = (xyz65_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/yiq/convertRgbToYiq.js
const convertRgbToYiq = ({ r, g, b, alpha }) => {
	if (r === undefined) r = 0;
	if (g === undefined) g = 0;
	if (b === undefined) b = 0;
	const res = {
		mode: 'yiq',
		y: 0.29889531 * r + 0.58662247 * g + 0.11448223 * b,
		i: 0.59597799 * r - 0.2741761 * g - 0.32180189 * b,
		q: 0.21147017 * r - 0.52261711 * g + 0.31114694 * b
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const yiq_convertRgbToYiq = (convertRgbToYiq);

;// CONCATENATED MODULE: ./node_modules/culori/src/yiq/convertYiqToRgb.js
const convertYiqToRgb = ({ y, i, q, alpha }) => {
	if (y === undefined) y = 0;
	if (i === undefined) i = 0;
	if (q === undefined) q = 0;
	const res = {
		mode: 'rgb',
		r: y + 0.95608445 * i + 0.6208885 * q,
		g: y - 0.27137664 * i - 0.6486059 * q,
		b: y - 1.10561724 * i + 1.70250126 * q
	};
	if (alpha !== undefined) res.alpha = alpha;
	return res;
};

/* harmony default export */ const yiq_convertYiqToRgb = (convertYiqToRgb);

;// CONCATENATED MODULE: ./node_modules/culori/src/yiq/definition.js





/*
	YIQ Color Space

	References
	----------

	Wikipedia:
		https://en.wikipedia.org/wiki/YIQ

	"Measuring perceived color difference using YIQ NTSC
	transmission color space in mobile applications"
		
		by Yuriy Kotsarenko, Fernando Ramos in:
		Programación Matemática y Software (2010) 

	Available at:
		
		http://www.progmat.uaem.mx:8080/artVol2Num2/Articulo3Vol2Num2.pdf
 */

const yiq_definition_definition = {
	mode: 'yiq',

	toMode: {
		rgb: yiq_convertYiqToRgb
	},

	fromMode: {
		rgb: yiq_convertRgbToYiq
	},

	channels: ['y', 'i', 'q', 'alpha'],

	parse: ['--yiq'],
	serialize: '--yiq',

	ranges: {
		i: [-0.595, 0.595],
		q: [-0.522, 0.522]
	},

	interpolate: {
		y: interpolatorLinear,
		i: interpolatorLinear,
		q: interpolatorLinear,
		alpha: { use: interpolatorLinear, fixup: fixupAlpha }
	}
};

/* harmony default export */ const yiq_definition = (yiq_definition_definition);

;// CONCATENATED MODULE: ./node_modules/culori/src/round.js
// From: https://github.com/d3/d3-format/issues/32

const r = (value, precision) =>
	Math.round(value * (precision = Math.pow(10, precision))) / precision;

const round =
	(precision = 4) =>
	value =>
		typeof value === 'number' ? r(value, precision) : value;

/* harmony default export */ const src_round = (round);

;// CONCATENATED MODULE: ./node_modules/culori/src/formatter.js





let twoDecimals = src_round(2);

const clamp = value => Math.max(0, Math.min(1, value || 0));
const fixup = value => Math.round(clamp(value) * 255);

const rgb = src_converter('rgb');
const hsl = src_converter('hsl');

const serializeHex = color => {
	if (color === undefined) {
		return undefined;
	}

	let r = fixup(color.r);
	let g = fixup(color.g);
	let b = fixup(color.b);

	return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
};

const serializeHex8 = color => {
	if (color === undefined) {
		return undefined;
	}

	let a = fixup(color.alpha !== undefined ? color.alpha : 1);
	return serializeHex(color) + ((1 << 8) | a).toString(16).slice(1);
};

const serializeRgb = color => {
	if (color === undefined) {
		return undefined;
	}

	let r = fixup(color.r);
	let g = fixup(color.g);
	let b = fixup(color.b);

	if (color.alpha === undefined || color.alpha === 1) {
		// opaque color
		return `rgb(${r}, ${g}, ${b})`;
	} else {
		// transparent color
		return `rgba(${r}, ${g}, ${b}, ${twoDecimals(clamp(color.alpha))})`;
	}
};

const serializeHsl = color => {
	if (color === undefined) {
		return undefined;
	}

	const h = twoDecimals(color.h || 0);
	const s = twoDecimals(clamp(color.s) * 100) + '%';
	const l = twoDecimals(clamp(color.l) * 100) + '%';

	if (color.alpha === undefined || color.alpha === 1) {
		// opaque color
		return `hsl(${h}, ${s}, ${l})`;
	} else {
		// transparent color
		return `hsla(${h}, ${s}, ${l}, ${twoDecimals(clamp(color.alpha))})`;
	}
};

const formatCss = c => {
	const color = prepare(c);
	if (!color) {
		return undefined;
	}
	const def = getMode(color.mode);
	if (!def.serialize || typeof def.serialize === 'string') {
		let res = `color(${def.serialize || `--${color.mode}`} `;
		def.channels.forEach((ch, i) => {
			if (ch !== 'alpha') {
				res +=
					(i ? ' ' : '') +
					(color[ch] !== undefined ? color[ch] : 'none');
			}
		});
		if (color.alpha !== undefined && color.alpha < 1) {
			res += ` / ${color.alpha}`;
		}
		return res + ')';
	}
	if (typeof def.serialize === 'function') {
		return def.serialize(color);
	}
	return undefined;
};

const formatHex = c => serializeHex(rgb(c));
const formatHex8 = c => serializeHex8(rgb(c));
const formatRgb = c => serializeRgb(rgb(c));
const formatHsl = c => serializeHsl(hsl(c));

;// CONCATENATED MODULE: ./node_modules/culori/src/util/normalizePositions.js
/*
	Normalize an array of color stop positions for a gradient
	based on the rules defined in the CSS Images Module 4 spec:

	1. make the first position 0 and the last position 1 if missing
	2. sequences of unpositioned color stops should be spread out evenly
	3. no position can be smaller than any of the ones preceding it
	
	Reference: https://drafts.csswg.org/css-images-4/#color-stop-fixup

	Note: this method does not make a defensive copy of the array
	it receives as argument. Instead, it adjusts the values in-place.
 */
const normalizePositions = arr => {
	// 1. fix up first/last position if missing
	if (arr[0] === undefined) {
		arr[0] = 0;
	}
	if (arr[arr.length - 1] === undefined) {
		arr[arr.length - 1] = 1;
	}

	let i = 1;
	let j;
	let from_idx;
	let from_pos;
	let inc;
	while (i < arr.length) {
		// 2. fill up undefined positions
		if (arr[i] === undefined) {
			from_idx = i;
			from_pos = arr[i - 1];
			j = i;

			// find end of `undefined` sequence...
			while (arr[j] === undefined) j++;

			// ...and add evenly-spread positions
			inc = (arr[j] - from_pos) / (j - i + 1);
			while (i < j) {
				arr[i] = from_pos + (i + 1 - from_idx) * inc;
				i++;
			}
		} else if (arr[i] < arr[i - 1]) {
			// 3. make positions increase
			arr[i] = arr[i - 1];
		}
		i++;
	}
	return arr;
};

/* harmony default export */ const util_normalizePositions = (normalizePositions);

;// CONCATENATED MODULE: ./node_modules/culori/src/easing/midpoint.js
// Color interpolation hint exponential function
const midpoint = (H = 0.5) => t =>
	H <= 0 ? 1 : H >= 1 ? 0 : Math.pow(t, Math.log(0.5) / Math.log(H));

/* harmony default export */ const easing_midpoint = (midpoint);

;// CONCATENATED MODULE: ./node_modules/culori/src/map.js




const mapper = (fn, mode = 'rgb', preserve_mode = false) => {
	let channels = mode ? modes_getMode(mode).channels : null;
	let conv = mode ? src_converter(mode) : _prepare;
	return color => {
		let conv_color = conv(color);
		if (!conv_color) {
			return undefined;
		}
		let res = (channels || modes_getMode(conv_color.mode).channels).reduce(
			(res, ch) => {
				let v = fn(conv_color[ch], ch, conv_color, mode);
				if (v !== undefined && !isNaN(v)) {
					res[ch] = v;
				}
				return res;
			},
			{ mode: conv_color.mode }
		);
		if (!preserve_mode) {
			return res;
		}
		let prep = _prepare(color);
		if (prep && prep.mode !== res.mode) {
			return src_converter(prep.mode)(res);
		}
		return res;
	};
};

const mapAlphaMultiply = (v, ch, c) => {
	if (ch !== 'alpha') {
		return (v || 0) * (c.alpha !== undefined ? c.alpha : 1);
	}
	return v;
};

const mapAlphaDivide = (v, ch, c) => {
	if (ch !== 'alpha' && c.alpha !== 0) {
		return (v || 0) / (c.alpha !== undefined ? c.alpha : 1);
	}
	return v;
};

const mapTransferLinear =
	(slope = 1, intercept = 0) =>
	(v, ch) => {
		if (ch !== 'alpha') {
			return v * slope + intercept;
		}
		return v;
	};

const mapTransferGamma =
	(amplitude = 1, exponent = 1, offset = 0) =>
	(v, ch) => {
		if (ch !== 'alpha') {
			return amplitude * Math.pow(v, exponent) + offset;
		}
		return v;
	};



;// CONCATENATED MODULE: ./node_modules/culori/src/interpolate/interpolate.js






const interpolate_isfn = o => typeof o === 'function';
const isobj = o => o && typeof o === 'object';
const isnum = o => typeof o === 'number';

const interpolate_fn = (colors, mode = 'rgb', overrides, premap) => {
	let def = modes_getMode(mode);
	let conv = src_converter(mode);

	let conv_colors = [];
	let positions = [];
	let fns = {};

	colors.forEach(val => {
		if (Array.isArray(val)) {
			conv_colors.push(conv(val[0]));
			positions.push(val[1]);
		} else if (isnum(val) || interpolate_isfn(val)) {
			// Color interpolation hint or easing function
			fns[positions.length] = val;
		} else {
			conv_colors.push(conv(val));
			positions.push(undefined);
		}
	});

	util_normalizePositions(positions);

	// override the default interpolators
	// from the color space definition with any custom ones
	let fixed = def.channels.reduce((res, ch) => {
		let ffn;
		if (isobj(overrides) && isobj(overrides[ch]) && overrides[ch].fixup) {
			ffn = overrides[ch].fixup;
		} else if (isobj(def.interpolate[ch]) && def.interpolate[ch].fixup) {
			ffn = def.interpolate[ch].fixup;
		} else {
			ffn = v => v;
		}
		res[ch] = ffn(conv_colors.map(color => color[ch]));
		return res;
	}, {});

	if (premap) {
		let ccolors = conv_colors.map((color, idx) => {
			return def.channels.reduce(
				(c, ch) => {
					c[ch] = fixed[ch][idx];
					return c;
				},
				{ mode }
			);
		});
		fixed = def.channels.reduce((res, ch) => {
			res[ch] = ccolors.map(c => {
				let v = premap(c[ch], ch, c, mode);
				return isNaN(v) ? undefined : v;
			});
			return res;
		}, {});
	}

	let interpolators = def.channels.reduce((res, ch) => {
		let ifn;
		if (interpolate_isfn(overrides)) {
			ifn = overrides;
		} else if (isobj(overrides) && interpolate_isfn(overrides[ch])) {
			ifn = overrides[ch];
		} else if (
			isobj(overrides) &&
			isobj(overrides[ch]) &&
			overrides[ch].use
		) {
			ifn = overrides[ch].use;
		} else if (interpolate_isfn(def.interpolate[ch])) {
			ifn = def.interpolate[ch];
		} else if (isobj(def.interpolate[ch])) {
			ifn = def.interpolate[ch].use;
		}

		res[ch] = ifn(fixed[ch]);
		return res;
	}, {});

	let n = conv_colors.length - 1;

	return t => {
		// clamp t to the [0, 1] interval
		t = Math.min(Math.max(0, t), 1);

		if (t <= positions[0]) {
			return conv_colors[0];
		}

		if (t > positions[n]) {
			return conv_colors[n];
		}

		// Convert `t` from [0, 1] to `t0` between the appropriate two colors.
		// First, look for the two colors between which `t` is located.
		// Note: this can be optimized by searching for the index
		// through bisection instead of start-to-end.
		let idx = 0;
		while (positions[idx] < t) idx++;
		let start = positions[idx - 1];
		let delta = positions[idx] - start;

		let P = (t - start) / delta;

		// use either the local easing, or the global easing, if any
		let fn = fns[idx] || fns[0];
		if (fn !== undefined) {
			if (isnum(fn)) {
				fn = easing_midpoint((fn - start) / delta);
			}
			P = fn(P);
		}

		let t0 = (idx - 1 + P) / n;

		return def.channels.reduce(
			(res, channel) => {
				let val = interpolators[channel](t0);
				if (val !== undefined) {
					res[channel] = val;
				}
				return res;
			},
			{ mode }
		);
	};
};

const interpolate = (colors, mode = 'rgb', overrides) =>
	interpolate_fn(colors, mode, overrides);

const interpolateWith =
	(premap, postmap) =>
	(colors, mode = 'rgb', overrides) => {
		let post = postmap ? mapper(postmap, mode) : undefined;
		let it = interpolate_fn(colors, mode, overrides, premap);
		return post ? t => post(it(t)) : it;
	};

const interpolateWithPremultipliedAlpha = interpolateWith(
	mapAlphaMultiply,
	mapAlphaDivide
);



;// CONCATENATED MODULE: ./node_modules/culori/src/clamp.js





const clamp_rgb = src_converter('rgb');
const fixup_rgb = c => {
	const res = {
		mode: c.mode,
		r: Math.max(0, Math.min(c.r !== undefined ? c.r : 0, 1)),
		g: Math.max(0, Math.min(c.g !== undefined ? c.g : 0, 1)),
		b: Math.max(0, Math.min(c.b !== undefined ? c.b : 0, 1))
	};
	if (c.alpha !== undefined) {
		res.alpha = c.alpha;
	}
	return res;
};

const to_displayable_srgb = c => fixup_rgb(clamp_rgb(c));

const inrange_rgb = c => {
	return (
		c !== undefined &&
		(c.r === undefined || (c.r >= 0 && c.r <= 1)) &&
		(c.g === undefined || (c.g >= 0 && c.g <= 1)) &&
		(c.b === undefined || (c.b >= 0 && c.b <= 1))
	);
};

/*
	Returns whether the color is in the sRGB gamut.
 */
function displayable(color) {
	return inrange_rgb(clamp_rgb(color));
}

/*
	Given a color space `mode`, returns a function
	with which to check whether a color is 
	in that color space's gamut.
 */
function inGamut(mode = 'rgb') {
	const { gamut } = modes_getMode(mode);
	if (!gamut) {
		return color => true;
	}
	const conv = src_converter(typeof gamut === 'string' ? gamut : mode);
	return color => inrange_rgb(conv(color));
}

/*
	Obtain a color that's in the sRGB gamut
	by converting it to sRGB and clipping the channel values
	so that they're within the [0, 1] range.

	The result is returned in the color's original color space.
 */
function clampRgb(color) {
	color = prepare(color);

	// if the color is undefined or displayable, return it directly
	if (color === undefined || displayable(color)) return color;

	// keep track of color's original mode
	let conv = converter(color.mode);

	return conv(to_displayable_srgb(color));
}

/*
	Given the `mode` color space, returns a function
	with which to obtain a color that's in gamut for
	the `mode` color space by clipping the channel values
	so that they fit in their respective ranges.

	It's similar to `clampRgb`, but works for any 
	bounded color space (RGB or not) for which 
	any combination of in-range channel values
	produces an in-gamut color.
 */
function clampGamut(mode = 'rgb') {
	const { gamut } = modes_getMode(mode);
	if (!gamut) {
		return color => _prepare(color);
	}
	const destMode = typeof gamut === 'string' ? gamut : mode;
	const destConv = src_converter(destMode);
	const inDestGamut = inGamut(destMode);
	return color => {
		const original = _prepare(color);
		if (!original) {
			return undefined;
		}
		const converted = destConv(original);
		if (inDestGamut(converted)) {
			return original;
		}
		const clamped = fixup_rgb(converted);
		if (original.mode === clamped.mode) {
			return clamped;
		}
		return src_converter(original.mode)(clamped);
	};
}

/*
	Obtain a color that’s in a RGB gamut (by default sRGB)
	by first converting it to `mode` and then finding 
	the greatest chroma value that fits the gamut.

	By default, the CIELCh color space is used,
	but any color that has a chroma component will do.

	The result is returned in the color's original color space.
 */
function clampChroma(color, mode = 'lch', rgbGamut = 'rgb') {
	color = _prepare(color);

	let inDestinationGamut =
		rgbGamut === 'rgb' ? displayable : inGamut(rgbGamut);
	let clipToGamut =
		rgbGamut === 'rgb' ? to_displayable_srgb : clampGamut(rgbGamut);

	// if the color is undefined or displayable, return it directly
	if (color === undefined || inDestinationGamut(color)) return color;

	// keep track of color's original mode
	let conv = src_converter(color.mode);

	// convert to the provided `mode` for clamping
	color = src_converter(mode)(color);

	// try with chroma = 0
	let clamped = { ...color, c: 0 };

	// if not even chroma = 0 is displayable
	// fall back to RGB clamping
	if (!inDestinationGamut(clamped)) {
		return conv(clipToGamut(clamped));
	}

	// By this time we know chroma = 0 is displayable and our current chroma is not.
	// Find the displayable chroma through the bisection method.
	let start = 0;
	let end = color.c !== undefined ? color.c : 0;
	let range = modes_getMode(mode).ranges.c;
	let resolution = (range[1] - range[0]) / Math.pow(2, 13);
	let _last_good_c = clamped.c;

	while (end - start > resolution) {
		clamped.c = start + (end - start) * 0.5;
		if (inDestinationGamut(clamped)) {
			_last_good_c = clamped.c;
			start = clamped.c;
		} else {
			end = clamped.c;
		}
	}

	return conv(
		inDestinationGamut(clamped) ? clamped : { ...clamped, c: _last_good_c }
	);
}

/*
	Obtain a color that's in the `dest` gamut,
	by first converting it to the `mode` color space
	and then finding the largest chroma that's in gamut,
	similar to `clampChroma`. 

	The color returned is in the `dest` color space.

	To address the shortcomings of `clampChroma`, which can
	sometimes produce colors more desaturated than necessary,
	the test used in the binary search is replaced with
	"is color is roughly in gamut", by comparing the candidate 
	to the clipped version (obtained with `clampGamut`).
	The test passes if the colors are not too dissimilar, 
	judged by the `delta` color difference function 
	and an associated `jnd` just-noticeable difference value.

	The default arguments for this function correspond to the
	gamut mapping algorithm defined in CSS Color Level 4:
	https://drafts.csswg.org/css-color/#css-gamut-mapping

	To disable the “roughly in gamut” part, pass either
	`null` for the `delta` parameter, or zero for `jnd`.
 */
function toGamut(
	dest = 'rgb',
	mode = 'oklch',
	delta = differenceEuclidean('oklch'),
	jnd = 0.02
) {
	const destConv = converter(dest);
	const destMode = getMode(dest);

	if (!destMode.gamut) {
		return color => destConv(color);
	}

	const inDestinationGamut = inGamut(dest);
	const clipToGamut = clampGamut(dest);

	const ucs = converter(mode);
	const { ranges } = getMode(mode);

	if (!ranges.l || !ranges.c) {
		throw new Error('LCH-like space expected');
	}

	return color => {
		color = prepare(color);
		if (color === undefined) {
			return undefined;
		}
		const candidate = { ...ucs(color) };

		// account for missing components
		if (candidate.l === undefined) candidate.l = 0;
		if (candidate.c === undefined) candidate.c = 0;

		if (candidate.l >= ranges.l[1]) {
			const res = { ...destMode.white, mode: dest };
			if (color.alpha !== undefined) {
				res.alpha = color.alpha;
			}
			return res;
		}
		if (candidate.l <= ranges.l[0]) {
			const res = { ...destMode.black, mode: dest };
			if (color.alpha !== undefined) {
				res.alpha = color.alpha;
			}
			return res;
		}
		if (inDestinationGamut(candidate)) {
			return destConv(candidate);
		}
		let start = 0;
		let end = candidate.c;
		let epsilon = (ranges.c[1] - ranges.c[0]) / 4000; // 0.0001 for oklch()
		let clipped = clipToGamut(candidate);
		while (end - start > epsilon) {
			candidate.c = (start + end) * 0.5;
			clipped = clipToGamut(candidate);
			if (
				inDestinationGamut(candidate) ||
				(delta && jnd > 0 && delta(candidate, clipped) <= jnd)
			) {
				start = candidate.c;
			} else {
				end = candidate.c;
			}
		}
		return destConv(inDestinationGamut(candidate) ? candidate : clipped);
	};
}

;// CONCATENATED MODULE: ./node_modules/culori/src/wcag.js


/*
	WCAG luminance
	References: 

	https://en.wikipedia.org/wiki/Relative_luminance
	https://github.com/w3c/wcag/issues/236#issuecomment-379526596
 */
function luminance(color) {
	let c = src_converter('lrgb')(color);
	return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

/*
	WCAG contrast
 */
function contrast(a, b) {
	let L1 = luminance(a);
	let L2 = luminance(b);
	return (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
}

;// CONCATENATED MODULE: ./node_modules/culori/src/index.js
// Color space definitions










































































// Easings






















































































const a98 = useMode(a98_definition);
const cubehelix = useMode(cubehelix_definition);
const dlab = useMode(dlab_definition);
const dlch = useMode(dlch_definition);
const hsi = useMode(hsi_definition);
const src_hsl = useMode(hsl_definition);
const hsv = useMode(hsv_definition);
const hwb = useMode(hwb_definition);
const itp = useMode(itp_definition);
const jab = useMode(jab_definition);
const jch = useMode(jch_definition);
const lab = useMode(lab_definition);
const lab65 = useMode(lab65_definition);
const lch = useMode(lch_definition);
const lch65 = useMode(lch65_definition);
const lchuv = useMode(lchuv_definition);
const lrgb = useMode(lrgb_definition);
const luv = useMode(luv_definition);
const okhsl = useMode(okhsl_modeOkhsl);
const okhsv = useMode(okhsv_modeOkhsv);
const oklab = useMode(oklab_definition);
const oklch = useMode(oklch_definition);
const p3 = useMode(p3_definition);
const prophoto = useMode(prophoto_definition);
const rec2020 = useMode(rec2020_definition);
const src_rgb = useMode(rgb_definition);
const xyb = useMode(xyb_definition);
const xyz50 = useMode(xyz50_definition);
const xyz65 = useMode(xyz65_definition);
const yiq = useMode(yiq_definition);


/***/ })

};
