"""Each episode in Ogg Opus as well: ``<slug>.opus``, for the feed to offer as ``podcast:alternateEnclosure``.

libopus (in the imageio-ffmpeg build), mono, 32 kbit/s VBR, a third of the
MP3's size: a rate Opus's speech modes are made for. Its default ``audio``
application, since ``voip`` trades fidelity for intelligibility on calls;
ffmpeg's own ``opus`` encoder is experimental, CELT only, and measured less
faithful at this rate. Encoded from the episode's speech like the audiobook,
never from the MP3, and mastered to the same loudness and true-peak targets
(:mod:`audioguide.audio.mastering`).

Tags are Vorbis comments written with mutagen: title, artist, album, date,
track, language, genre, description, copyright, the voices (``PERFORMER``), the cover as a
``METADATA_BLOCK_PICTURE``, and the chapters as the Xiph chapter extension
numbers them from 001 (``CHAPTER001=00:01:10.047``, ``CHAPTER001NAME=…``),
which ffmpeg, VLC, mpv and AntennaPod read.
"""

from __future__ import annotations

import base64
import hashlib
import io
import logging
from dataclasses import dataclass
from pathlib import Path

from mutagen.flac import Picture
from mutagen.id3 import PictureType
from mutagen.oggopus import OggOpus, OggOpusVComment
from PIL import Image

from audioguide.audio.episode import inputs_digest
from audioguide.audio.episode_cache import EncodeJob, VerifiedCache
from audioguide.audio.mastering import Codec, excerpt, master, normalized_speech
from audioguide.audio.tags import Chapter
from audioguide.common import ffmpeg
from audioguide.common.ffmpeg import Measured
from audioguide.common.files import copy_file
from audioguide.config import AudioConfig
from audioguide.publish.release import EpisodeRelease, LanguageRelease, PublishedFile, ensure_speech
from audioguide.speech.cues import CueCache
from audioguide.speech.plan import PlannedEpisode
from audioguide.speech.voices import voice_credits
from audioguide.text.script import description, short_title

log = logging.getLogger(__name__)

MIME = "audio/ogg; codecs=opus"
BITRATE = 32
"""kbit/s, mono."""
RATE = 48000
"""What Opus always codes at: the speech is resampled once, in the mastering chain."""
OPUS_CODEC = Codec(("-c:a", "libopus", "-b:a", f"{BITRATE}k", "-application", "audio"), margin=1.0, loss=0.3)


class OpusOutput:
    name = "opus"

    def publish(self, release: LanguageRelease) -> None:
        store = VerifiedCache(release.config.episode_folder)
        jobs = {}
        for episode in release.episodes:
            spec = OpusSpec(
                episode.planned, episode.made.record.duration, str(release.config.cue_location), release.config.audio,
                stream_serial(release, episode), episode_tags(release, episode), release.cover.data,
                release.cover.mime, f"{release.code}/{episode.slug}.opus",
            )
            digest = inputs_digest("opus", {
                "episode": episode.speech_identity(),
                "serial": spec.serial,
                "tags": spec.tags,
                "cover": hashlib.sha256(release.cover.data).hexdigest(),
                "settings": release.config.audio.model_dump(),
                "bitrate": BITRATE,
            })
            jobs[episode.slug] = (episode, EncodeJob(digest, ".opus", spec.name, encode_opus, spec))
        todo = {slug: job for slug, job in jobs.items() if store.verified(job[1].digest, ".opus") is None}
        for slug in jobs:
            if slug not in todo:
                log.debug("%s/%s.opus: unchanged, copied from the cache", release.code, slug)
        ensure_speech([episode for episode, _ in todo.values()], CueCache(release.config.cue_location),
                      release.encoders.workers)
        release.encoders.encode(store, [job for _, job in todo.values()])
        for slug, (episode, job) in jobs.items():
            file = f"{slug}.opus"
            copy_file(store.path(job.digest, ".opus"), release.folder / file)
            episode.files.append(PublishedFile(file, release.url(file), MIME, "alternate"))


@dataclass(frozen=True)
class OpusSpec:
    """What an episode's Opus file is made of: plain data, for a cluster's worker as for this machine."""

    planned: PlannedEpisode
    duration: float
    """Its MP3's: the speech assembled again must last as long."""
    cue_location: str
    settings: AudioConfig
    serial: int
    tags: dict[str, list[str]]
    cover: bytes
    cover_mime: str
    name: str


