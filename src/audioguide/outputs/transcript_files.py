"""Each episode's transcripts: WebVTT, SRT, JSON and plain text (the HTML one is a page of the site)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from audioguide import transcripts
from audioguide.output import write_text
from audioguide.outputs import LanguageRelease, PublishedFile


class TranscriptOutput:
    name = "transcripts"

    def publish(self, release: LanguageRelease) -> None:
        _ = release.plan.translations.gettext
        # Translators: who speaks in the transcripts (WebVTT's <v Narrator> voice span, the JSON
        # transcript's "speaker"): the voice reading the guide. One line, a name or a role.
        narrator = _("Narrator")
        srt = partial(transcripts.to_srt, width=release.config.srt_line_width)
        for episode in release.episodes:
            transcript = replace(episode.transcript, speaker=narrator)
            for suffix, (mime, timed, write) in transcripts.FORMATS.items():
                name = f"{episode.slug}{suffix}"
                if suffix == ".srt":
                    write = srt
                if write is not None:
                    write_text(release.folder / name, write(transcript))
                # The HTML transcript is written with the other pages, last; the feed links it before.
                episode.files.append(PublishedFile(name, release.url(name), mime, "transcript", timed))
