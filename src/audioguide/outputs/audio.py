"""Each episode's MP3 (a copy of the one made, never a link into the cache), its chapters, the cover."""

from __future__ import annotations

from audioguide import feed
from audioguide.output import copy_file, write_bytes, write_text
from audioguide.outputs import LanguageRelease, PublishedFile


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
