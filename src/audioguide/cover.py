"""Cover art: the configured image, or a clean generated one with the guide's title."""

from __future__ import annotations

import hashlib
import io
import textwrap
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, UnidentifiedImageError

from audioguide import __version__
from audioguide.errors import AudioguideError

SIZE = 1400
_BACKGROUND = (24, 44, 66)
_ACCENT = (236, 178, 92)
_TEXT = (250, 247, 240)


@dataclass(frozen=True)
class Cover:
    data: bytes
    mime: str
    extension: str


def load_cover(path: Path) -> Cover:
    """The configured cover, as its bytes and real type."""
    try:
        with Image.open(path) as image:
            kind = image.format
    except (UnidentifiedImageError, OSError):
        raise AudioguideError(f"audioguide.yml: cover: {path.name} is not a JPEG or PNG image") from None
    if kind not in ("JPEG", "PNG"):
        raise AudioguideError(f"audioguide.yml: cover: {path.name} is {kind}; use a JPEG or PNG image")
    extension = "jpg" if kind == "JPEG" else "png"
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
