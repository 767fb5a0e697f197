"""Each episode's transcripts: WebVTT, SRT, JSON and plain text (the HTML one is a page of the site)."""

from __future__ import annotations

from audioguide import transcripts
from audioguide.output import write_text
from audioguide.outputs import LanguageRelease, PublishedFile


class TranscriptOutput:
    name = "transcripts"

    def publish(self, release: LanguageRelease) -> None:
        for episode in release.episodes:
            for suffix, (mime, timed, write) in transcripts.FORMATS.items():
                name = f"{episode.slug}{suffix}"
                if write is not None:
                    write_text(release.folder / name, write(episode.transcript))
                # The HTML transcript is written with the other pages, last; the feed links it before.
                episode.files.append(PublishedFile(name, release.url(name), mime, "transcript", timed))
