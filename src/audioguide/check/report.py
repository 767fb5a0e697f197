"""What ``audioguide check`` finds: one finding per problem, with file, line and rule."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal
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
    """What the audio must measure: Apple's -16 LUFS ± 1 LU and -1 dBTP unless told otherwise."""

    loudness: float = -16.0
    tolerance: float = 1.0
    true_peak: float = -1.0


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
