"""Finding the pieces audioguide is built from: readers, speech engines and outputs.

Each kind has its built-in pieces, named ``"module:attribute"`` so that a
module is imported only when its piece is first used, and any installed
package can add more through an entry point in the kind's group
(``audioguide.readers``, ``audioguide.engines``, ``audioguide.outputs``)::

    [project.entry-points."audioguide.engines"]
    my-engine = "my_package.engine:MyEngine"

A package's piece with a built-in's name replaces it.
"""

from __future__ import annotations

import importlib
import logging
from functools import cache
from importlib.metadata import entry_points
from typing import Any

log = logging.getLogger(__name__)


@cache
def registry(group: str, builtin: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Name → ``"module:attribute"``: the built-in pieces, then those installed packages add."""
    found = dict(builtin)
    for point in entry_points(group=group):
        log.debug("%s: %s from %s", group, point.name, point.value)
        found[point.name] = point.value
    return found


def load(target: str) -> Any:
    """The object ``"module:attribute"`` names, its module imported now."""
    module_name, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module_name), attribute)
