"""The up-to-date check: every input counts, the output folder too, nothing else."""

from __future__ import annotations

import os
from pathlib import Path

from audioguide.uptodate import inputs_digest, is_up_to_date, output_digest, record

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
    assert not is_up_to_date(sample_config, output, OPTIONS)
    record(sample_config, output, OPTIONS)
    assert is_up_to_date(sample_config, output, OPTIONS)
    before = output_digest(output)
    (output / "en" / "feed.xml").write_text("<rss>changed</rss>")
    assert output_digest(output) != before
    assert not is_up_to_date(sample_config, output, OPTIONS)
    assert not is_up_to_date(sample_config, sample_config.parent / "elsewhere", OPTIONS)
