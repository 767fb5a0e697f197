"""``audioguide check``: a published output folder against the podcast standards.

Every feed (``<lang>/feed.xml``) is read as a podcast app would, then every
file it points to is checked: MP3s exist, have the announced size, decode,
and reach the loudness target; chapters agree between ID3, JSON and PSC;
transcripts follow their format's rules; cover art follows Apple's. The
pages and feeds link only languages the output holds. Each
problem is one :class:`Finding`, printed as ``path[:line]: severity: message [rule]``.
"""

from __future__ import annotations

import html
from pathlib import Path

from audioguide.check import feeds, language, media, names, pages
from audioguide.check.report import Finding, Report, Targets

__all__ = ["Finding", "Report", "Targets", "check_output"]


def check_output(folder: Path, targets: Targets = Targets()) -> Report:
    """Every rule on every feed in ``folder`` and the files they point to."""
    report = Report(folder)
    paths = sorted(folder.glob("*/feed.xml"))
    if not paths:
        report.error(folder, "output", "no <language>/feed.xml here; point check at the folder"
                     " audioguide build writes (output/)")
    for path in paths:
        feed = feeds.check_feed(path, folder, report)
        if feed is not None:
            media.check_files(feed, report, targets)
            language.check_language(feed, report)
        _check_credits(path, targets.credits.get(path.parent.name, ()), report)
    pages.check_pages(folder, report)
    names.check_names(folder, report)
    return report


def _check_credits(feed: Path, required: tuple[str, ...], report: Report) -> None:
    """Each credit the voices' licences require, in the feed (its description and every episode's notes)."""
    try:
        text = html.unescape(feed.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return  # the feed's own rules say why
    for credit in required:
        if credit not in text:
            report.warning(feed, "voice-credit", f"the voice {credit} asks to be credited where it is published, and"
                                                 " the feed does not name it; build again, or give the language a"
                                                 " credit: in audioguide.yml")
