"""Where the package's own files are: templates, catalogs of its words, schemas."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).parent.parent
"""The ``audioguide`` package's folder."""
TEMPLATES = PACKAGE / "templates"
LOCALE = PACKAGE / "locale"
"""audioguide's own words in each shipped language (``<lang>.po``)."""
SCHEMAS = PACKAGE / "schemas"
