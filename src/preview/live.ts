/**
 * The script of a served preview (`navlint preview --watch`): it listens to the server's events and, when a new
 * preview is built, reloads the page, keeping the selected product, language, version and tab. It reads the
 * page's build id from `<meta name="navlint-build">`, never writes markup, and talks only to its own origin
 * (`connect-src 'self'`). Its SHA-256 is allowed by the page's Content-Security-Policy, so it must stay a constant.
 */
export const LIVE_SCRIPT = `(function () {
  'use strict';
  var doc = document;
  var meta = doc.querySelector('meta[name="navlint-build"]');
  if (!meta || typeof EventSource === 'undefined') return;
  var build = meta.getAttribute('content');
  var KEY = 'navlint-selection';
  var saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(KEY) || 'null'); sessionStorage.removeItem(KEY); } catch (e) { saved = null; }
  if (saved && saved.length) saved.forEach(function (pair) {
    if (!/^[A-Za-z0-9_-]+$/.test(pair[0]) || !/^[A-Za-z0-9_-]+$/.test(pair[1])) return;
    var choice = doc.querySelector('[data-parent="' + pair[0] + '"][data-sel="' + pair[1] + '"]');
    if (choice && choice.getAttribute('aria-current') !== 'true') choice.click();
  });
  var source = new EventSource('/events');
  source.addEventListener('build', function (e) {
    if (e.data === build) return;
    var pairs = Array.prototype.map.call(doc.querySelectorAll('[data-sel][aria-current="true"]'), function (b) {
      return [b.getAttribute('data-parent'), b.getAttribute('data-sel')];
    });
    try { sessionStorage.setItem(KEY, JSON.stringify(pairs)); } catch (err) { /* the default selection then */ }
    source.close();
    location.reload();
  });
})();
`;
