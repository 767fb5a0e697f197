"""Publishes a playlist of each language's episodes (M3U): an output in one module."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from audioguide.common.files import write_text
from audioguide.publish.release import LanguageRelease, PublishedFile


class PlaylistOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    file: str = Field(default="episodes.m3u", pattern=r"^[\w.-]+\.m3u$")
    """The playlist's file name in each language's folder."""


class PlaylistOutput:
    name = "playlist"
    Options = PlaylistOptions

    def __init__(self, options: PlaylistOptions | None = None) -> None:
        self.options = options or PlaylistOptions()

    def publish(self, release: LanguageRelease) -> None:
        lines = ["#EXTM3U"]
        for episode in release.episodes:
            (audio,) = episode.find("audio")
            duration = round(episode.made.record.duration)
            lines += [f"#EXTINF:{duration},{episode.planned.script.title}", audio.name]
        name = self.options.file
        write_text(release.folder / name, "\n".join(lines) + "\n")
        release.files.append(PublishedFile(name, release.url(name), "audio/x-mpegurl", "download"))
