"""The site's Content-Security-Policy: scripts only from the site, nothing from another origin.

Every page of the built book carries its policy in a ``<meta http-equiv="Content-Security-Policy">``
placed before anything in its ``<head>`` that loads or runs (right after ``<meta charset>``, which must
stay in the first 1,024 bytes), so the policy holds on any static host. :func:`protect_site` writes it
into every page once Sphinx has written them all (``rules_book.py`` runs it on ``build-finished``), and
writes the same policy for the whole site as an HTTP header in ``_headers`` (the format Netlify and
Cloudflare Pages read), where a host can send it.

What the pages allow, and why (:func:`page_policy`):

- ``default-src 'self'``: fonts, the search index, the widgets' Python (``live/``) all come from the site.
- ``script-src 'self' 'wasm-unsafe-eval'`` and the sha256 of each inline script the page holds (Sphinx's
  and the theme's few lines, the static quiz's script): nothing else inline runs, so a widget pane whose
  HTML let a ``<script>`` or an ``onerror=`` through would be refused by the browser. Python runs as
  WebAssembly (Pyodide, in a Web Worker from the site), hence ``'wasm-unsafe-eval'`` (not
  ``'unsafe-eval'``: no JavaScript is ever made from a string).
- ``'unsafe-hashes'`` with the sha256 of each inline event handler the theme writes
  (``onclick="window.print()"``, ``onclick="toggleFullScreen()"``): those exact handlers, and no other,
  may run; this is the narrowest allowance that keeps the theme's own buttons working unchanged.
- ``style-src 'self' 'unsafe-inline'``: the widgets' views (ipywidgets and its HTML manager) set
  ``style`` attributes and write ``<style>`` elements as they draw; styles cannot run script.
- ``img-src 'self' data: blob:``: the theme's and the widgets' icons are ``data:`` images.
- ``worker-src 'self'``, ``connect-src 'self'``, ``object-src 'none'``, ``base-uri 'self'``,
  ``form-action 'self'``, ``frame-src 'none'``.

A ``<meta>`` policy cannot say ``frame-ancestors`` (browsers ignore it there): only the header in
``_headers`` says ``frame-ancestors 'self'``. A host that sends no header (GitHub Pages, a university's
web space) keeps the pages' own policy, which is everything but that.

The hashes are those of the built pages, so the policy is written after the build and written again by
every build (a page's old policy is replaced, never added to).
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from pathlib import Path

#: Every directive but ``script-src``, in the order written (``script-src`` comes second, after ``default-src``).
FIXED_DIRECTIVES = (
    ("style-src", "'self' 'unsafe-inline'"),
    ("img-src", "'self' data: blob:"),
    ("font-src", "'self' data:"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("frame-src", "'none'"),
    ("object-src", "'none'"),
    ("base-uri", "'self'"),
    ("form-action", "'self'"),
)
#: What every page's scripts may be, beyond the hashes of its own inline scripts.
SCRIPT_SOURCES = "'self' 'wasm-unsafe-eval'"
#: What the header adds to the pages' policy (a ``<meta>`` policy cannot say it).
HEADER_ONLY = (("frame-ancestors", "'self'"),)

#: The header file a static host (Netlify, Cloudflare Pages) reads from the site's root.
HEADERS_FILE = "_headers"

META = re.compile(r'[ \t]*<meta http-equiv="Content-Security-Policy"[^>]*>\n?', re.IGNORECASE)
SCRIPT = re.compile(r"<script\b(?P<attributes>[^>]*)>(?P<body>.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
SCRIPT_TYPE = re.compile(r"""\btype\s*=\s*["']?\s*([^"'\s>]+)""", re.IGNORECASE)
#: The types of script a browser runs (an absent type is JavaScript); a widget's saved state
#: (``application/vnd.jupyter.widget-state+json``) is data, never run.
RUN_TYPES = ("", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript")
HANDLER = re.compile(r"""\s(on[a-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
HEAD = re.compile(r"<head\b[^>]*>", re.IGNORECASE)
CHARSET = re.compile(r"\s*<meta\s+charset=[^>]*>", re.IGNORECASE)


#: The vendored widget manager (``_vendor/static/jupyter-widgets/embed-amd.js``, @jupyter-widgets/html-manager
#: 1.0.15) compiles two JSON-schema validators of the widget state a page embeds, with Ajv, when it
#: loads: Ajv makes them with ``new Function``, which the policy refuses ('unsafe-eval' would let any
#: string become script). The site's copy checks the same state without compiling anything: what the
#: manager reads of it (``version_major`` 2, a ``state`` object; a view's ``model_id``). The state is the
#: build's own, written into the same page; the copy is refused if the text it changes is not as expected.
WIDGET_MANAGER = "_static/jupyter-widgets/embed-amd.js"
WIDGET_MANAGER_CHANGES = (
    ("gt.compile(At),gt.compile(pt);", "/* no validator compiled here: book/_ext/content_policy.py */;"),
    (
        "E=k.compile(y),$=k.compile(v);",
        'E=Object.assign(e=>!!e&&2===e.version_major&&"object"==typeof e.state&&null!==e.state,'
        '{errors:"not the widget state of version 2"}),'
        '$=Object.assign(e=>!!e&&2===e.version_major&&"string"==typeof e.model_id,'
        '{errors:"not a widget view of version 2"});',
    ),
)


class PolicyFailed(Exception):
    """A page could not be given its policy; the message names the page and why."""


def source_hash(text: str) -> str:
    """The CSP source expression for ``text`` (a script's or a handler's code): ``'sha256-<base64>'``."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def _without_policy(page: str) -> str:
    return META.sub("", page)


def inline_scripts(page: str) -> list[str]:
    """The code of every inline script the page runs, in order (not those with ``src``, nor data)."""
    found = []
    for match in SCRIPT.finditer(_without_policy(page)):
        attributes = match["attributes"]
        if re.search(r"\bsrc\s*=", attributes, re.IGNORECASE):
            continue
        kind = SCRIPT_TYPE.search(attributes)
        if (kind[1].lower() if kind else "") in RUN_TYPES:
            found.append(match["body"])
    return found


def inline_handlers(page: str) -> list[str]:
    """The code of every inline event handler attribute (``onclick="..."``) outside the page's scripts."""
    outside = SCRIPT.sub("", _without_policy(page))
    return [html.unescape(match[2] if match[2] is not None else match[3]) for match in HANDLER.finditer(outside)]


def _script_sources(scripts: list[str], handlers: list[str]) -> str:
    hashes = sorted({source_hash(code) for code in scripts})
    handler_hashes = sorted({source_hash(code) for code in handlers})
    sources = [SCRIPT_SOURCES, *hashes]
    if handler_hashes:
        sources += ["'unsafe-hashes'", *(hashed for hashed in handler_hashes if hashed not in hashes)]
    return " ".join(sources)


def _policy(scripts: list[str], handlers: list[str], extra: tuple[tuple[str, str], ...] = ()) -> str:
    directives = [("default-src", "'self'"), ("script-src", _script_sources(scripts, handlers)), *FIXED_DIRECTIVES, *extra]
    return "; ".join(f"{name} {value}" for name, value in directives)


def page_policy(page: str) -> str:
    """The policy for the page whose HTML is ``page``: see the module's notes."""
    return _policy(inline_scripts(page), inline_handlers(page))


def with_policy(page: str, name: str = "the page") -> str:
    """``page`` with its policy as a ``<meta>`` just inside ``<head>`` (after ``<meta charset>`` when that
    comes first), replacing any policy an earlier build wrote. A page with no ``<head>`` (Jupyter Book's
    ``index.html`` is one ``<meta http-equiv="Refresh">``) gets it first, where the browser opens its
    head; one that has no ``<head>`` but has a script is refused: there is no place before its scripts."""
    bare = _without_policy(page)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{html.escape(page_policy(bare), quote=False)}">'
    head = HEAD.search(bare)
    if head is None:
        if SCRIPT.search(bare) or re.search(r"<(html|body)\b", bare, re.IGNORECASE):
            raise PolicyFailed(f"{name} has no <head> to hold its Content-Security-Policy")
        return f"{meta}\n{bare}"
    at = head.end()
    charset = CHARSET.match(bare, at)
    if charset is not None:
        at = charset.end()
    return f"{bare[:at]}\n    {meta}{bare[at:]}"


def widget_manager_without_eval(site: Path) -> bool:
    """The site's copy of the widget manager with :data:`WIDGET_MANAGER_CHANGES` made (again: no change
    twice); False if the site has none. Refused if a text to change is not there exactly once."""
    path = site / WIDGET_MANAGER
    if not path.is_file():
        return False
    text = path.read_text(encoding="utf-8")
    for original, replacement in WIDGET_MANAGER_CHANGES:
        if text.count(replacement) == 1 and original not in text:
            continue
        if text.count(original) != 1:
            raise PolicyFailed(f"{WIDGET_MANAGER} does not hold {original!r} once, as the html-manager 1.0.15 "
                               "it was written for does: check how the new one builds its validators")
        text = text.replace(original, replacement)
    path.write_text(text, encoding="utf-8")
    return True


def site_pages(site: Path) -> list[Path]:
    """Every HTML page of the built site: not the files Sphinx keeps beside them (``_static/``, where the
    theme's template pieces are ``.html`` too, ``_sources/``, ...), nor the widgets' Python (``live/``)."""
    return sorted(
        path for path in site.rglob("*.html")
        if path.is_file() and not path.relative_to(site).parts[0].startswith(("_", "live"))
    )


def header_policy(pages: list[str]) -> str:
    """One policy for every page of the site (``pages``: their HTML), sent as a header: the union of the
    pages' inline scripts and handlers, and ``frame-ancestors``."""
    scripts = [code for page in pages for code in inline_scripts(page)]
    handlers = [code for page in pages for code in inline_handlers(page)]
    return _policy(scripts, handlers, HEADER_ONLY)


def protect_site(site: Path) -> dict[str, int]:
    """Give every page of the built ``site`` its policy (:func:`with_policy`) and write ``_headers``;
    how many pages, inline scripts and inline handlers the policies allow."""
    widget_manager_without_eval(site)
    pages = site_pages(site)
    if not pages:
        raise PolicyFailed(f"{site} has no pages to give a Content-Security-Policy")
    texts = []
    for path in pages:
        text = path.read_text(encoding="utf-8")
        protected = with_policy(text, str(path.relative_to(site)))
        if protected != text:
            path.write_text(protected, encoding="utf-8")
        texts.append(protected)
    (site / HEADERS_FILE).write_text(
        "# The site's Content-Security-Policy as a header (Netlify, Cloudflare Pages): written by the build\n"
        "# (book/_ext/content_policy.py); every page also carries it in a <meta>, which cannot say frame-ancestors.\n"
        f"/*\n  Content-Security-Policy: {header_policy(texts)}\n  X-Content-Type-Options: nosniff\n",
        encoding="utf-8",
    )
    return {
        "pages": len(pages),
        "scripts": len({code for text in texts for code in inline_scripts(text)}),
        "handlers": len({code for text in texts for code in inline_handlers(text)}),
    }
