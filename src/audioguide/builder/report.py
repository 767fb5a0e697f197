"""What a build did, for its summary line."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from audioguide.common.progress import SynthesisStats


@dataclass
class BuildReport:
    output: Path
    languages: list[str] = field(default_factory=list)
    episodes: int = 0
    audio_seconds: float = 0.0
    stats: SynthesisStats = field(default_factory=SynthesisStats)
    encoded: int = 0
    seconds: float = 0.0
    skipped: int = 0
    """Places the documents' readers left out (``audioguide script`` lists them)."""
    up_to_date: bool = False
    """Nothing changed since the last build: nothing was done."""
