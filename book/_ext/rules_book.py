"""Sphinx extension for the rules book: clause anchors and clause links.

Every clause of the four rule documents, every interpretation and every method of the
book has an id in the engine (``pp-manila2-deck``, ``nzg-13-5c``, ``int-stud-opener-ties``,
``method-simulation-margin``).  This extension gives the book two roles for them, usable
in Markdown pages and in notebooks' Markdown cells alike:

``{anchor}`pp-manila2-deck```
    Placed where a clause's words begin.  The words that follow it, up to the next
    anchor or the end of the paragraph, become ``<span class="rb-clause"
    id="pp-manila2-deck">`` (highlighted when it is the link target, with a ``¶`` link
    that shows on hover); a ``[sic]`` in them gets the engine's note as a tooltip,
    and a clause that repeats another gets a small ``≡`` link to it.  At the start of
    a heading, the anchor's id becomes the section's id instead.  Each id may be
    anchored once in the whole book, and every id in the engine must be anchored
    somewhere (both are build warnings, so ``-W`` fails).

``{clause}`pp-manila2-ace-example``` or ``{clause}`the example <pp-manila2-ace-example>```
    A link to the clause's anchor, labelled the way a reader cites it
    ("pokerpages, 2 Card Manila", "NZ Gazette 13.5(c)") unless a title is given, with
    the clause's words as a tooltip.  A method id links the same way to its section of
    the methods page ("Method: the 95% margin of a simulated share", with its summary as
    the tooltip).  An id the engine does not know is an error; an id no page anchors is
    a missing reference (a warning, so ``-W`` fails).

The extension also warns when a page would load a script or stylesheet from outside
the site, so an offline build cannot silently depend on a CDN.  Its own stylesheet and script
(``static/rules_book.css``, ``static/rules_book.js``) style the clauses and the links between a
chapter and its live pages, showing the way to the book's server's live page (``.rb-server-link``)
only when that server (``book/_ext/serve.py``) serves the page. ``static/clause_preview.js`` (with its
``.css``) shows a cited clause's words by the link, and on a page with widgets opens rules in a new tab.
Once the pages are written, each gets the site's Content-Security-Policy (``content_policy.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.builders import Builder
from sphinx.domains import Domain, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxRole
from sphinx.util.nodes import make_refnode, split_explicit_title

from book._ext import content_policy
from engine.documents.clauses import ID_PATTERN
from engine.documents.interpretations import INTERPRETATIONS
from engine.documents.methods import METHODS
from engine.documents.registry import all_clauses, citation, clause, is_citable

HERE = Path(__file__).resolve().parent

logger = logging.getLogger(__name__)

ENGINE = HERE.parent.parent / "engine"
#: The engine files whose contents show up in rendered pages (labels, [sic] notes, repeats).
ENGINE_DEPENDENCIES = sorted(
    str(path)
    for pattern in ("clauses.py", "methods.py", "sources/*.py", "interpretations/*.py")
    for path in ENGINE.glob(pattern)
)
GENERATOR_HINT = "run `python book/_ext/generate_pages.py` from the project root"


def citable_ids() -> list[str]:
    """Every id that must have exactly one anchor: document clauses, then interpretations, then methods."""
    return [cl.id for cl in all_clauses()] + list(INTERPRETATIONS) + list(METHODS)


def _tooltip(text: str, limit: int = 160) -> str:
    text = " / ".join(line.strip() for line in text.splitlines())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


# --------------------------------------------------------------------------- nodes


class clause_anchor(nodes.Inline, nodes.Element):  # noqa: N801 (docutils node naming)
    """Where a clause's words begin; replaced by :class:`ClauseSpans` during reading."""


class clause_selflink(nodes.Inline, nodes.Element):  # noqa: N801
    """The small ``¶`` link at the end of a clause's words (drawn by CSS, no text)."""


def visit_selflink_html(self: Any, node: clause_selflink) -> None:
    target = node["target"]
    label = f"Link to this sentence ({target})"
    self.body.append(f'<a class="rb-anchor" href="#{target}" title="{label}" aria-label="{label}"></a>')
    raise nodes.SkipNode


def visit_anchor_html(self: Any, node: clause_anchor) -> None:
    # Only reached if the transform could not place the anchor: keep the id usable.
    self.body.append(f'<span id="{node["target"]}"></span>')
    raise nodes.SkipNode


