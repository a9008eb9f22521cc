/** The preview's style sheet: a documentation site's header, tabs row and sidebar, with findings in place. */
export const PREVIEW_STYLE = `
:root {
  --primary: #4f46e5;
  --bg: #ffffff;
  --fg: #0f172a;
  --fg-2: #334155;
  --muted: #64748b;
  --faint: #94a3b8;
  --border: #e2e8f0;
  --panel: #f8fafc;
  --tint: color-mix(in srgb, var(--primary) 10%, transparent);
  --tint-strong: color-mix(in srgb, var(--primary) 18%, transparent);
  --accent: color-mix(in srgb, var(--primary) 82%, #000);
  --error: #dc2626;
  --error-bg: #fef2f2;
  --warning: #b45309;
  --warning-bg: #fffbeb;
  --notice: #2563eb;
  --notice-bg: #eff6ff;
  --radius: 8px;
  --font: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0b0d12; --fg: #e2e8f0; --fg-2: #cbd5e1; --muted: #94a3b8; --faint: #64748b; --border: #1e293b; --panel: #111827;
    --accent: color-mix(in srgb, var(--primary) 60%, #fff);
    --error: #f87171; --error-bg: #2a1215; --warning: #fbbf24; --warning-bg: #2a2010; --notice: #60a5fa; --notice-bg: #0f1d33;
    color-scheme: dark;
  }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 14px/1.5 var(--font); color: var(--fg); background: var(--bg); }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code { font: 12.5px/1.4 var(--mono); }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; border-radius: 6px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.skip { position: absolute; left: 12px; top: -48px; z-index: 20; background: var(--bg); padding: 8px 12px; border: 1px solid var(--border); border-radius: var(--radius); }
.skip:focus { top: 12px; }
.needs-js { display: none; }
.js .needs-js { display: inline-flex; }

.banner { display: flex; align-items: center; gap: 12px; justify-content: center; padding: 9px 48px; background: var(--primary); color: #fff; font-size: 13.5px; position: relative; text-align: center; }
.banner a { color: #fff; text-decoration: underline; text-underline-offset: 2px; }
.banner code { background: rgba(255,255,255,.18); padding: 0 4px; border-radius: 4px; }
.banner .dismiss { position: absolute; right: 12px; top: 50%; transform: translateY(-50%); background: transparent; border: 0; color: #fff; font-size: 18px; line-height: 1; cursor: pointer; padding: 4px 8px; border-radius: 6px; }
.banner .dismiss:hover { background: rgba(255,255,255,.15); }
.banner .lang { font-size: 11px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; background: rgba(255,255,255,.2); border-radius: 999px; padding: 1px 8px; }

.top { display: flex; align-items: center; gap: 20px; padding: 0 24px; min-height: 60px; border-bottom: 1px solid var(--border); background: var(--bg); flex-wrap: wrap; }
.brand { display: flex; align-items: center; gap: 10px; min-width: 0; }
.logo { width: 30px; height: 30px; border-radius: 8px; background: var(--primary); color: #fff; display: grid; place-items: center; font-weight: 700; font-size: 15px; flex: none; }
.site { font-weight: 650; font-size: 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 280px; }
.kicker { font-size: 11px; color: var(--muted); border: 1px solid var(--border); border-radius: 999px; padding: 1px 8px; white-space: nowrap; }
.selectors { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.counts { display: flex; gap: 6px; margin: 0 0 0 auto; padding: 8px 0; list-style: none; flex-wrap: wrap; }
.counts li { font-size: 12px; color: var(--fg-2); background: var(--panel); border: 1px solid var(--border); border-radius: 999px; padding: 2px 10px; white-space: nowrap; }
.counts b { font-weight: 650; }
.counts .c-error b { color: var(--error); }
.counts .c-warning b { color: var(--warning); }
.counts .c-notice b { color: var(--notice); }

.dd { position: relative; }
.dd > summary { list-style: none; display: inline-flex; align-items: center; gap: 8px; cursor: pointer; border: 1px solid var(--border); border-radius: 999px; padding: 4px 12px; font-size: 13px; background: var(--bg); user-select: none; white-space: nowrap; }
.dd > summary::-webkit-details-marker { display: none; }
.dd > summary:hover { border-color: var(--faint); }
.dd > summary::after { content: ""; width: 6px; height: 6px; border-right: 1.5px solid var(--muted); border-bottom: 1.5px solid var(--muted); transform: rotate(45deg) translateY(-2px); margin-left: 2px; }
.dd[open] > summary::after { transform: rotate(-135deg) translate(-1px, -1px); }
.dd .what { color: var(--muted); font-size: 11.5px; }
.dd .menu { position: absolute; z-index: 10; top: calc(100% + 6px); left: 0; min-width: 220px; max-width: 340px; max-height: 60vh; overflow: auto; margin: 0; padding: 6px; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 12px; box-shadow: 0 12px 32px rgba(15, 23, 42, .14); }
.side-top .dd { display: block; }
.side-top .dd > summary { display: flex; border-radius: var(--radius); padding: 7px 12px; }
.side-top .dd > summary .cur { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.side-top .dd .menu { right: 0; max-width: none; }
.opt { display: flex; align-items: center; gap: 8px; width: 100%; text-align: left; border: 0; background: transparent; padding: 7px 10px; border-radius: 8px; cursor: pointer; color: var(--fg-2); font-size: 13.5px; }
.opt:hover { background: var(--panel); text-decoration: none; }
.opt[aria-current="true"] { background: var(--tint); color: var(--accent); font-weight: 600; }
.opt .desc { display: block; font-weight: 400; color: var(--muted); font-size: 12px; }
.opt .grow, .cur .grow { flex: 1; min-width: 0; }
.opt.refused, .tab.refused { cursor: default; color: var(--muted); }

.tabs { display: flex; gap: 4px; padding: 0 24px; border-bottom: 1px solid var(--border); overflow-x: auto; background: var(--bg); }
.tabs .choice { display: flex; gap: 4px; }
.tabs:not(:has(.choice:not([hidden]))) { display: none; }
.tab { display: inline-flex; align-items: center; gap: 7px; border: 0; background: transparent; padding: 11px 10px 10px; font-size: 13.5px; color: var(--muted); cursor: pointer; border-bottom: 2px solid transparent; margin-bottom: -1px; white-space: nowrap; font-weight: 500; }
.tab:hover { color: var(--fg); text-decoration: none; }
.tab[aria-current="true"] { color: var(--fg); border-bottom-color: var(--primary); font-weight: 600; }

.layout { display: grid; grid-template-columns: 300px minmax(0, 1fr); align-items: start; min-height: calc(100vh - 110px); background: linear-gradient(to right, transparent 299px, var(--border) 299px, var(--border) 300px, transparent 300px); }
.sidebar { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; padding: 20px 14px 40px 20px; }
.side-top { display: grid; gap: 10px; margin-bottom: 18px; }
.links, .anchors { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.links a, .links .refused, .anchor { display: flex; align-items: center; gap: 10px; padding: 5px 8px; border-radius: var(--radius); color: var(--fg-2); font-size: 13.5px; font-weight: 500; width: 100%; border: 0; background: transparent; text-align: left; cursor: pointer; }
.links a:hover, .anchor:hover { background: var(--panel); text-decoration: none; }
.anchor[aria-current="true"] { color: var(--accent); font-weight: 600; }
.anchor[aria-current="true"] .ico { background: var(--primary); color: #fff; border-color: transparent; }
.links .refused { cursor: default; color: var(--muted); }

.ico { display: inline-grid; place-items: center; width: 20px; height: 20px; flex: none; border-radius: 6px; border: 1px solid var(--border); background: var(--panel); color: var(--muted); font: 600 10.5px/1 var(--font); text-transform: uppercase; }
.tab .ico { width: 18px; height: 18px; }
.tab[aria-current="true"] .ico { color: var(--accent); border-color: var(--tint-strong); background: var(--tint); }
.ext-mark { color: var(--faint); font-size: 12px; }
.grow { min-width: 0; overflow-wrap: anywhere; }
.cur { display: inline-flex; align-items: center; gap: 6px; min-width: 0; max-width: 280px; }
.cur .grow, .tab .grow { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tab { max-width: 320px; }
.badge { max-width: 14em; overflow: hidden; text-overflow: ellipsis; vertical-align: middle; flex: none; display: inline-block; font-size: 10.5px; font-weight: 600; line-height: 16px; padding: 0 7px; border-radius: 999px; background: var(--tint); color: var(--accent); white-space: nowrap; letter-spacing: .01em; }
.badge.muted { background: var(--panel); color: var(--muted); border: 1px solid var(--border); line-height: 14px; }
.badge.bad { background: var(--error-bg); color: var(--error); }

.nav-list, .nav-list ul { list-style: none; margin: 0; padding: 0; }
.grp { margin: 0 0 20px; }
.grp-h { display: flex; align-items: center; gap: 8px; padding: 0 8px 6px; font-size: 13px; font-weight: 650; color: var(--fg); }
a.grp-h:hover { text-decoration: none; color: var(--accent); }
.grp-h .grow { flex: 1; min-width: 0; }
.grp.nested { margin: 0; }
.grp.nested > details > summary { list-style: none; display: flex; align-items: center; gap: 8px; padding: 5px 8px; border-radius: var(--radius); cursor: pointer; color: var(--fg-2); font-size: 13.5px; }
.grp.nested > details > summary::-webkit-details-marker { display: none; }
.grp.nested > details > summary:hover { background: var(--panel); }
.grp.nested > details > summary .grow { flex: 1; min-width: 0; }
.grp.nested > details > summary::after { content: ""; flex: none; width: 6px; height: 6px; border-right: 1.5px solid var(--faint); border-bottom: 1.5px solid var(--faint); transform: rotate(-45deg); margin-right: 4px; transition: transform .12s; }
.grp.nested > details[open] > summary::after { transform: rotate(45deg); }
.grp.nested > details > ul { margin-left: 14px; padding-left: 8px; border-left: 1px solid var(--border); }
.grp-items { display: grid; gap: 1px; }
.pg { display: flex; align-items: center; gap: 8px; padding: 5px 8px; border-radius: var(--radius); color: var(--fg-2); font-size: 13.5px; }
.pg:hover { background: var(--panel); text-decoration: none; color: var(--fg); }
.pg[aria-current="page"] { background: var(--tint); color: var(--accent); font-weight: 600; }
.pg .grow { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.pg.broken .grow { color: var(--error); text-decoration: line-through; text-decoration-color: color-mix(in srgb, var(--error) 45%, transparent); }
.pg.hidden-page { opacity: .65; }
.root-mark { font-size: 10.5px; color: var(--muted); font-weight: 500; }

.m { display: inline-block; flex: none; min-width: 42px; text-align: center; font: 700 9.5px/16px var(--mono); letter-spacing: .02em; padding: 0 5px; border-radius: 5px; text-transform: uppercase; }
.m-get { background: #dcfce7; color: #15803d; }
.m-post { background: #dbeafe; color: #1d4ed8; }
.m-put { background: #ffedd5; color: #c2410c; }
.m-patch { background: #fef9c3; color: #a16207; }
.m-delete { background: #fee2e2; color: #b91c1c; }
.m-other { background: #f1f5f9; color: #475569; }
.m-webhook { background: #ccfbf1; color: #0f766e; }
h1 .m { font-size: 12px; line-height: 22px; min-width: 58px; vertical-align: 4px; margin-right: 2px; }

.mk { display: inline-flex; align-items: center; gap: 4px; flex: none; font-size: 11px; font-weight: 650; border-radius: 999px; padding: 0 6px; line-height: 16px; }
.mk::before { content: ""; width: 6px; height: 6px; border-radius: 50%; background: currentColor; }
.mk-error { color: var(--error); background: var(--error-bg); }
.mk-warning { color: var(--warning); background: var(--warning-bg); }
.mk-notice { color: var(--notice); background: var(--notice-bg); }

.fl { list-style: none; margin: 6px 0 10px; padding: 0; display: grid; gap: 6px; }
.f { border: 1px solid var(--border); border-left: 3px solid var(--notice); border-radius: 6px; padding: 6px 10px; background: var(--bg); font-size: 12.5px; color: var(--fg-2); overflow-wrap: anywhere; }
.f-error { border-left-color: var(--error); background: var(--error-bg); }
.f-warning { border-left-color: var(--warning); background: var(--warning-bg); }
.f-notice { border-left-color: var(--notice); background: var(--notice-bg); }
.f .sev { font-weight: 700; text-transform: uppercase; font-size: 10.5px; letter-spacing: .04em; margin-right: 6px; }
.f-error .sev { color: var(--error); }
.f-warning .sev { color: var(--warning); }
.f-notice .sev { color: var(--notice); }
.f .help { display: block; margin-top: 2px; color: var(--muted); }
.f .where { display: block; margin-top: 3px; color: var(--muted); font-size: 11.5px; }
.f .where code { font-size: 11.5px; }
.f code { font-size: .92em; background: color-mix(in srgb, currentColor 7%, transparent); padding: 0 3px; border-radius: 4px; }
.f .where code { background: none; padding: 0; }
.sidebar .f { font-size: 11.5px; line-height: 1.45; padding: 4px 8px; }
.sidebar .f .where { font-size: 11px; margin-top: 1px; }
.sidebar .fl { margin: 0 0 8px 8px; gap: 4px; }

.note { margin: 24px 8px 0; padding: 10px 12px; border-radius: var(--radius); background: var(--panel); color: var(--muted); font-size: 12px; border: 1px dashed var(--border); }
.note code { font-size: 11.5px; color: var(--fg-2); }
main .note { margin: 0 0 20px; }
.empty { color: var(--muted); font-size: 13px; padding: 4px 8px; }

main { padding: 36px 48px 80px; max-width: 980px; outline: none; }
.notes { margin-bottom: 20px; }
.notes h2 { font-size: 13px; font-weight: 650; margin: 0 0 6px; color: var(--fg-2); }
.card { display: none; }
.card:target, .card.overview { display: block; }
main:has(.card:target) .card.overview { display: none; }
.card { margin-bottom: 40px; }
.eyebrow { margin: 0 0 6px; font-size: 13px; font-weight: 600; color: var(--accent); }
.crumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 8px; padding: 0; font-size: 13px; color: var(--accent); font-weight: 600; }
.crumbs li + li::before { content: "›"; margin-right: 6px; color: var(--faint); }
h1 { font-size: 30px; line-height: 1.2; margin: 0 0 12px; letter-spacing: -.015em; overflow-wrap: anywhere; }
h2 { font-size: 18px; margin: 32px 0 12px; letter-spacing: -.01em; }
.lede { font-size: 16px; color: var(--muted); margin: 0 0 22px; }
.coverage { border-collapse: collapse; margin: 0 0 20px; font-variant-numeric: tabular-nums; }
.coverage caption { text-align: left; font-weight: 600; margin-bottom: 6px; }
.coverage th, .coverage td { border-bottom: 1px solid var(--border); padding: 4px 12px 4px 0; text-align: right; }
.coverage th[scope="row"], .coverage thead th:first-child { text-align: left; }
.coverage-note { margin: -12px 0 20px; color: var(--muted); font-size: 13px; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 12px; margin: 0 0 20px; }
.stat { border: 1px solid var(--border); border-radius: 12px; padding: 12px 14px; }
.stat b { display: block; font-size: 22px; font-weight: 650; }
.stat span { color: var(--muted); font-size: 12.5px; }
.stat.s-error b { color: var(--error); }
.stat.s-warning b { color: var(--warning); }
.stat.s-notice b { color: var(--notice); }
.meta { display: grid; grid-template-columns: max-content minmax(0, 1fr); margin: 18px 0 0; border: 1px solid var(--border); border-radius: 12px; overflow: hidden; }
.meta dt, .meta dd { margin: 0; padding: 9px 14px; border-top: 1px solid var(--border); }
.meta dt:first-of-type, .meta dt:first-of-type + dd { border-top: 0; }
.meta dt { color: var(--muted); font-size: 13px; background: var(--panel); }
.meta dd { overflow-wrap: anywhere; }
.ok { color: var(--muted); }
section.all { border-top: 1px solid var(--border); padding-top: 8px; }
section.all h2 .n { color: var(--muted); font-weight: 500; }
.all .fl { gap: 8px; }
.all .f { font-size: 13px; padding: 8px 12px; }
.ops { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.ops li { display: flex; align-items: center; gap: 10px; border: 1px solid var(--border); border-radius: var(--radius); padding: 7px 12px; flex-wrap: wrap; }
.ops .grow { flex: 1; min-width: 160px; }
.ops code { color: var(--muted); }
.ops .in { display: block; color: var(--muted); font-size: 12px; }
footer.foot { color: var(--faint); font-size: 12px; margin-top: 40px; }

@media (max-width: 860px) {
  .layout { display: block; background: none; }
  .sidebar { position: static; max-height: none; border-bottom: 1px solid var(--border); }
  main { padding: 24px 20px 60px; }
}
`;
