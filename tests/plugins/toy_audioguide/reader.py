"""Reads ``.toy`` documents: ``= Title``, ``== Heading``, and one paragraph per other line."""

from __future__ import annotations

from audioguide.readers import Block, Reading


class ToyReader:
    extensions = (".toy",)

    def read(self, data: bytes, name: str) -> Reading:
        blocks = []
        for number, line in enumerate(data.decode("utf-8").splitlines(), start=1):
            level = len(line) - len(line.lstrip("="))
            if line.strip("= "):
                blocks.append(Block(line.strip("= "), number, level))
        return Reading(blocks)