def skip_node(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


# --------------------------------------------------------------------------- roles


class AnchorRole(SphinxRole):
    """``{anchor}`id```: the clause with this id begins here."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        target = self.text.strip()
        if not ID_PATTERN.fullmatch(target) or not is_citable(target):
            msg = self.inliner.reporter.error(
                f"{{anchor}} {target!r} is not a clause, interpretation or method id in the engine",
                line=self.lineno,
            )
            return [self.inliner.problematic(self.rawtext, self.rawtext, msg)], [msg]
        for path in ENGINE_DEPENDENCIES:
            self.env.note_dependency(path)
        node = clause_anchor(self.rawtext, target=target)
        self.set_source_info(node)
        return [node], []


class ClauseRole(SphinxRole):
    """``{clause}`id``` or ``{clause}`title <id>```: a link to the clause's anchor."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        has_title, title, target = split_explicit_title(self.text)
        target = target.strip()
        if not is_citable(target):
            msg = self.inliner.reporter.error(
                f"{{clause}} {target!r} is not a clause, interpretation or method id in the engine",
                line=self.lineno,
            )
            return [self.inliner.problematic(self.rawtext, self.rawtext, msg)], [msg]
        for path in ENGINE_DEPENDENCIES:
            self.env.note_dependency(path)
        label = title if has_title else citation(target).label
        ref = addnodes.pending_xref(
            self.rawtext,
            refdomain="rules",
            reftype="clause",
            reftarget=target,
            refexplicit=has_title,
            refwarn=True,
            refdoc=self.env.docname,
        )
        ref += nodes.inline(label, label, classes=["rb-clause-link"])
        self.set_source_info(ref)
        return [ref], []


# --------------------------------------------------------------------------- domain


class RulesDomain(Domain):
    """Where each clause id is anchored, so that ``{clause}`` links resolve (and are checked)."""

    name = "rules"
    label = "Rule clauses"
    object_types = {"clause": ObjType("clause", "clause")}
    initial_data: dict[str, Any] = {"anchors": {}}  # id -> docname
    data_version = 1
    dangling_warnings = {
        "clause": "no page anchors clause %(target)s: " + GENERATOR_HINT + " or place {anchor}`%(target)s`",
    }

    @property
    def anchors(self) -> dict[str, str]:
        anchors: dict[str, str] = self.data.setdefault("anchors", {})
        return anchors

    def note_anchor(self, target: str, docname: str, node: nodes.Node) -> bool:
        if target in self.anchors:
            logger.warning(
                "clause %s is anchored twice (first in %s); each id gets one anchor in the book",
                target,
                self.anchors[target],
                location=node,
                type="rules",
                subtype="duplicate",
            )
            return False
        self.anchors[target] = docname
        return True

    def clear_doc(self, docname: str) -> None:
        for target, doc in list(self.anchors.items()):
            if doc == docname:
                del self.anchors[target]

    def merge_domaindata(self, docnames: list[str], otherdata: dict[str, Any]) -> None:
        for target, doc in otherdata["anchors"].items():
            if doc not in docnames:
                continue
            if target in self.anchors and self.anchors[target] != doc:
                logger.warning(
                    "clause %s is anchored twice (in %s and %s)",
                    target,
                    self.anchors[target],
                    doc,
                    type="rules",
                    subtype="duplicate",
                )
                continue
            self.anchors[target] = doc

    def resolve_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        typ: str,
        target: str,
        node: addnodes.pending_xref,
        contnode: nodes.Element,
    ) -> nodes.reference | None:
        docname = self.anchors.get(target)
        if docname is None:
            return None
        cite = citation(target)
        title = node.get("rb_repeats_label") or f"{cite.label}: \u201c{_tooltip(cite.quote)}\u201d"
        ref = make_refnode(builder, fromdocname, docname, target, contnode, title)
        if node.get("rb_repeats_label"):
            ref["classes"].append("rb-repeats")
        return ref

    def resolve_any_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        target: str,
        node: addnodes.pending_xref,
        contnode: nodes.Element,
    ) -> list[tuple[str, nodes.Element]]:
        ref = self.resolve_xref(env, fromdocname, builder, "clause", target, node, contnode)
        return [("rules:clause", ref)] if ref is not None else []

    def get_objects(self) -> Iterator[tuple[str, str, str, str, str, int]]:
        for target, docname in sorted(self.anchors.items()):
            yield target, target, "clause", docname, target, 1


# --------------------------------------------------------------------------- transform

SIC = "[sic]"
CLAUSE_PREFIXES = ("pp-", "nzg-", "hr-", "mp-", "int-", "method-")
#: Ids that are not a document's clause: no number, no [sic], no repeats.
OWN_PREFIXES = ("int-", "method-")


def _number_depth(number: str) -> int:
    """``13.5`` is 0, ``13.5(a)`` is 1, ``14.1(c)(ii)`` is 2: how far the clause is indented."""
    return number.count("(")


