"""The site's Content-Security-Policy as the build writes it (book/_ext/content_policy.py), short of a browser.

Hashes are checked against the CSP specification's own example ("alert('Hello, world.');" is
``'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='``); the browser tests
(tests/browser/test_csp.py) check the built pages with the policy on.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from book._ext import content_policy

SPEC_SCRIPT = "alert('Hello, world.');"
SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

PAGE = f"""<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8" />
    <script src="_static/theme.js"></script>
    <script>{SPEC_SCRIPT}</script>
    <script type="application/vnd.jupyter.widget-state+json">{{"state": {{}}}}</script>
  </head>
  <body><button onclick="window.print()">Print</button></body>
</html>
"""


def _directives(policy: str) -> dict[str, list[str]]:
    return {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}


def test_an_inline_script_is_allowed_by_its_sha256_as_the_specification_computes_it() -> None:
    assert content_policy.source_hash(SPEC_SCRIPT) == SPEC_HASH
    scripts = _directives(content_policy.page_policy(PAGE))["script-src"]
    assert scripts == ["'self'", "'wasm-unsafe-eval'", SPEC_HASH, "'unsafe-hashes'", content_policy.source_hash("window.print()")]


def test_scripts_with_src_and_data_scripts_are_not_hashed_and_no_script_is_allowed_inline() -> None:
    assert content_policy.inline_scripts(PAGE) == [SPEC_SCRIPT]
    policy = _directives(content_policy.page_policy(PAGE))
    assert "'unsafe-inline'" not in policy["script-src"] and "'unsafe-eval'" not in policy["script-src"]
    assert policy["default-src"] == ["'self'"] and policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'self'"]
    assert "frame-ancestors" not in policy  # a <meta> policy cannot say it: the header does


def test_a_page_without_handlers_allows_no_hashed_handler() -> None:
    page = PAGE.replace('<button onclick="window.print()">Print</button>', "")
    assert "'unsafe-hashes'" not in content_policy.page_policy(page)


def test_the_policy_comes_right_after_the_charset_and_a_second_build_replaces_it() -> None:
    once = content_policy.with_policy(PAGE)
    head = once.index("<head>")
    assert once.index('<meta charset="utf-8" />') < once.index("Content-Security-Policy") < once.index("<script")
    assert once.index("Content-Security-Policy") > head
    assert content_policy.with_policy(once) == once
    changed = once.replace(SPEC_SCRIPT, "alert(2);")
    again = content_policy.with_policy(changed)
    assert again.count("Content-Security-Policy") == 1
    assert SPEC_HASH not in again and content_policy.source_hash("alert(2);") in again


def test_a_redirect_page_without_a_head_gets_the_policy_first_and_a_headless_page_with_scripts_is_refused() -> None:
    redirect = '<meta http-equiv="Refresh" content="0; url=book/intro.html" />\n'
    assert content_policy.with_policy(redirect).startswith('<meta http-equiv="Content-Security-Policy"')
    with pytest.raises(content_policy.PolicyFailed, match="no <head>"):
        content_policy.with_policy("<script>alert(1)</script>", "odd.html")


def _site(tmp_path: Path, manager: str | None) -> Path:
    site = tmp_path / "html"
    (site / "book").mkdir(parents=True)
    (site / "book" / "page.html").write_text(PAGE, encoding="utf-8")
    (site / "_static").mkdir()
    (site / "_static" / "macros.html").write_text("{% macro x() %}{% endmacro %}", encoding="utf-8")  # not a page
    if manager is not None:
        (site / "_static" / "jupyter-widgets").mkdir()
        (site / content_policy.WIDGET_MANAGER).write_text(manager, encoding="utf-8")
    return site


MANAGER = "a;const At=1,pt=2,gt=new(ht());gt.compile(At),gt.compile(pt);b;E=k.compile(y),$=k.compile(v);c"


def test_the_site_gets_its_policy_on_every_page_its_headers_and_a_manager_that_compiles_nothing(tmp_path: Path) -> None:
    site = _site(tmp_path, MANAGER)
    counts = content_policy.protect_site(site)
    assert counts == {"pages": 1, "scripts": 1, "handlers": 1}
    assert "Content-Security-Policy" in (site / "book" / "page.html").read_text(encoding="utf-8")
    assert "Content-Security-Policy" not in (site / "_static" / "macros.html").read_text(encoding="utf-8")
    headers = (site / content_policy.HEADERS_FILE).read_text(encoding="utf-8")
    assert "/*\n  Content-Security-Policy: default-src 'self'; " in headers and "frame-ancestors 'self'" in headers
    manager = (site / content_policy.WIDGET_MANAGER).read_text(encoding="utf-8")
    assert ".compile(" not in manager
    content_policy.protect_site(site)  # a second pass changes nothing
    assert (site / content_policy.WIDGET_MANAGER).read_text(encoding="utf-8") == manager


def test_a_widget_manager_that_is_not_the_one_expected_is_refused(tmp_path: Path) -> None:
    site = _site(tmp_path, "a different bundle: validators made elsewhere")
    with pytest.raises(content_policy.PolicyFailed, match="embed-amd.js"):
        content_policy.protect_site(site)
