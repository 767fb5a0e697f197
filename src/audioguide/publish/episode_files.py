"""Each episode's files, published first: its MP3 (a copy of the one made, never a link into the cache), its
JSON chapters, the cover, and its transcripts in WebVTT, SRT, JSON and plain text (the HTML one is a page of
the site)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from audioguide.common.files import copy_file, write_bytes, write_text
from audioguide.publish import feed
from audioguide.publish import transcript as transcripts
from audioguide.publish.release import LanguageRelease, PublishedFile


class AudioOutput:
    name = "audio"

    def publish(self, release: LanguageRelease) -> None:
        cover = f"cover.{release.cover.extension}"
        write_bytes(release.folder / cover, release.cover.data)
        release.files.append(PublishedFile(cover, release.url(cover), release.cover.mime, "download"))
        for episode in release.episodes:
            mp3 = f"{episode.slug}.mp3"
            copy_file(episode.made.mp3, release.folder / mp3)
            chapters = f"{episode.slug}.chapters.json"
            write_text(release.folder / chapters, feed.chapters_json(episode.chapters))
            episode.files += [
                PublishedFile(mp3, release.url(mp3), "audio/mpeg", "audio"),
                PublishedFile(chapters, release.url(chapters), "application/json+chapters", "chapters"),
            ]


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