def stream_serial(release: LanguageRelease, episode: EpisodeRelease) -> int:
    """The Ogg stream's serial number, which tools expect to be random and not 0 (opusinfo warns): made from
    the episode's identity, so the same episode always has the same bytes."""
    script = episode.planned.script
    digest = hashlib.sha256(f"audioguide:opus:{release.code}/{script.document_id}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % 0x7FFFFFFF + 1


def episode_tags(release: LanguageRelease, episode: EpisodeRelease) -> dict[str, list[str]]:
    """The episode's Vorbis comments, as its MP3's ID3 tags say them, and its chapters."""
    script = episode.planned.script
    tags = {
        "TITLE": [short_title(script.title)],
        "ARTIST": [release.config.author],
        "ALBUM": [release.plan.guide.title],
        "DATE": [script.published.strftime("%Y-%m-%d")],
        "TRACKNUMBER": [str(script.number)],
        "LANGUAGE": [script.language],
        "GENRE": ["Podcast"],
        "DESCRIPTION": [description(script)],
    }
    if release.config.copyright:
        tags["COPYRIGHT"] = [release.config.copyright]
    voices = voice_credits(release.config, episode.planned.keys)
    if voices:
        tags["PERFORMER"] = [str(credit) for credit in voices]
    tags.update(chapter_comments(episode.chapters))
    return tags


def chapter_comments(chapters: tuple[Chapter, ...]) -> dict[str, list[str]]:
    """``CHAPTER001=HH:MM:SS.mmm`` and ``CHAPTER001NAME=title`` for each chapter, from 001."""
    comments = {}
    for number, chapter in enumerate(chapters, start=1):
        comments[f"CHAPTER{number:03d}"] = [timestamp(chapter.start)]
        comments[f"CHAPTER{number:03d}NAME"] = [chapter.title]
    return comments


def timestamp(seconds: float) -> str:
    milliseconds = round(seconds * 1000)
    hours, rest = divmod(milliseconds, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    return f"{hours:02d}:{minutes:02d}:{rest // 1000:02d}.{rest % 1000:03d}"


def encode_opus(spec: OpusSpec, target: Path) -> Measured:
    """The episode's speech, mastered and encoded into ``target``, its comments and cover written."""
    settings = spec.settings
    cues = CueCache(spec.cue_location)
    pcm, rate = normalized_speech(spec.planned, spec.duration, cues, settings, spec.name)

    def encode(chain: str) -> None:
        ffmpeg.run([
            "-nostats", "-y", "-f", "s16le", "-ar", str(rate), "-ac", "1", "-i", "-", "-af", chain,
            "-ar", str(RATE), "-ac", "1", *OPUS_CODEC.arguments, "-map_metadata", "-1",
            "-fflags", "+bitexact", "-flags:a", "+bitexact",
            "-serial_offset", str(spec.serial), "-f", "opus", str(target),
        ], pcm)

    measured = master(encode, target, excerpt(pcm, rate, spec.duration), rate, RATE, settings, OPUS_CODEC, spec.name)
    write_comments(target, spec.tags, spec.cover, spec.cover_mime)
    return measured


def write_comments(path: Path, tags: dict[str, list[str]], cover: bytes, cover_mime: str) -> None:
    """Replace the file's Vorbis comments with ``tags`` and the cover (ffmpeg's encoder tag goes)."""
    opus = OggOpus(path)
    comments = _comments(opus)
    comments.clear()
    for key, values in tags.items():
        comments[key] = values
    picture = Picture()
    picture.type = PictureType.COVER_FRONT
    picture.mime = cover_mime
    picture.desc = "Cover"
    with Image.open(io.BytesIO(cover)) as image:
        picture.width, picture.height = image.size
        picture.depth = 8 * len(image.getbands())
    picture.data = cover
    comments["METADATA_BLOCK_PICTURE"] = [base64.b64encode(picture.write()).decode("ascii")]
    opus.save()


def _comments(opus: OggOpus) -> OggOpusVComment:
    tags: object = opus.tags  # mutagen declares FileType.tags as None
    assert isinstance(tags, OggOpusVComment)
    return tags
