"""The CodeMirror editor bundle: built by esbuild into ES modules, editor.js and merge.js (the
compare view), which share one chunk of CodeMirror."""

from __future__ import annotations

import gzip
import re
import shutil
from pathlib import Path

import pytest

from sitebuild import editor_bundle
from sitebuild.editor_bundle import build_editor_bundle

pytestmark = pytest.mark.skipif(shutil.which("npm") is None, reason="needs Node.js and npm")

GZIP_LIMIT = 200 * 1024  # a sanity bound on what a learner downloads, not a speed test


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = build_editor_bundle(tmp_path_factory.mktemp("editor"))
    assert out.name == "editor.js"
    assert out.is_file()
    return out.parent


@pytest.fixture(scope="module")
def bundle(built: Path) -> bytes:
    """editor.js with the chunks it imports, as one text: what the page downloads for it."""
    chunks = sorted((built / editor_bundle.CHUNKS).glob("*.js"))
    return (built / "editor.js").read_bytes() + b"".join(p.read_bytes() for p in chunks)


def imports(path: Path) -> list[str]:
    """The modules `path` imports statically (esbuild writes them as from"...")."""
    return re.findall(r'from\s*"([^"]+)"', path.read_text(encoding="utf-8"))


def test_bundle_is_an_es_module_exporting_create_editor(built: Path) -> None:
    text = (built / "editor.js").read_text(encoding="utf-8")
    # esbuild ends an ESM bundle with one export statement: export{<local> as createEditor};
    exports = re.findall(r"export\s*\{([^}]*)\}\s*;?\s*$", text)
    assert exports, "no trailing export statement: not an ES module?"
    names = [part.split(" as ")[-1].strip() for part in exports[-1].split(",")]
    assert "createEditor" in names
    assert "require(" not in text.split("\n", 1)[0][:200]  # not a CommonJS wrapper


def test_the_entries_import_only_their_shared_chunk(built: Path) -> None:
    """Fully bundled: no bare import (an npm name) is left; editor.js and merge.js import the
    same chunk, so the compare view does not fetch CodeMirror a second time."""
    editor, merge = imports(built / "editor.js"), imports(built / "merge.js")
    shared = all(name.startswith("./cm/chunk-") for name in editor + merge)
    assert editor and shared, (editor, merge)
    assert set(editor) <= set(merge)
    assert "createMergeView" in (built / "merge.js").read_text(encoding="utf-8")
    for chunk in (built / editor_bundle.CHUNKS).glob("*.js"):
        assert all(name.startswith("./") for name in imports(chunk)), chunk.name


def test_bundle_is_minified_and_contains_codemirror(bundle: bytes) -> None:
    text = bundle.decode("utf-8")
    assert "cm-editor" in text and "cm-content" in text
    assert text.count("\n") < 50  # minified


def test_bundle_size(bundle: bytes) -> None:
    packed = len(gzip.compress(bundle, compresslevel=9))
    print(f"editor.js: {len(bundle) / 1024:.1f} KiB raw, {packed / 1024:.1f} KiB gzip")
    assert packed < GZIP_LIMIT


def test_rebuild_skips_install(tmp_path) -> None:
    # node_modules is current after the first build: a second build must not need npm at all.
    build_editor_bundle(tmp_path / "a")
    out = build_editor_bundle(tmp_path / "b")
    assert out.read_bytes() == (tmp_path / "a" / "editor.js").read_bytes()


def test_esbuild_failure_is_a_clear_error(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(editor_bundle, "ENTRY", "no-such-entry.js")
    with pytest.raises(RuntimeError, match=r"`esbuild .*no-such-entry\.js.*` .*failed"):
        build_editor_bundle(tmp_path)


def test_lock_pins_no_registry_urls() -> None:
    # web/editor/.npmrc sets omit-lockfile-registry-resolved: the lock keeps names, versions
    # and integrity hashes only, so it installs from whatever registry npm is configured with.
    lock = (editor_bundle.EDITOR_DIR / "package-lock.json").read_text()
    assert '"resolved"' not in lock
    assert "://" not in lock
    assert '"integrity"' in lock
