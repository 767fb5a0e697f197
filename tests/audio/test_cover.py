"""Cover art: a configured image checked against Apple's rules, or one generated per language."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from audioguide.audio.cover import cover_problems, generate_cover, load_cover
from audioguide.common.errors import AudioguideError
from tests.conftest import run_cli


def image(path: Path, size: tuple[int, int] = (1400, 1400), mode: str = "RGB", kind: str | None = None) -> Path:
    Image.new(mode, size).save(path, format=kind)
    return path


@pytest.mark.parametrize(("name", "size", "mode", "kind"), [
    ("cover.png", (1400, 1400), "RGB", "PNG"),
    ("cover.jpg", (3000, 3000), "RGB", "JPEG"),
    ("cover.jpeg", (2048, 2048), "RGB", "JPEG"),
    ("COVER.PNG", (1400, 1400), "RGB", "PNG"),
])
def test_good_covers(tmp_path: Path, name: str, size: tuple[int, int], mode: str, kind: str) -> None:
    path = image(tmp_path / name, size, mode, kind)
    assert cover_problems(path) == []
    cover = load_cover(path)
    assert (cover.mime, cover.extension) == ({"PNG": "image/png", "JPEG": "image/jpeg"}[kind],
                                             {"PNG": "png", "JPEG": "jpg"}[kind])
    assert cover.data == path.read_bytes()


@pytest.mark.parametrize(("name", "size", "mode", "kind", "problems"), [
    ("small.png", (1000, 1000), "RGB", "PNG", ["1000×1000 px; it must be square, 1400 to 3000 px"]),
    ("big.jpg", (3001, 3001), "RGB", "JPEG", ["3001×3001 px; it must be square, 1400 to 3000 px"]),
    ("wide.png", (2000, 1400), "RGB", "PNG", ["2000×1400 px; it must be square, 1400 to 3000 px"]),
    ("alpha.png", (1400, 1400), "RGBA", "PNG",
     ["colour mode RGBA; save it as RGB (no alpha channel, palette, greyscale or CMYK)"]),
    ("print.jpg", (1400, 1400), "CMYK", "JPEG",
     ["colour mode CMYK; save it as RGB (no alpha channel, palette, greyscale or CMYK)"]),
    ("cover.jpg", (1400, 1400), "RGB", "PNG", ["a PNG image named .jpg; name it .png"]),
    ("cover.gif", (1400, 1400), "RGB", "GIF", ["a GIF image; use JPEG or PNG"]),
    ("everything.jpg", (900, 1000), "P", "PNG", [
        "a PNG image named .jpg; name it .png", "900×1000 px; it must be square, 1400 to 3000 px",
        "colour mode P; save it as RGB (no alpha channel, palette, greyscale or CMYK)"]),
])
def test_bad_covers(tmp_path: Path, name: str, size: tuple[int, int], mode: str, kind: str,
                    problems: list[str]) -> None:
    path = image(tmp_path / name, size, mode, kind)
    assert cover_problems(path) == problems
    with pytest.raises(AudioguideError) as error:
        load_cover(path)
    assert str(error.value) == f"audioguide.yml: cover: {name} is " + "; ".join(problems)


def test_not_an_image(tmp_path: Path) -> None:
    path = tmp_path / "cover.png"
    path.write_text("not an image")
    assert cover_problems(path) == ["not a JPEG or PNG image"]


def test_generated_cover_is_valid_cover_art(tmp_path: Path) -> None:
    cover = generate_cover("Partir : quitter un narcissique en toute sécurité", "The Walking Away Project")
    path = tmp_path / f"cover.{cover.extension}"
    path.write_bytes(cover.data)
    assert cover_problems(path) == []
    with Image.open(io.BytesIO(cover.data)) as generated:
        assert (generated.format, generated.size, generated.mode) == ("PNG", (1400, 1400), "RGB")
    other = generate_cover("Walking Away: Leaving a Narcissist, Safely", "The Walking Away Project")
    assert other.data != cover.data  # the title is drawn


def test_a_bad_configured_cover_stops_the_build_before_any_audio(sample_config: Path) -> None:
    image(sample_config.parent / "cover.png", (1000, 1000))
    text = sample_config.read_text(encoding="utf-8")
    sample_config.write_text(text + "\ncover: cover.png\n", encoding="utf-8")
    result = run_cli("build", "-c", sample_config)
    assert (result.returncode, result.stderr) == (
        1, "error: audioguide.yml: cover: cover.png is 1000×1000 px; it must be square, 1400 to 3000 px\n")
    assert not (sample_config.parent / "output").exists()
    assert not (sample_config.parent / ".audioguide-cache" / "cues").exists()
