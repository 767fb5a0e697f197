"""Speaks every word as a short tone: an engine with no dependencies, for trying the plumbing."""

from __future__ import annotations

import math
import struct

from audioguide.engines import Engine, Speech, Voice

RATE = 16000


class ToyEngine(Engine):
    name = "toy"

    def version(self) -> str:
        return "1.0"

    def voices(self) -> list[Voice]:
        return [Voice("beep", "en", "Beeps, one per word")]

    def synthesize(self, text: str, language: str, voice: str, rate: float) -> Speech:
        samples: list[int] = []
        for word in text.split():
            pitch = 220 + 40 * (len(word) % 7)
            length = int(RATE * 0.18 / rate)
            samples += [int(8000 * math.sin(2 * math.pi * pitch * n / RATE)) for n in range(length)]
            samples += [0] * int(RATE * 0.06 / rate)
        return Speech(struct.pack(f"<{len(samples)}h", *samples), RATE)
