"""Every file name in the output is ASCII without spaces: URLs built from them work in every app."""

from __future__ import annotations

import re
from pathlib import Path

from audioguide.check.report import Report

_SAFE = re.compile(r"^[A-Za-z0-9._-]+$")


def check_names(folder: Path, report: Report) -> None:
    for path in sorted(folder.rglob("*")):
        if not _SAFE.match(path.name):
            report.error(path, "file-name", f"{path.name!r} is not an ASCII slug (letters, digits, . _ -);"
                         " podcast apps fail on other URLs")
