"""Publishes a playlist of each language's episodes (M3U): an output in one module."""

from __future__ import annotations

from audioguide.output import write_text
from audioguide.outputs import LanguageRelease, PublishedFile


class PlaylistOutput:
    name = "playlist"

    def publish(self, release: LanguageRelease) -> None:
        lines = ["#EXTM3U"]
        for episode in release.episodes:
            (audio,) = episode.find("audio")
            duration = round(episode.made.record.duration)
            lines += [f"#EXTINF:{duration},{episode.planned.script.title}", audio.name]
        write_text(release.folder / "episodes.m3u", "\n".join(lines) + "\n")
        release.files.append(PublishedFile("episodes.m3u", release.url("episodes.m3u"), "audio/x-mpegurl", "download"))
