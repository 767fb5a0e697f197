"""Plugins: a package adds a reader, a speech engine and an output, one module each, found by entry point.

Each test lays out its own copy of the example package (``tests/plugins/toy_audioguide``) in a folder put on
``PYTHONPATH`` with a ``.dist-info`` naming its entry points, as ``pip install`` would, and builds a guide with
the real CLI.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from audioguide.check import check_output
from audioguide.common import plugins
from audioguide.speech.engines import engine_names
from tests.conftest import TINY_GUIDE
from tests.support import TESTS, counts, snapshot

PLUGINS = TESTS / "plugins"
TOY = {
    "audioguide.engines": {"toy": "toy_audioguide.engine:ToyEngine"},
    "audioguide.readers": {"toy": "toy_audioguide.reader:ToyReader"},
    "audioguide.outputs": {"playlist": "toy_audioguide.output:PlaylistOutput"},
}
TOY_GUIDE = (TINY_GUIDE.replace("content/a.md", "content/a.toy")
             .replace("  - code: en\n", "  - code: en\n    engine: toy\n    options: {gap: 0.1}\n")
             + "readers: [{name: toy, options: {skip: '#'}}]\noutputs: [{name: playlist, options: {file: all.m3u}}]\n")


def install(site: Path, package: str = "toy-audioguide", version: str = "1.0",
            entry_points: dict[str, dict[str, str]] | None = None) -> Path:
    """The example package copied into ``site`` as ``package`` ``version``; returns its module folder."""
    module = site / "toy_audioguide"
    if not module.exists():
        shutil.copytree(PLUGINS / "toy_audioguide", module, ignore=shutil.ignore_patterns("__pycache__"))
    for old in site.glob(f"{package.replace('-', '_')}-*.dist-info"):
        shutil.rmtree(old)  # an upgrade replaces the package's metadata, as pip does
    info = site / f"{package.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {package}\nVersion: {version}\n")
    sections = [f"[{group}]\n" + "".join(f"{name} = {target}\n" for name, target in points.items())
                for group, points in (entry_points or TOY).items()]
    (info / "entry_points.txt").write_text("\n".join(sections))
    return module


def guide(folder: Path, config: str = TOY_GUIDE) -> Path:
    (folder / "content").mkdir(parents=True)
    (folder / "content" / "a.toy").write_text("= Toy Title\n# not read\nFirst words here.\n== Second\nMore words.\n")
    (folder / "content" / "b.md").write_text("# Second\n\nSecond text here.\n")
    (folder / "audioguide.yml").write_text(config)
    return folder


def run(folder: Path, site: Path | None, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(site) if site else None,
                                                                     os.environ.get("PYTHONPATH")]))}
    return subprocess.run([sys.executable, "-m", "audioguide", *args], cwd=folder, env=env,
                          capture_output=True, text=True, check=False)


def test_a_guide_built_with_the_plugins_it_names_and_their_options(tmp_path: Path) -> None:
    site = tmp_path / "site"
    install(site)
    folder = guide(tmp_path / "guide")
    result = run(folder, site, "build", "-v")
    assert result.returncode == 0, result.stderr
    transcript = (folder / "output" / "en" / "01-toy-title.txt").read_text()
    assert "First words here." in transcript and "Chapter 1: Second." in transcript
    assert "not read" not in transcript  # the reader's option
    assert "1 block not read aloud" in result.stderr
    playlist = (folder / "output" / "en" / "all.m3u").read_text().splitlines()  # the output's option
    assert playlist[0] == "#EXTM3U" and playlist[2::2] == ["01-toy-title.mp3", "02-second.mp3"]
    assert [str(f) for f in check_output(folder / "output").findings] == []
    voices = run(folder, site, "voices", "--lang", "en").stdout
    assert "toy (offline): ready\n  beep" in voices


@pytest.mark.parametrize(("config", "message"), [
    (TOY_GUIDE.replace("{skip: '#'}", "{skipp: '#'}"),
     "audioguide.yml: readers[0].options.skipp: unknown option for toy (did you mean 'skip'?); it takes skip"),
    (TOY_GUIDE.replace("{file: all.m3u}", "{file: ../all.m3u}"),
     "audioguide.yml: outputs[0].options.file: string should match pattern '^[\\w.-]+\\.m3u$', got '../all.m3u'"),
    (TOY_GUIDE.replace("{gap: 0.1}", "{gap: 5}"),
     "audioguide.yml: languages[0].options.gap: input should be less than or equal to 1, got 5"),
])
def test_plugin_options_are_checked_when_the_config_is_read(tmp_path: Path, config: str, message: str) -> None:
    site = tmp_path / "site"
    install(site)
    result = run(guide(tmp_path / "guide", config), site, "build")
    assert (result.returncode, result.stderr) == (1, f"error: {message}\n")


def test_installed_is_not_enabled(tmp_path: Path) -> None:
    """A package's reader reads nothing until the guide names it: its file type is refused, saying which reads it."""
    site = tmp_path / "site"
    install(site)
    folder = guide(tmp_path / "guide", TOY_GUIDE.split("readers:")[0])
    result = run(folder, site, "build")
    assert (result.returncode, result.stderr) == (1, (
        "error: content/a.toy: unknown document type '.toy' (known: .docx, .epub, .htm, .html, .markdown, .md,"
        " .mdx, .pdf, .qmd, .rest, .rmd, .rst, .text, .txt); the reader 'toy' of the package toy-audioguide reads"
        " it: name it under readers: in audioguide.yml to use it\n"))


