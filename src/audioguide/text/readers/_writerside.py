"""JetBrains Writerside's topics: ``%product%`` is the value of the project's variable of that name.

A Writerside project lists its variables in the ``v.list`` its ``writerside.cfg`` names (``<var name="product"
value="Patch Manager"/>``), and the help shows each ``%name%`` in a topic as its value. A ``%name%`` the list does
not define is read as its name and reported.
"""

from __future__ import annotations

import re
from pathlib import Path

from audioguide.config.writerside import writerside_variables
from audioguide.text.readers import Skipped

_VARIABLE = re.compile(r"%([A-Za-z][\w.-]*)%")


def with_variables(text: str, document: Path | None) -> tuple[str, list[Skipped]]:
    """``text`` with each ``%name%`` its project defines replaced by its value, in a topic of a Writerside project;
    an undefined one read as its name and reported (with its line)."""
    variables = writerside_variables(document) if document is not None and "%" in text else None
    if variables is None:
        return text, []
    unknown: list[Skipped] = []

    def value(found: re.Match[str]) -> str:
        if found[1] in variables:
            return variables[found[1]]
        line = text.count("\n", 0, found.start()) + 1
        unknown.append(Skipped(line, f"Writerside variable {found[0]} (not in the project's v.list)", 1,
                               said=found[1]))
        return found[1]

    return _VARIABLE.sub(value, text), unknown
