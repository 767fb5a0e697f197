"""The language's podcast feed, ``feed.xml``: RSS 2.0 with Apple's tags, Podcasting 2.0 and PSC chapters.

Each episode's published files become its tags: the ``audio`` file the enclosure,
``chapters`` the JSON chapters, each ``transcript`` a ``podcast:transcript`` and each
``alternate`` (another encoding of the audio, such as Ogg Opus) a ``podcast:alternateEnclosure``.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from audioguide import feed, ffmpeg
from audioguide.errors import AudioError
from audioguide.guids import feed_url
from audioguide.output import write_text
from audioguide.outputs import EpisodeRelease, LanguageRelease, PublishedFile
from audioguide.plan import description

log = logging.getLogger(__name__)


class FeedOutput:
    name = "feed"

    def publish(self, release: LanguageRelease) -> None:
        info = feed_info(release)
        write_text(release.folder / "feed.xml", feed.render_feed(info, release.plan.translations))
        log.info("%s: %d episodes, feed %s", release.code, len(info.episodes), info.url)


def feed_info(release: LanguageRelease) -> feed.FeedInfo:
    """What the feed (and the pages, which show the same) says of the language and its episodes."""
    config, code = release.config, release.code
    episodes = tuple(published_episode(release, episode) for episode in release.episodes)
    (cover,) = [file for file in release.find("download") if file.name.startswith("cover.")]
    return feed.FeedInfo(
        url=feed_url(config, code),
        link=config.link or release.url("index.html"),
        title=release.plan.guide.title,
        description=release.plan.description,
        language=code.lower(),
        author=config.author,
        owner_name=config.owner.name,
        owner_email=config.owner.email,
        copyright=config.copyright,
        category=config.category,
        subcategory=config.subcategory,
        explicit=config.explicit,
        cover_url=cover.url,
        published=max(episode.published for episode in episodes),
        episodes=episodes,
        podcast_guid=release.podcast_guid,
        alternates=tuple(
            (other.code.lower(), feed_url(config, other.code)) for other in config.languages
            if other.code != code and release.published(other.code)
        ),
        locked=config.locked,
        new_feed_url=feed_url(config, code, config.new_base_url) if config.new_base_url else None,
    )


def published_episode(release: LanguageRelease, episode: EpisodeRelease) -> feed.PublishedEpisode:
    script = episode.planned.script
    (audio,) = episode.find("audio")
    (chapters,) = episode.find("chapters")
    duration = episode.made.record.duration
    return feed.PublishedEpisode(
        number=script.number,
        title=feed.short_title(script.title),
        guid=feed.episode_guid(script.language, script.document_id),
        published=script.published,
        description=description(script),
        duration=duration,
        audio_url=audio.url,
        audio_bytes=(release.folder / audio.name).stat().st_size,
        page_url=release.url(f"index.html#episode-{script.number}"),
        chapters_url=chapters.url,
        chapters=episode.chapters,
        transcripts=tuple(
            feed.TranscriptLink(file.url, file.mime, file.timed) for file in episode.find("transcript")
        ),
        alternates=tuple(alternate_enclosure(release.folder / file.name, file) for file in episode.find("alternate")),
    )


def alternate_enclosure(path: Path, file: PublishedFile) -> feed.AlternateEnclosure:
    """Another encoding of an episode's audio, published at ``path``: its size and its audio's bitrate."""
    return feed.AlternateEnclosure(file.url, file.mime, path.stat().st_size, audio_bitrate(path))


def audio_bitrate(path: Path) -> int | None:
    """The average bitrate of the file's first audio stream, in bits per second: its packets' bytes
    over their duration, as ffmpeg reads them. The container, the tags and a cover are not counted,
    so this is the encoding's bitrate. None when ffmpeg finds no audio stream in the file."""
    try:
        listing, _ = ffmpeg.run(["-v", "error", "-i", str(path), "-map", "0:a:0", "-c", "copy", "-f", "framecrc", "-"])
    except AudioError:
        return None
    return _framecrc_bitrate(listing.decode("ascii", "replace"))


def _framecrc_bitrate(listing: str) -> int | None:
    """Bits per second from ffmpeg's ``framecrc`` listing of one stream (``#tb 0: 1/48000``, then a line
    per packet: stream, dts, pts, duration, size, checksum)."""
    timebase = re.search(r"^#tb 0: (\d+)/(\d+)$", listing, re.MULTILINE)
    packets = [line.split(",") for line in listing.splitlines() if line and not line.startswith("#")]
    ticks = sum(int(fields[3]) for fields in packets)
    if timebase is None or ticks <= 0:
        return None
    seconds = ticks * int(timebase[1]) / int(timebase[2])
    return round(sum(int(fields[4]) for fields in packets) * 8 / seconds)