def test_an_engine_whose_voice_file_changes_speaks_again(tmp_path: Path) -> None:
    """The engine names ``beep.voice`` as what its voice is made of: a new one is new audio, not the cache's."""
    site = tmp_path / "site"
    module = install(site)
    folder = guide(tmp_path / "guide")
    first = run(folder, site, "build", "-v")
    assert first.returncode == 0, first.stderr
    before = snapshot(folder / "output")
    (module / "beep.voice").write_text("500 600 700 800 900 1000 1100\n")
    second = run(folder, site, "build", "-v")
    assert second.returncode == 0, second.stderr
    assert counts(second.stderr) == (counts(first.stderr)[0], 0, 2)  # every cue: the toy engine speaks them all
    assert snapshot(folder / "output")["en/01-toy-title.mp3"] != before["en/01-toy-title.mp3"]


@pytest.mark.slow
def test_upgrading_a_plugin_package_builds_again(tmp_path: Path) -> None:
    site = tmp_path / "site"
    module = install(site)
    folder = guide(tmp_path / "guide")
    assert run(folder, site, "build").returncode == 0
    assert run(folder, site, "build").stderr == "Nothing changed since the last build; the output is up to date.\n"
    reader = module / "reader.py"
    reader.write_text(reader.read_text().replace('line.strip("= ")', 'line.strip("= ").upper()'))
    install(site, version="1.1")
    result = run(folder, site, "build")
    assert result.returncode == 0, result.stderr
    assert "FIRST WORDS HERE." in (folder / "output" / "en" / "01-toy-title.txt").read_text()


@pytest.mark.parametrize(("module", "raised"), [
    ("import toy_audioguide.missing_dependency\n", "ModuleNotFoundError: No module named"
                                                   " 'toy_audioguide.missing_dependency'"),
    ("import sys\nsys.exit(0)\n", "SystemExit: 0"),
])
@pytest.mark.slow
def test_a_broken_plugin_stops_only_the_guides_that_name_it(tmp_path: Path, module: str, raised: str) -> None:
    site = tmp_path / "site"
    install(site, entry_points={"audioguide.readers": {"broken": "toy_audioguide.broken:Reader"}})
    (site / "toy_audioguide" / "broken.py").write_text(module)
    plain = tmp_path / "plain"
    (plain / "content").mkdir(parents=True)
    for name in ("a.md", "b.md"):
        (plain / "content" / name).write_text("# Title\n\nSome text.\n")
    (plain / "audioguide.yml").write_text(TINY_GUIDE)
    built = run(plain, site, "build")
    assert built.returncode == 0, built.stderr
    (plain / "audioguide.yml").write_text(TINY_GUIDE + "readers: [broken]\n")
    refused = run(plain, site, "build")
    assert (refused.returncode, refused.stderr) == (1, (
        "error: audioguide.yml: readers[0].name: the reader 'broken' (entry point broken = toy_audioguide.broken:Reader"
        f" in audioguide.readers, from the package toy-audioguide 1.0) cannot be loaded ({raised}); upgrade or"
        " reinstall toy-audioguide, or name another reader in audioguide.yml\n"))


def test_an_output_without_publish_is_refused_when_the_config_is_read(tmp_path: Path) -> None:
    site = tmp_path / "site"
    install(site, entry_points={**TOY, "audioguide.outputs": {"silent": "toy_audioguide.engine:ToyOptions"}})
    folder = guide(tmp_path / "guide", TINY_GUIDE.replace("a.md", "a.toy") + "readers: [toy]\noutputs: [silent]\n")
    result = run(folder, site, "build")
    assert (result.returncode, result.stderr) == (1, (
        "error: audioguide.yml: outputs[0].name: the output 'silent' (entry point silent ="
        " toy_audioguide.engine:ToyOptions in audioguide.outputs, from the package toy-audioguide 1.0) is not an"
        " output: it has no publish; upgrade or reinstall toy-audioguide, or name another output in"
        " audioguide.yml\n"))
    assert not (folder / ".audioguide-cache" / "cues").exists()


