"""Cover art: the configured image, or a clean generated one with the guide's title."""

from __future__ import annotations

import hashlib
import io
import textwrap
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, UnidentifiedImageError

from audioguide import __version__
from audioguide.common.errors import AudioguideError

SIZE = 1400
MIN_SIZE, MAX_SIZE = 1400, 3000
_BACKGROUND = (24, 44, 66)
_ACCENT = (236, 178, 92)
_TEXT = (250, 247, 240)


@dataclass(frozen=True)
class Cover:
    data: bytes
    mime: str
    extension: str


def cover_problems(path: Path) -> list[str]:
    """What keeps ``path`` from being podcast cover art (Apple's rules); empty when it is fine."""
    try:
        with Image.open(path) as image:
            kind, (width, height), mode = image.format, image.size, image.mode
    except (UnidentifiedImageError, OSError):
        return ["not a JPEG or PNG image"]
    if kind not in ("JPEG", "PNG"):
        return [f"a {kind} image; use JPEG or PNG"]
    problems = []
    extensions = {"JPEG": (".jpg", ".jpeg"), "PNG": (".png",)}[kind]
    if path.suffix.lower() not in extensions:
        problems.append(f"a {kind} image named {path.suffix or 'without extension'}; name it {extensions[0]}")
    if width != height or not MIN_SIZE <= width <= MAX_SIZE:
        problems.append(f"{width}×{height} px; it must be square, {MIN_SIZE} to {MAX_SIZE} px")
    if mode != "RGB":
        problems.append(f"colour mode {mode}; save it as RGB (no alpha channel, palette, greyscale or CMYK)")
    return problems


def load_cover(path: Path) -> Cover:
    """The configured cover, as its bytes and real type, checked against Apple's rules."""
    problems = cover_problems(path)
    if problems:
        raise AudioguideError(f"audioguide.yml: cover: {path.name} is " + "; ".join(problems))
    with Image.open(path) as image:
        extension = "jpg" if image.format == "JPEG" else "png"
    return Cover(path.read_bytes(), f"image/{extension.replace('jpg', 'jpeg')}", extension)


def cover_digest(title: str, byline: str) -> str:
    """Names a generated cover: its text, and the look, which changes with the version."""
    return hashlib.sha256(f"{__version__}\n{SIZE}\n{title}\n{byline}".encode()).hexdigest()


def generate_cover(title: str, byline: str) -> Cover:
    """A square 1400 px PNG: the title large, the byline small, on a calm background."""
    image = Image.new("RGB", (SIZE, SIZE), _BACKGROUND)
    draw = ImageDraw.Draw(image)
    margin = 120
    draw.rectangle((margin, margin, margin + 160, margin + 16), fill=_ACCENT)
    title_font = ImageFont.load_default(size=104)
    lines = textwrap.wrap(title, width=20)[:7]
    y = margin + 90
    for line in lines:
        draw.text((margin, y), line, font=title_font, fill=_TEXT)
        y += 128
    byline_font = ImageFont.load_default(size=52)
    draw.text((margin, SIZE - margin - 60), byline, font=byline_font, fill=_ACCENT)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return Cover(buffer.getvalue(), "image/png", "png")
