"""Reads ``.toy`` documents: ``= Title``, ``== Heading``, and one paragraph per other line."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from audioguide.text.readers import Block, Reading, Skipped


class ToyReaderOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    skip: str | None = None
    """Lines starting with this are not read (and are reported as left out)."""


class ToyReader:
    extensions = (".toy",)
    Options = ToyReaderOptions

    def __init__(self, options: ToyReaderOptions | None = None) -> None:
        self.options = options or ToyReaderOptions()

    def read(self, data: bytes, name: str) -> Reading:
        blocks, skipped = [], []
        for number, line in enumerate(data.decode("utf-8").splitlines(), start=1):
            if self.options.skip and line.startswith(self.options.skip):
                skipped.append(Skipped(number, "comment", len(line.split())))
                continue
            level = len(line) - len(line.lstrip("="))
            if line.strip("= "):
                blocks.append(Block(line.strip("= "), number, level))
        return Reading(blocks, skipped=skipped)