@pytest.mark.slow
def test_a_plugin_named_like_a_builtin_never_replaces_it(tmp_path: Path) -> None:
    site = tmp_path / "site"
    install(site, package="clash-audioguide", entry_points={"audioguide.engines": {
        "espeak-ng": "toy_audioguide.engine:ToyEngine"}})
    folder = tmp_path / "guide"
    (folder / "content").mkdir(parents=True)
    for name in ("a.md", "b.md"):
        (folder / "content" / name).write_text("# Title\n\nSome text.\n")
    (folder / "audioguide.yml").write_text(TINY_GUIDE)
    assert run(folder, site, "build").returncode == 0
    espeak = snapshot(folder / "output")["en/01-title.mp3"]
    (folder / "audioguide.yml").write_text(
        TINY_GUIDE.replace("  - code: en\n", "  - code: en\n    engine: clash-audioguide:espeak-ng\n    voice: beep\n"))
    assert run(folder, site, "build").returncode == 0
    assert snapshot(folder / "output")["en/01-title.mp3"] != espeak
    listed = run(folder, site, "voices").stdout
    assert "espeak-ng (offline): ready" in listed and "clash-audioguide:espeak-ng (offline): ready" in listed


def test_without_the_package_the_engine_is_unknown(tmp_path: Path) -> None:
    (tmp_path / "content").mkdir()
    for name in ("a.md", "b.md"):
        (tmp_path / "content" / name).write_text("# T\n\nText.\n")
    (tmp_path / "audioguide.yml").write_text(TINY_GUIDE.replace("  - code: en\n", "  - code: en\n    engine: toy\n"))
    result = run(tmp_path, None, "build")
    assert result.returncode == 1
    known = ", ".join(engine_names())
    assert "toy" not in known
    assert result.stderr == (
        f"error: audioguide.yml: languages[0].engine: unknown speech engine 'toy' (known: {known})\n")


def test_the_builtins_are_where_the_registry_says() -> None:
    """Every built-in's class loads and has what its kind must have; the outputs every build runs are the
    ones the publishing layer runs first and last."""
    from audioguide.publish.release import ALWAYS, LAST

    for kind in plugins.KINDS:
        for name, _ in kind.builtin:
            assert plugins.load(kind, name) is not None
    assert set(plugins.OUTPUTS.fixed) == {*ALWAYS, *LAST}


@pytest.mark.parametrize(("module", "line", "noun", "name", "entry"), [
    ("engine.py", "        gap = ToyOptions", "speech engine", "toy",
     "toy = toy_audioguide.engine:ToyEngine in audioguide.engines"),
    ("reader.py", "        blocks, skipped = [], []", "reader", "toy",
     "toy = toy_audioguide.reader:ToyReader in audioguide.readers"),
    ("output.py", '        lines = ["#EXTM3U"]', "output", "playlist",
     "playlist = toy_audioguide.output:PlaylistOutput in audioguide.outputs"),
])
def test_a_plugin_that_fails_at_its_work_is_named_as_the_bug(
    tmp_path: Path, module: str, line: str, noun: str, name: str, entry: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plugin raising inside synthesize(), read() or publish(): one message naming it, its package and version;
    not audioguide's bug (exit 1, not 70), and the previous output intact."""
    site = tmp_path / "site"
    folder = guide(tmp_path / "guide")
    install(site)
    assert run(folder, site, "build").returncode == 0
    before = snapshot(folder / "output")
    source = install(site) / module
    method = {"engine.py": "synthesize", "reader.py": "read", "output.py": "publish"}[module]
    source.write_text(source.read_text().replace(line, f"        raise RuntimeError('boom')\n{line}", 1))
    (folder / "content" / "b.md").write_text("# Second\n\nChanged text here.\n")
    (folder / "content" / "a.toy").write_text("= Toy Title\nChanged words here.\n")
    result = run(folder, site, "build")
    assert (result.returncode, result.stderr.splitlines()[-1]) == (1, (
        f"error: the {noun} '{name}' (entry point {entry}, from the package toy-audioguide 1.0) failed in {method}()"
        f" (RuntimeError: boom); this is a bug in toy-audioguide 1.0: report it to its authors (AUDIOGUIDE_DEBUG=1"
        f" set shows where), or name another {noun} in audioguide.yml")), result.stderr
    assert "Traceback" not in result.stderr
    assert snapshot(folder / "output") == before
    if module == "reader.py":  # where it is, when asked
        monkeypatch.setenv("AUDIOGUIDE_DEBUG", "1")
        shown = run(folder, site, "build").stderr
        assert "Traceback (most recent call last):" in shown and "raise RuntimeError('boom')" in shown, shown
