"""``audioguide init``: a new guide that builds at once, to start from.

It holds a commented ``audioguide.yml`` in English and Spanish, one short
Markdown document, and the Spanish catalog already translated, so the first
``audioguide build`` makes a podcast in two languages; the catalog is made by
the same extract and update the user will run, then filled in.

Nothing is ever overwritten, and a guide is never half made: the whole guide
is made in a scratch folder first, every file it would write is checked
against the folder given (none may exist, no folder it needs may be a file),
and only then are the files copied in.
"""

from __future__ import annotations

import json
import tempfile
from datetime import date
from pathlib import Path

from audioguide.common.errors import AudioguideError
from audioguide.common.files import write_atomic
from audioguide.common.resources import TEMPLATES
from audioguide.config import DEFAULT_ENGINE, load_config
from audioguide.speech.voices import best_voice
from audioguide.text.catalogs import catalog_path, extract_template, read_catalog, update_catalogs, write_catalog
from audioguide.text.documents import read_documents

_FILES = TEMPLATES / "init"
TITLE = "My Audio Guide"
AUTHOR = "The Guide's Author"
EMAIL = "podcast@example.org"
_GITIGNORE = "# Made by audioguide build: not sources.\n/output/\n/.audioguide-cache/\n"


def init(folder: Path, today: date | None = None) -> list[Path]:
    """Write a new guide into ``folder``; the files written. Nothing is ever overwritten."""
    with tempfile.TemporaryDirectory(prefix="audioguide-init-") as scratch:
        made = [path.relative_to(scratch) for path in _make(Path(scratch), today or date.today())]
        _refuse_in_the_way(folder, made)
        written: list[Path] = []
        try:
            for name in made:
                write_atomic(folder / name, (Path(scratch) / name).read_bytes())
                written.append(folder / name)
        except BaseException:
            for path in written:
                path.unlink(missing_ok=True)
            raise
    return [folder / name for name in made]


def _make(folder: Path, today: date) -> list[Path]:
    config = folder / "audioguide.yml"
    files = {
        config: (_FILES / "audioguide.yml").read_text(encoding="utf-8").format(
            title=TITLE, author=AUTHOR, email=EMAIL, year=today.year, published=f"{today}T08:00:00Z",
            en=_voice_lines("en"), es=_voice_lines("es")),
        folder / "content" / "welcome.md": (_FILES / "welcome.md").read_text(encoding="utf-8"),
        folder / ".gitignore": _GITIGNORE,
    }
    for path, text in files.items():
        write_atomic(path, text.encode("utf-8"))
    return [*files, *_catalogs(config)]


def _voice_lines(language: str) -> str:
    """The config's lines naming the best voice installed here for ``language`` (none: espeak-ng's, the
    default)."""
    engine, voice = best_voice(language)
    if voice is None or engine == DEFAULT_ENGINE:
        return ""
    return (f"\n    engine: {engine}" + " " * max(1, 28 - len(engine))
            + f"# the best voice installed here (audioguide voices --lang {language})\n    voice: {voice}")


def _refuse_in_the_way(folder: Path, names: list[Path]) -> None:
    """Refuse, before anything is written, a guide whose files exist or whose folders are files."""
    for name in names:
        path = folder / name
        for parent in [folder, *reversed(path.parents[: len(name.parts) - 1])]:
            if parent.exists() and not parent.is_dir():
                raise AudioguideError(
                    f"{parent}: is a file where the guide needs a folder; choose an empty or new folder for the guide"
                )
        if path.exists() or path.is_symlink():
            raise AudioguideError(f"{path}: already exists; choose an empty or new folder for the guide")


def _catalogs(config_path: Path) -> list[Path]:
    """translations/messages.pot and es.po as the user would make them, es.po then translated."""
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
