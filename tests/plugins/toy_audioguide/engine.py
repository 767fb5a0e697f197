"""Speaks every word as a short tone: an engine with no dependencies, for trying the plumbing.

The tones' pitches are the voice, read from ``beep.voice`` beside this module:
the engine names that file as what the voice is made of (``inputs``), so a new
``beep.voice`` gives new audio in every guide that uses the voice.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from audioguide.speech.engines import Engine, Speech, Voice

RATE = 16000
VOICE_FILE = Path(__file__).with_name("beep.voice")


class ToyOptions(BaseModel):
    """The engine's own settings (``languages[].options``): checked when the config is read."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    gap: float = Field(default=0.06, ge=0, le=1)
    """Seconds of silence after each word."""


class ToyEngine(Engine):
    name = "toy"
    Options = ToyOptions

    def version(self) -> str:
        return "1.0"

    def voices(self) -> list[Voice]:
        return [Voice("beep", "en", "Beeps, one per word")]

    def inputs(self, voice: str) -> list[Path]:
        return [VOICE_FILE]

    def synthesize(
        self, text: str, language: str, voice: str, rate: float, options: Mapping[str, Any] | None = None
    ) -> Speech:
        gap = ToyOptions.model_validate(dict(options or {})).gap
        pitches = [int(value) for value in VOICE_FILE.read_text().split()]
        samples: list[int] = []
        for word in text.split():
            pitch = pitches[len(word) % len(pitches)]
            length = int(RATE * 0.18 / rate)
            samples += [int(8000 * math.sin(2 * math.pi * pitch * n / RATE)) for n in range(length)]
            samples += [0] * int(RATE * gap / rate)
        return Speech(struct.pack(f"<{len(samples)}h", *samples), RATE)
