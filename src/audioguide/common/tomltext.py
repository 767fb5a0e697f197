"""TOML text read where Python reads it: front matter (Hugo's, Zola's), site and theme configs."""

from __future__ import annotations

import sys
from typing import Any


def loads_toml(text: str) -> dict[str, Any] | None:
    """``text`` as TOML; None before Python 3.11, which has no ``tomllib`` (each caller says what that leaves
    unread). Text that is no TOML raises ``tomllib.TOMLDecodeError``, a ``ValueError``."""
    if sys.version_info >= (3, 11):
        import tomllib

        return tomllib.loads(text)
    return None
