import { clampChroma, converter, formatHex, interpolate, parse, wcagContrast, type Color } from 'culori';
import { getProp, str, type JNode, type JObject, type JScalar } from '../core/jnode.js';
import type { NavElement } from './nav.js';

/** WCAG AA's least contrast: 4.5:1 for text, 3:1 for large text and the parts of controls (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
const AA_LARGE = 3;

/** A background the theme paints, and where its colour comes from. */
export interface Background {
  mode: 'light' | 'dark';
  /** The colour as `#rrggbb`. */
  hex: string;
  /** `background.color.light` when set; otherwise words for the theme's default. */
  from: string;
}

/** One colour of docs.json that the theme shows on one background, and the contrast it needs there. */
export interface ColorPair {
  /** Where the colour is set, as a path (`colors.primary`, `navigation.global.anchors[0].color.light`). */
  path: string;
  /** What the theme uses it for, in words. */
  use: string;
  node: JScalar;
  value: string;
  background: Background;
  /** The ratio it needs: 4.5 for text, 3 for large text and controls. */
  min: number;
  ratio: number;
  /**
   * A pair the platform's own check measures though WCAG asks nothing of it: `colors.dark`, a button's fill, on the
   * dark background (the button is known by its label, white on the fill).
   */
  fillOnly?: true;
}

const DEFAULT_LIGHT = '#4ADE80';
const BLACK_BACKGROUND = '#09090b';

/** A colour as `#rrggbb`, or undefined when it does not parse. */
function hexOf(value: string | undefined): string | undefined {
  const c = value === undefined ? undefined : parse(value);
  return c ? formatHex(c) : undefined;
}

/** `top` laid over `bottom` at `opacity`, each channel of sRGB weighted and rounded (as the theme mixes its tints). */
function tint(bottom: string, top: string, opacity: number): string {
  return formatHex(interpolate([bottom, top], 'rgb')(opacity));
}

/**
 * The backgrounds of light and dark mode, as the platform's theme works them out: `background.color` when set;
 * otherwise white, and near-black tinted with 2% of `colors.light` (the `linden` theme tints both with 3% of the
 * primary and light colours).
 */
export function backgroundsOf(docs: JObject): { light: Background; dark: Background } {
  const colors = getProp(docs, 'colors')?.value;
  const primary = hexOf(str(getProp(colors, 'primary')?.value)) ?? '#16A34A';
  const accent = hexOf(str(getProp(colors, 'light')?.value)) ?? DEFAULT_LIGHT;
  const set = getProp(getProp(docs, 'background')?.value, 'color')?.value;
  const linden = str(getProp(docs, 'theme')?.value) === 'linden';
  const lightSet = hexOf(str(getProp(set, 'light')?.value));
  const darkSet = hexOf(str(getProp(set, 'dark')?.value));
  return {
    light: lightSet
      ? { mode: 'light', hex: lightSet, from: '`background.color.light`' }
      : linden
        ? {
            mode: 'light',
            hex: tint('#ffffff', primary, 0.03),
            from: "the linden theme's white tinted with the primary colour",
          }
        : { mode: 'light', hex: '#ffffff', from: 'the default white' },
    dark: darkSet
      ? { mode: 'dark', hex: darkSet, from: '`background.color.dark`' }
      : {
          mode: 'dark',
          hex: tint(BLACK_BACKGROUND, accent, linden ? 0.03 : 0.02),
          from: `the default near-black tinted with ${linden ? '3' : '2'}% of \`colors.light\``,
        },
  };
}

/**
 * The colours of docs.json that the theme puts on a background, with the contrast each needs, as the platform's
 * own accessibility check pairs them: `colors.primary` (links and accents in light mode) on the light background,
 * `colors.light` (the same in dark mode) on the dark one, `colors.dark` (buttons, both modes) on both as a control,
 * and the `color` of anchors (their icons) on the background of its mode.
 */
export function colorPairs(docs: JObject, elements: readonly NavElement[]): ColorPair[] {
  const { light, dark } = backgroundsOf(docs);
  const out: ColorPair[] = [];
  const add = (
    path: string,
    use: string,
    node: JNode | undefined,
    background: Background,
    min: number,
    fillOnly = false,
  ): void => {
    if (node?.type !== 'string') return;
    const value = node.value as string;
    const hex = hexOf(value);
    if (!hex) return;
    const ratio = wcagContrast(hex, background.hex);
    out.push({ path, use, node, value, background, min, ratio, ...(fillOnly ? { fillOnly: true as const } : {}) });
  };
  const colors = getProp(docs, 'colors')?.value;
  add('colors.primary', 'links and accents in light mode', getProp(colors, 'primary')?.value, light, AA_TEXT);
  add('colors.light', 'links and accents in dark mode', getProp(colors, 'light')?.value, dark, AA_TEXT);
  // `colors.dark` on the dark background, as the platform's check measures it, though a button is known by its label,
  // white on that fill, not by its fill against the page; in light mode the label's contrast is the fill's with it.
  add('colors.dark', 'buttons in dark mode', getProp(colors, 'dark')?.value, dark, AA_LARGE, true);
  add('colors.dark', 'buttons in light mode', getProp(colors, 'dark')?.value, light, AA_LARGE);
  for (const el of elements) {
    if (el.kind !== 'anchor' || el.dropped) continue;
    const color = getProp(el.node, 'color')?.value;
    const label = el.label !== undefined ? `anchor ${JSON.stringify(el.label)}` : 'an anchor';
    add(`${label} color.light`, `its icon in light mode`, getProp(color, 'light')?.value, light, AA_TEXT);
    add(`${label} color.dark`, `its icon in dark mode`, getProp(color, 'dark')?.value, dark, AA_TEXT);
  }
  return out;
}

const toOklch = converter('oklch');

/**
 * The colour nearest to `value` with its hue (and as much of its chroma as sRGB holds) whose contrast on
 * `background` reaches `min`: its OKLCH lightness moved up or down, whichever moves it less. Undefined when neither
 * way reaches it.
 */
export function nearestPassing(value: string, background: string, min: number): string | undefined {
  const start = toOklch(parse(value));
  if (!start) return undefined;
  const at = (l: number): string => formatHex(clampChroma({ ...start, l }, 'oklch') as Color);
  const passes = (l: number): boolean => wcagContrast(at(l), background) >= min;
  let best: { hex: string; delta: number } | undefined;
  for (const end of [0, 1]) {
    if (!passes(end)) continue;
    // The contrast grows monotonically towards black or white: halve the interval between failing and passing.
    let fail = start.l;
    let pass = end;
    for (let i = 0; i < 30; i++) {
      const mid = (fail + pass) / 2;
      if (passes(mid)) pass = mid;
      else fail = mid;
    }
    const hex = at(pass);
    const delta = Math.abs(pass - start.l);
    if (wcagContrast(hex, background) >= min && (!best || delta < best.delta)) best = { hex, delta };
  }
  return best?.hex;
}
