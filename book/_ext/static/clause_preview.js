/* The rules book, on every page: a link to a clause of a rule document (the book's {clause} links,
   the widgets' and the quiz's citations, any other link to book/rules/<page>.html#<id>) shows the
   clause's words where the reader is, so that checking a rule never costs them their place.

   - Mouse: hovering the link shows a preview under it (role="tooltip", the link aria-describedby it);
     the pointer may move onto the preview, which goes when the pointer leaves both.
   - Keyboard: focusing the link (Tab) shows the same preview; Enter follows the link as usual.
   - Touch or pen: the first tap shows the preview as a non-modal dialog (focus moves into it, with
     "Open the full rule" and "Close"); a second tap on the link follows it.
   - Escape, or a tap or click anywhere else, hides it; Escape or Close in the dialog give focus back
     to the link.

   The words are the clause element's (the one with the link's id) on the rules page the link points
   at: fetched from this site only, once per page, parsed, never run. A page that cannot be fetched
   (the book opened from file://, a missing page) or an id that is not a clause's gets no preview:
   the link works as a plain link.

   A chapter whose widgets hold a state (its page stores a widget-state script) may be running them
   live: leaving it would end the session. There, a citation (of a rule, an interpretation or a
   method) opens in a new tab, decided when the link is followed, and so is "Open the full rule".
   Every listener is on the document: widgets redraw their HTML, and the links they draw later are
   handled like the ones there at load. */