class ClauseSpans(SphinxTransform):
    """Turn each ``{anchor}`` into the id of the words it begins (or of its section)."""

    default_priority = 400

    def apply(self, **kwargs: Any) -> None:
        domain: RulesDomain = self.env.get_domain("rules")  # type: ignore[assignment]
        parents: list[nodes.Element] = []
        for anchor in list(self.document.findall(clause_anchor)):
            parent = anchor.parent
            if isinstance(parent, nodes.title) and isinstance(parent.parent, nodes.section):
                self._anchor_section(domain, anchor, parent.parent)
            elif parent not in parents:
                parents.append(parent)
        for parent in parents:
            self._wrap_clauses(domain, parent)
        self._explicit_section_ids_first()

    def _explicit_section_ids_first(self) -> None:
        """A heading labelled ``(house-rules-omaha)=`` links as ``#house-rules-omaha``, not ``#omaha``."""
        for section in self.document.findall(nodes.section):
            explicit = [
                self.document.nameids[name]
                for name in section["names"]
                if self.document.nametypes.get(name) and self.document.nameids.get(name) in section["ids"]
            ]
            if explicit and section["ids"][0] not in explicit and not section["ids"][0].startswith(CLAUSE_PREFIXES):
                section["ids"] = explicit + [i for i in section["ids"] if i not in explicit]

    def _anchor_section(self, domain: RulesDomain, anchor: clause_anchor, section: nodes.section) -> None:
        target = anchor["target"]
        anchor.parent.remove(anchor)
        if domain.note_anchor(target, self.env.docname, section):
            section["ids"].insert(0, target)
            self.document.ids[target] = section

    def _wrap_clauses(self, domain: RulesDomain, parent: nodes.Element) -> None:
        children = list(parent.children)
        anchors = {i: child for i, child in enumerate(children) if isinstance(child, clause_anchor)}
        starts = list(anchors)
        new_children: list[nodes.Node] = children[: starts[0]]
        first_number = ""
        for k, start in enumerate(starts):
            anchor = anchors[start]
            end = starts[k + 1] if k + 1 < len(starts) else len(children)
            target = anchor["target"]
            span = nodes.inline("", "", classes=["rb-clause"])
            words = children[start + 1 : end]
            # the space between two sentences goes between their spans, not before the ¶ link
            trailing = ""
            if words and isinstance(words[-1], nodes.Text) and words[-1] != words[-1].rstrip():
                last = str(words[-1])
                trailing = last[len(last.rstrip()) :]
                words[-1] = nodes.Text(last.rstrip())
            for child in words:
                span += child
            if domain.note_anchor(target, self.env.docname, anchor):
                span["ids"].append(target)
                self.document.ids[target] = span
                self._decorate(span, target)
            if k == 0 and not target.startswith(OWN_PREFIXES):
                first_number = clause(target).number
            new_children.append(span)
            if trailing:
                new_children.append(nodes.Text(trailing))
        parent.children = []
        parent.extend(new_children)
        if isinstance(parent, nodes.paragraph):
            parent["classes"].append("rb-clauses")
            if first_number:
                parent["classes"].append(f"rb-level-{_number_depth(first_number)}")

    def _decorate(self, span: nodes.inline, target: str) -> None:
        """Give [sic] its note, link a repeated clause to the one it repeats, add the ¶ link."""
        if target.startswith(OWN_PREFIXES):
            span += clause_selflink(target=target)
            return
        cl = clause(target)
        notes = list(cl.sic)
        for text in list(span.findall(nodes.Text)):
            if SIC not in text:
                continue
            pieces: list[nodes.Node] = []
            for i, piece in enumerate(str(text).split(SIC)):
                if i:
                    note = notes.pop(0) if notes else None
                    explanation = f"{note.word} [sic]: {note.note}" if note else "[sic]: as in the document"
                    pieces.append(nodes.abbreviation(SIC, SIC, explanation=explanation, classes=["rb-sic"]))
                if piece:
                    pieces.append(nodes.Text(piece))
            text.parent.replace(text, pieces)
        if notes:
            logger.warning(
                "clause %s has a [sic] note for %r but no [sic] in its text",
                target,
                notes[0].word,
                location=span,
                type="rules",
                subtype="sic",
            )
        if cl.repeats:
            other = clause(cl.repeats)
            same = "word for word" if other.text == cl.text else "with small differences of wording"
            ref = addnodes.pending_xref(
                "",
                refdomain="rules",
                reftype="clause",
                reftarget=cl.repeats,
                refexplicit=True,
                refwarn=True,
                refdoc=self.env.docname,
            )
            ref += nodes.inline("", "", classes=["rb-repeats-mark"])
            ref["rb_repeats_label"] = f"Repeats {other.label} ({cl.repeats}), {same}"
            span += ref
        span += clause_selflink(target=target)


