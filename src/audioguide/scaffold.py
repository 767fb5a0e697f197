"""``audioguide init``: a new guide that builds at once, to start from.

It holds a commented ``audioguide.yml`` in English and Spanish, one short
Markdown document, and the Spanish catalog already translated, so the first
``audioguide build`` makes a podcast in two languages; the catalog is made by
the same extract and update the user will run, then filled in.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from audioguide.errors import AudioguideError
from audioguide.output import write_atomic

_FILES = Path(__file__).parent / "templates" / "init"
TITLE = "My Audio Guide"
AUTHOR = "The Guide's Author"
EMAIL = "podcast@example.org"
_GITIGNORE = "# Made by audioguide build: not sources.\n/output/\n/.audioguide-cache/\n"


def init(folder: Path, today: date | None = None) -> list[Path]:
    """Write a new guide into ``folder``; the files written. Nothing is ever overwritten."""
    config = folder / "audioguide.yml"
    today = today or date.today()
    files = {
        config: (_FILES / "audioguide.yml").read_text(encoding="utf-8").format(
            title=TITLE, author=AUTHOR, email=EMAIL, year=today.year, published=f"{today}T08:00:00Z"),
        folder / "content" / "welcome.md": (_FILES / "welcome.md").read_text(encoding="utf-8"),
        folder / ".gitignore": _GITIGNORE,
    }
    there = [path for path in files if path.exists()]
    if there:
        raise AudioguideError(f"{there[0]}: already exists; choose an empty or new folder for the guide")
    for path, text in files.items():
        write_atomic(path, text.encode("utf-8"))
    return [*files, *_catalogs(config)]


def _catalogs(config_path: Path) -> list[Path]:
    """translations/messages.pot and es.po as the user would make them, es.po then translated."""
    from audioguide.config import load_config
    from audioguide.plan import read_documents
    from audioguide.translate import catalog_path, extract_template, read_catalog, update_catalogs, write_catalog

    config = load_config(config_path)
    documents = read_documents(config)
    template = extract_template(config, documents)
    update_catalogs(config, documents)
    spanish = json.loads((_FILES / "welcome.es.json").read_text(encoding="utf-8"))
    path = catalog_path(config, "es")
    catalog = read_catalog(path, "es")
    for message in catalog:
        if message.id in spanish:
            message.string = spanish[message.id]
    write_catalog(path, catalog)
    return [template, path]
