"""What ``audioguide check`` finds: one finding per problem, with file, line and rule."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Finding:
    path: str
    """Relative to the output folder, with ``:line`` where the line is known."""
    severity: Severity
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.severity}: {self.message} [{self.rule}]"


@dataclass(frozen=True)
class Targets:
    """What the audio must measure: Apple's -16 LUFS ± 1 LU and -1 dBTP unless told otherwise, and how much of
    it an offline listener may mishear (``check --listen``): 8% of the words unless told otherwise."""

    loudness: float = -16.0
    tolerance: float = 1.0
    true_peak: float = -1.0
    max_wer: Mapping[str, float] = field(default_factory=dict)
    """Per language, in %, where the guide sets it."""
    default_wer: float = 8.0
    credits: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per language, the credits its voices' licences require the output to give."""

    def wer(self, language: str) -> float:
        """The highest word error rate for ``language``, as a fraction."""
        return self.max_wer.get(language, self.default_wer) / 100

    @classmethod
    def recorded(cls, recorded: Mapping[str, Any]) -> Targets:
        """The targets a build recorded with its output (see ``publish.staging.targets``); a value that is
        not a number is not used."""
        numbers = {key: float(value) for key, value in recorded.items() if _number(value)}
        rates = recorded.get("max_wer")
        owed = recorded.get("credits")
        return cls(
            credits={str(code): tuple(str(text) for text in texts) for code, texts in owed.items()
                     if isinstance(texts, list)} if isinstance(owed, dict) else {},
            loudness=numbers.get("loudness", cls.loudness),
            true_peak=numbers.get("true_peak", cls.true_peak),
            max_wer={str(code): float(rate) for code, rate in rates.items() if _number(rate)}
            if isinstance(rates, dict) else {},
        )

    def told(self, loudness: float | None, tolerance: float, true_peak: float | None,
             max_wer: float | None) -> Targets:
        """These targets with what the user gave on the command line (None: not given) put first."""
        return replace(
            self,
            loudness=self.loudness if loudness is None else loudness,
            tolerance=tolerance,
            true_peak=self.true_peak if true_peak is None else true_peak,
            max_wer=self.max_wer if max_wer is None else {},
            default_wer=self.default_wer if max_wer is None else max_wer,
        )


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


@dataclass
class Report:
    root: Path
    findings: list[Finding] = field(default_factory=list)

    def add(self, severity: Severity, path: Path, rule: str, message: str, line: int | None = None) -> None:
        inside = path.is_relative_to(self.root) and path != self.root
        name = path.relative_to(self.root).as_posix() if inside else str(path)
        self.findings.append(Finding(f"{name}:{line}" if line else name, severity, rule, message))

    def error(self, path: Path, rule: str, message: str, line: int | None = None) -> None:
        self.add("error", path, rule, message, line)

    def warning(self, path: Path, rule: str, message: str, line: int | None = None) -> None:
        self.add("warning", path, rule, message, line)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "warning"]

    def summary(self, feeds: int) -> str:
        """``0 errors, 1 warning in 1 feed``: what ``audioguide check`` ends with."""
        return f"{_counted(len(self.errors), 'error')}, {_counted(len(self.warnings), 'warning')}" \
            f" in {_counted(feeds, 'feed')}"


def _counted(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def output_file(output: Path, relative_url: str) -> Path | None:
    """The file of the output folder a URL path relative to it names (``%2e%2e`` and all escapes decoded,
    query and fragment dropped); None when it lies outside the folder, through ``..`` or a link."""
    address = unquote(relative_url.split("#", 1)[0].split("?", 1)[0])
    path = output / address
    try:
        real = path.resolve()
    except (OSError, RuntimeError, ValueError):  # a link loop, a NUL in the name
        return None
    return path if real.is_relative_to(output.resolve()) and real != output.resolve() else None