# --------------------------------------------------------------------------- checks


def check_every_id_anchored(app: Sphinx, env: BuildEnvironment) -> None:
    domain: RulesDomain = env.get_domain("rules")  # type: ignore[assignment]
    missing = [target for target in citable_ids() if target not in domain.anchors]
    if missing:
        shown = ", ".join(missing[:8]) + (f" and {len(missing) - 8} more" if len(missing) > 8 else "")
        logger.warning(
            "%d clause, interpretation or method ids have no anchor in the book (%s): %s",
            len(missing),
            shown,
            GENERATOR_HINT,
            type="rules",
            subtype="missing",
        )


def _is_outside(uri: str) -> bool:
    return bool(re.match(r"^([a-z][a-z0-9+.-]*:)?//", uri, re.IGNORECASE))


def check_local_assets(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: nodes.document | None
) -> None:
    """Warn if a page would load a script or stylesheet from another host."""
    for key in ("script_files", "css_files"):
        for asset in context.get(key, []):
            uri = str(getattr(asset, "filename", asset) or "")
            if _is_outside(uri):
                logger.warning(
                    "%s would load %s from outside the site; vendor it under _vendor/ (see _vendor/README.md)",
                    pagename,
                    uri,
                    type="rules",
                    subtype="offline",
                )


#: A widget's saved view in a page (myst-nb writes one script per widget output) and the static quiz's box.
WIDGET_VIEW = re.compile(r'(<script type="application/vnd\.jupyter\.widget-view\+json">[^<]*</script>)')
STATIC_QUIZ = '<div class="rbq" '
#: What a widget's place says where scripts are off (the saved picture is drawn by a script too).
NO_SCRIPT_NOTE = (
    '<noscript><p class="rb-widget-label">A widget runs here when scripts are on: scripts are off in this '
    "browser, so neither the widget nor its saved picture can be shown. The engine's answer for its example "
    "is printed with it.</p></noscript>"
)


def add_live_widgets(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: nodes.document | None
) -> None:
    """On a page that shows widgets (or the static quiz), the scripts that make them live in place
    (``static/live_book.js``, which starts Python in the reader's browser) and, where scripts are off,
    a note by each widget saying why there is none."""
    body = context.get("body", "")
    if not (WIDGET_VIEW.search(body) or STATIC_QUIZ in body):
        return
    context["body"] = WIDGET_VIEW.sub(lambda match: match[1] + NO_SCRIPT_NOTE, body)
    app.add_css_file("live_book.css")
    # first of the page's scripts, not deferred: Python starts while the rest of the page is read
    app.add_js_file("live_book.js", priority=100)


def protect_pages(app: Sphinx, exception: Exception | None) -> None:
    """Once every page is written, each gets the site's Content-Security-Policy (``content_policy.py``)."""
    if exception is not None or app.builder.format != "html":
        return
    try:
        content_policy.protect_site(Path(app.outdir))
    except content_policy.PolicyFailed as error:
        logger.warning("%s", error, type="rules", subtype="policy")


def add_static_path(app: Sphinx) -> None:
    static = str(HERE / "static")
    if static not in app.config.html_static_path:
        app.config.html_static_path.append(static)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(RulesDomain)
    app.add_role("anchor", AnchorRole())
    app.add_role("clause", ClauseRole())
    app.add_node(
        clause_anchor,
        html=(visit_anchor_html, None),
        latex=(skip_node, None),
        text=(skip_node, None),
        man=(skip_node, None),
        texinfo=(skip_node, None),
    )
    app.add_node(
        clause_selflink,
        html=(visit_selflink_html, None),
        latex=(skip_node, None),
        text=(skip_node, None),
        man=(skip_node, None),
        texinfo=(skip_node, None),
    )
    app.add_transform(ClauseSpans)
    app.connect("builder-inited", add_static_path)
    app.connect("env-check-consistency", check_every_id_anchored)
    app.connect("html-page-context", add_live_widgets)
    app.connect("html-page-context", check_local_assets)
    app.connect("build-finished", protect_pages, priority=900)  # after the others: the redirect index.html too
    app.add_css_file("rules_book.css")
    app.add_js_file("rules_book.js")
    app.add_css_file("clause_preview.css")
    app.add_js_file("clause_preview.js", defer="defer")
    return {"version": "1", "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