(function () {
  const RULES_PAGE = /\/rules\/[^/]+\.html$/;
  const SHOW_AFTER_MS = 300;  // a pointer passing over a link on its way elsewhere shows nothing
  const HIDE_AFTER_MS = 300;  // time to move the pointer from the link onto the preview
  const GAP_PX = 6;           // between the link and the preview
  const MARGIN_PX = 8;        // between the preview and the edges of the window

  const pages = new Map();  // a rules page's address (without #id): a promise of its parsed document, or of null
  let preview = null;       // the preview element, made when first shown
  let shown = null;         // what it shows: {link, mode: 'hover' | 'focus' | 'tap'}
  let timer = 0;
  let dismissed = null;     // the link whose preview the reader closed: not shown again until they leave it
  let lastPointer = '';     // the kind of pointer last pressed ('mouse', 'touch', 'pen'; '' after a key)

  // A link that cites a clause, an interpretation or a method, to another page of this site; or null.
  function citation(target) {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    // (an SVG link's href is no string; the preview's own link is the preview's)
    if (!link || typeof link.href !== 'string' || link.closest('.rb-preview')) return null;
    const url = new URL(link.href);
    if (url.origin !== location.origin || !url.hash || url.pathname === location.pathname) return null;
    const cites = link.matches('.rb-cite, .rbq-cite') || link.querySelector('.rb-clause-link');
    return cites || RULES_PAGE.test(url.pathname) ? link : null;
  }

  // Whether a citation's words can be shown: a link to a rules page, from a page served over http(s).
  function previewable(link) {
    return /^https?:$/.test(location.protocol) && RULES_PAGE.test(new URL(link.href).pathname);
  }

  function holdsWidgets() {
    return document.querySelector('script[type="application/vnd.jupyter.widget-state+json"]') !== null;
  }

  // The clause a link points at, as {clause, page}, or null (the page did not load, or the id is no clause's).
  // A clause that is a title (NZ Gazette 14.0) is anchored on its section: its words are the heading's.
  function clauseOf(link) {
    const url = new URL(link.href);
    const id = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    if (!pages.has(url.href)) {
      pages.set(url.href, fetch(url.href)
        .then(answer => (answer.ok ? answer.text() : Promise.reject(new Error(answer.status))))
        .then(html => new DOMParser().parseFromString(html, 'text/html'))
        .catch(() => null));
    }
    return pages.get(url.href).then(page => {
      const target = page && page.getElementById(id);
      if (target && target.classList.contains('rb-clause')) return {clause: target, page};
      const heading = target && target.matches('section') && target.querySelector('h1, h2, h3, h4, h5, h6');
      return heading ? {clause: heading, page} : null;
    });
  }

  // --- the preview ------------------------------------------------------------------------------

  function make() {
    preview = document.createElement('div');
    preview.className = 'rb-preview';
    preview.id = 'rb-preview';
    preview.tabIndex = -1;  // the dialog takes focus when a tap opens it
    preview.hidden = true;
    preview.innerHTML =
      '<p class="rb-preview-label" id="rb-preview-label"></p>' +
      '<p class="rb-preview-document"></p>' +
      '<blockquote class="rb-preview-words"></blockquote>' +
      '<p class="rb-preview-actions"><a class="rb-preview-open">Open the full rule</a>' +
      '<button type="button" class="rb-preview-close">Close</button></p>';
    preview.querySelector('.rb-preview-close').addEventListener('click', () => hide(true));
    preview.querySelector('.rb-preview-open').addEventListener('click', () => hide());
    document.body.appendChild(preview);
  }

  // The words as the rules page shows them, without its own links (¶, ≡, footnote numbers, a heading's #) or ids.
  function words(clause) {
    const copy = document.importNode(clause, true);
    copy.querySelectorAll('.rb-anchor, .rb-repeats, .footnote-reference, .headerlink').forEach(node => node.remove());
    copy.querySelectorAll('a').forEach(link => link.replaceWith(...link.childNodes));
    copy.querySelectorAll('[id]').forEach(node => node.removeAttribute('id'));
    return copy.childNodes;
  }

  function textOf(element) {
    if (!element) return '';
    const copy = element.cloneNode(true);
    copy.querySelectorAll('.headerlink').forEach(node => node.remove());
    return copy.textContent.trim();
  }

  // How the book cites the clause: a {clause} link's title is `label: “words”`, a widget's citation's
  // just the label; a link without one (≡) gets the heading of the clause's section.
  function label(link, clause) {
    const title = link.getAttribute('title') || link.dataset.rbTitle || '';
    if (title && !link.classList.contains('rb-repeats')) return title.split(': \u201c')[0];
    const section = clause.closest('section');
    return textOf(section && section.querySelector('h1, h2, h3, h4'));
  }

  function show(link, found, mode) {
    hide();
    if (!preview) make();
    const tap = mode === 'tap';
    preview.querySelector('.rb-preview-label').textContent = label(link, found.clause);
    preview.querySelector('.rb-preview-document').textContent = textOf(found.page.querySelector('h1'));
    preview.querySelector('.rb-preview-words').replaceChildren(...words(found.clause));
    const open = preview.querySelector('.rb-preview-open');
    open.href = link.href;
    if (holdsWidgets()) {
      open.target = '_blank';
      open.rel = 'noopener';
    }
    // As a tooltip its link is for the mouse only (the cited link itself does the same); in the dialog
    // it is the way on, next to Close.
    open.tabIndex = tap ? 0 : -1;
    if (tap) open.removeAttribute('aria-hidden');
    else open.setAttribute('aria-hidden', 'true');
    preview.querySelector('.rb-preview-close').hidden = !tap;
    if (tap) {
      preview.setAttribute('role', 'dialog');
      preview.setAttribute('aria-labelledby', 'rb-preview-label');
    } else {
      preview.setAttribute('role', 'tooltip');
      preview.removeAttribute('aria-labelledby');
      const described = [link.getAttribute('aria-describedby'), preview.id].filter(Boolean);
      link.setAttribute('aria-describedby', described.join(' '));
    }
    if (link.hasAttribute('title')) {  // the browser's own tooltip would cover ours
      link.dataset.rbTitle = link.getAttribute('title');
      link.removeAttribute('title');
    }
    preview.hidden = false;
    shown = {link, mode};
    place();
    if (tap) preview.focus({preventScroll: true});
  }

  // Hide the preview; closed: the reader closed it (Escape, Close), and from the dialog focus goes back to
  // the link (where it would show the preview again as a tooltip, were the link not marked dismissed).
  function hide(closed) {
    clearTimeout(timer);
    if (!shown) return;
    const {link, mode} = shown;
    shown = null;
    preview.hidden = true;
    const described = (link.getAttribute('aria-describedby') || '').split(' ').filter(id => id && id !== preview.id);
    if (described.length) link.setAttribute('aria-describedby', described.join(' '));
    else link.removeAttribute('aria-describedby');
    if (link.dataset.rbTitle !== undefined) {
      link.setAttribute('title', link.dataset.rbTitle);
      delete link.dataset.rbTitle;
    }
    if (!closed) return;
    dismissed = link;
    if (mode === 'tap' && link.isConnected) link.focus({preventScroll: true});
  }

  // Under the link (above it if there is no room below), inside the window, in the page's coordinates.
  function place() {
    const box = shown.link.getClientRects()[0] || shown.link.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const left = Math.max(MARGIN_PX, Math.min(box.left, width - preview.offsetWidth - MARGIN_PX));
    let top = box.bottom + GAP_PX;
    if (top + preview.offsetHeight > height - MARGIN_PX && box.top - GAP_PX - preview.offsetHeight >= MARGIN_PX) {
      top = box.top - GAP_PX - preview.offsetHeight;
    }
    preview.style.left = `${left + window.scrollX}px`;
    preview.style.top = `${top + window.scrollY}px`;
  }

  function later(action, delay) {
    clearTimeout(timer);
    timer = setTimeout(action, delay);
  }

  // Show a link's preview if its clause loads and the reader is still on the link.
  function showWhenLoaded(link, mode, stillWanted) {
    clauseOf(link).then(found => {
      if (found && stillWanted()) show(link, found, mode);
    });
  }

  // --- the reader -------------------------------------------------------------------------------

  document.addEventListener('pointerover', event => {
    if (event.pointerType !== 'mouse') return;
    if (preview && preview.contains(event.target)) {
      clearTimeout(timer);
      return;
    }
    const cited = citation(event.target);
    const link = cited && previewable(cited) ? cited : null;
    if (link && shown && shown.link === link) {
      clearTimeout(timer);
    } else if (link && link !== dismissed) {
      later(() => showWhenLoaded(link, 'hover', () => link.matches(':hover')), SHOW_AFTER_MS);
    } else {
      if (!link) dismissed = null;
      if (!shown || shown.mode === 'hover') later(hide, HIDE_AFTER_MS);
    }
  });

  document.addEventListener('pointerout', event => {  // the pointer left the window
    if (event.pointerType !== 'mouse' || event.relatedTarget) return;
    if (shown && shown.mode === 'hover') later(hide, HIDE_AFTER_MS);
  });

  document.addEventListener('focusin', event => {
    const link = citation(event.target);
    if (!link || link === dismissed || !previewable(link) || (shown && shown.link === link)) return;
    let keyboard = true;
    try {
      keyboard = link.matches(':focus-visible');  // not after a click or a tap
    } catch (error) { /* a browser without :focus-visible: show it */ }
    if (keyboard) showWhenLoaded(link, 'focus', () => document.activeElement === link);
  });

  document.addEventListener('focusout', event => {
    if (event.target === dismissed) dismissed = null;
    if (!shown) return;
    const into = event.relatedTarget;
    const inside = into instanceof Node && (preview.contains(into) || shown.link.contains(into));
    if (!inside && (shown.mode === 'focus' || (shown.mode === 'tap' && into))) hide();
  });

  document.addEventListener('keydown', event => {
    lastPointer = '';
    if (event.key === 'Escape' && shown) hide(true);
  });

  document.addEventListener('pointerdown', event => {
    lastPointer = event.pointerType;
    if (shown && !preview.contains(event.target) && !shown.link.contains(event.target)) hide();
  }, true);

  document.addEventListener('click', event => {
    const link = citation(event.target);
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const pointer = event.pointerType || lastPointer;
    const tapped = pointer === 'touch' || pointer === 'pen';
    if (tapped && previewable(link) && !(shown && shown.link === link)) {
      event.preventDefault();  // the first tap shows the words; if they cannot be had, follow the link
      clauseOf(link).then(found => {
        if (found) show(link, found, 'tap');
        else if (holdsWidgets()) window.open(link.href, '_blank', 'noopener');
        else location.assign(link.href);
      });
      return;
    }
    hide();
    if (holdsWidgets()) {  // the chapter stays where it is, its widgets running
      link.target = '_blank';
      link.rel = 'noopener';
    }
  }, true);

  window.addEventListener('resize', () => {
    if (shown && shown.link.isConnected) place();
    else hide();
  });
})();
