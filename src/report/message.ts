/** A piece of a finding's message: plain text, or a span navlint wrote in backticks to be shown as code. */
export interface MessagePart {
  code: boolean;
  text: string;
}

/** What may stand before a span navlint opens, and after one it closes (a blank, punctuation, or nothing). */
const BEFORE = /[\s([{"'/]/;
const AFTER = /[\s.,;:!?)\]}"'/]/;

/**
 * Splits a message into plain text and navlint's own backtick spans. A value quoted JSON-style (`"…"`,
 * the way messages quote user text) is plain text whatever it holds. A backtick opens a span only after
 * a blank or an opening bracket and closes one only before a blank or punctuation, and a span neither
 * starts nor ends with a blank, so that a backtick inside a user value (`openapi: get /a`b`) does not end
 * the span early. A wrong guess changes how a message looks, never what it can do: whoever renders the parts
 * escapes every one of them.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let text = '';
  let i = 0;
  while (i < message.length) {
    const c = message[i];
    if (c === '"') {
      const end = closingQuote(message, i);
      if (end > 0) {
        text += message.slice(i, end + 1);
        i = end + 1;
        continue;
      }
    } else if (c === '`' && (i === 0 || BEFORE.test(message[i - 1])) && /[^\s`]/.test(message[i + 1] ?? ' ')) {
      const end = closingBacktick(message, i);
      if (end > 0) {
        if (text) parts.push({ code: false, text });
        text = '';
        parts.push({ code: true, text: message.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    text += c;
    i++;
  }
  if (text) parts.push({ code: false, text });
  return parts;
}

/** The index of the `"` that closes the JSON string opening at `start`, or -1. */
function closingQuote(s: string, start: number): number {
  for (let i = start + 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i;
    else if (s[i] === '\n') return -1;
  }
  return -1;
}

/** The index of the backtick that closes a span opening at `start` (never an empty span), or -1. */
function closingBacktick(s: string, start: number): number {
  for (let i = start + 2; i < s.length; i++)
    if (s[i] === '`' && !/[\s`]/.test(s[i - 1]) && (i + 1 === s.length || AFTER.test(s[i + 1]))) return i;
  return -1;
}
