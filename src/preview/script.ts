/**
 * The preview's only script: it switches the selected product, language, version, tab, anchor, dropdown
 * or menu item, follows page links into the sidebar, and closes dropdowns. It reads only `data-*`
 * attributes and toggles `hidden`, `open` and `aria-current`; it never writes markup. Its SHA-256 is
 * allowed by the page's Content-Security-Policy, so it must stay a constant.
 */
export const PREVIEW_SCRIPT = `(function () {
  'use strict';
  var doc = document;
  doc.documentElement.className += ' js';
  var sel = {};
  function all(q, from) { return Array.prototype.slice.call((from || doc).querySelectorAll(q)); }
  all('[data-sel][aria-current="true"]').forEach(function (b) { sel[b.getAttribute('data-parent')] = b.getAttribute('data-sel'); });
  function update() {
    var on = {}, cur = 's0', guard = 0;
    on[cur] = true;
    while (sel[cur] && guard++ < 10000) { cur = sel[cur]; on[cur] = true; }
    all('[data-owner]').forEach(function (el) { el.hidden = !on[el.getAttribute('data-owner')] || el.hasAttribute('data-dismissed'); });
    all('[data-leaf]').forEach(function (el) { el.hidden = el.getAttribute('data-leaf') !== cur; });
    all('[data-sel]').forEach(function (el) {
      if (sel[el.getAttribute('data-parent')] === el.getAttribute('data-sel')) el.setAttribute('aria-current', 'true');
      else el.removeAttribute('aria-current');
    });
    all('[data-cur]').forEach(function (el) { el.hidden = sel[el.getAttribute('data-parent')] !== el.getAttribute('data-cur'); });
  }
  function follow(path) {
    var ids = path.split(' ');
    for (var i = 0; i + 1 < ids.length; i++) sel[ids[i]] = ids[i + 1];
  }
  function markPage(hash) {
    all('a[data-page][aria-current]').forEach(function (a) { a.removeAttribute('aria-current'); });
    var link = null;
    all('a[data-page]').forEach(function (a) { if (a.getAttribute('href') === hash) { a.setAttribute('aria-current', 'page'); if (!link || link.closest('[hidden]')) link = a; } });
    return link;
  }
  function reveal() {
    var id = location.hash.slice(1);
    var target = id ? doc.getElementById(id) : null;
    var link = markPage(location.hash);
    var anchor = link || target;
    if (!anchor) return;
    var holder = anchor.closest('[data-path]');
    if (holder) follow(holder.getAttribute('data-path'));
    update();
    for (var d = anchor.parentElement; d; d = d.parentElement) if (d.tagName === 'DETAILS' && !d.classList.contains('dd')) d.open = true;
    if (link && link.scrollIntoView) link.scrollIntoView({ block: 'nearest' });
  }
  function closeMenus(except) {
    all('details.dd[open]').forEach(function (d) { if (d !== except) d.open = false; });
  }
  doc.addEventListener('click', function (e) {
    var t = e.target;
    var choice = t.closest && t.closest('[data-sel]');
    if (choice) {
      sel[choice.getAttribute('data-parent')] = choice.getAttribute('data-sel');
      update();
      var menu = choice.closest('details.dd');
      if (menu) { menu.open = false; menu.querySelector('summary').focus(); }
      return;
    }
    var dismiss = t.closest && t.closest('[data-dismiss]');
    if (dismiss) {
      var banner = dismiss.closest('[data-owner]');
      if (banner) { banner.setAttribute('data-dismissed', ''); banner.hidden = true; }
      return;
    }
    closeMenus(t.closest ? t.closest('details.dd') : null);
  });
  doc.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape') return;
    var open = doc.querySelector('details.dd[open]');
    if (open) { open.open = false; open.querySelector('summary').focus(); }
  });
  window.addEventListener('hashchange', reveal);
  update();
  if (location.hash) reveal();
})();
`;
