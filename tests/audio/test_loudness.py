"""Encoding real speech to MP3 at the loudness target, under the true-peak ceiling."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import imageio_ffmpeg
import pytest
from mutagen.mp3 import MP3, BitrateMode

from audioguide.audio.assemble import Assembled, assemble
from audioguide.audio.loudness import Encoded, encode
from audioguide.common.errors import AudioError
from audioguide.common.ffmpeg import measure
from audioguide.config import AudioConfig
from audioguide.speech.engines import Speech, get_engine

SENTENCES = [
    "Leaving is hard, and that is not your fault.",
    "The trauma bond is real.",
    "You are not alone, and help exists.",
]


# -- encoding real speech -----------------------------------------------------------------

SETTINGS = {
    "default": AudioConfig(),
    "48k-64kbps": AudioConfig(bitrate=64, sample_rate=48000, loudness=-18, true_peak=-2),
}


@pytest.fixture(scope="module")
def speech_episode() -> Assembled:
    engine = get_engine("espeak-ng")
    speeches = [engine.synthesize(text, "en", "en-us", 1.0) for text in SENTENCES]
    return assemble(speeches, [0.35, 0.8, 0.5], [0, 1, 1])


@pytest.fixture(scope="module", params=list(SETTINGS))
def encoded(request: pytest.FixtureRequest, speech_episode: Assembled, tmp_path_factory) -> tuple[Encoded, AudioConfig]:
    settings = SETTINGS[request.param]
    path = tmp_path_factory.mktemp("encoded") / "episode.mp3"
    return encode(speech_episode, path, settings), settings


def test_speech_episode_is_a_few_seconds(speech_episode: Assembled) -> None:
    assert 4.0 < speech_episode.duration < 10.0
    # A chapter starts with its first cue's audio; the cue's span starts where its speech is heard.
    first, second = speech_episode.cues[0], speech_episode.cues[1]
    assert speech_episode.chapter_starts[0] == 0.0 and 0.0 < first.start < 0.05
    assert 0.0 < second.start - speech_episode.chapter_starts[1] < 0.05


def test_encoded_mp3_decodes_fully(encoded: tuple[Encoded, AudioConfig]) -> None:
    result, _ = encoded
    command = [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-xerror", "-i", str(result.path), "-f", "null", "-"]
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    assert (run.returncode, run.stderr) == (0, "")


def test_encoded_mp3_format(encoded: tuple[Encoded, AudioConfig], speech_episode: Assembled) -> None:
    result, settings = encoded
    info = MP3(result.path).info
    assert (info.channels, info.sample_rate) == (1, settings.sample_rate)
    assert info.bitrate == settings.bitrate * 1000
    assert info.bitrate_mode == BitrateMode.CBR
    assert info.length == pytest.approx(speech_episode.duration, abs=0.1)
    assert MP3(result.path).tags is None  # tags come later, from audioguide.audio.tags


def test_encoded_loudness_meets_the_target(encoded: tuple[Encoded, AudioConfig]) -> None:
    result, settings = encoded
    measured = measure(result.path)  # ffmpeg's EBU R128 meter, which prints a tenth
    assert (result.loudness.integrated, result.loudness.true_peak) == pytest.approx(
        (measured.integrated, measured.true_peak), abs=0.1 + 1e-9
    )
    assert abs(measured.integrated - settings.loudness) <= 0.5
    assert measured.true_peak <= settings.true_peak


def test_ordinary_speech_takes_one_encode_with_the_sample_peak_limiter(
    encoded: tuple[Encoded, AudioConfig],
) -> None:
    """The true-peak limiters take over only when the sample-peak one fails: ordinary episodes keep their bytes."""
    result, _ = encoded
    assert result.encodes == 1


def test_encoding_is_reproducible(
    encoded: tuple[Encoded, AudioConfig], speech_episode: Assembled, tmp_path: Path,
) -> None:
    result, settings = encoded
    again = encode(speech_episode, tmp_path / "again.mp3", settings)
    assert again.path.read_bytes() == result.path.read_bytes()


def test_measure_unreadable_file_raises(tmp_path: Path) -> None:
    path = tmp_path / "broken.mp3"
    path.write_bytes(b"this is not audio" * 100)
    with pytest.raises(AudioError, match=r"^ffmpeg failed \(exit \d+\): "):
        measure(path)


def test_silent_episode_raises_audio_error(tmp_path: Path) -> None:
    silent = assemble([Speech(b"\0\0" * 22050, 22050)], [0.5], [0])
    with pytest.raises(AudioError):
        encode(silent, tmp_path / "silent.mp3", AudioConfig())


def test_silent_episode_is_reported_as_silent(tmp_path: Path) -> None:
    """ffmpeg's meter reports -70.0 LUFS (its gate), not -inf, for digital silence."""
    silent = assemble([Speech(b"\0\0" * 22050, 22050)], [0.5], [0])
    with pytest.raises(AudioError) as caught:
        encode(silent, tmp_path / "silent.mp3", AudioConfig())
    assert str(caught.value) == "silent.mp3: the episode is silent; nothing to encode"


# -- speech the sample-peak limiter cannot encode ------------------------------------------

HARD_SPEECH = {
    # Hiss at 22,050 Hz: the limiter holds the samples at -2 dBFS, the MP3's true peak is -0.3 dBTP.
    "Psst! x5, one cue each": (["Psst!"] * 5, "en-us"),
    "Tsk. x5 in one cue": (["Tsk. " * 5], "en-us"),
    # Quiet (-41 LUFS) and buzzing: every glottal pulse is a peak, so the gain curve runs away.
    "Ooh! x10, klatt voice": (["Ooh!"] * 10, "en-us+klatt"),
}


def speak(texts: list[str], voice: str = "en-us") -> Assembled:
    engine = get_engine("espeak-ng")
    speeches = [engine.synthesize(text, "en", voice, 1.0) for text in texts]
    return assemble(speeches, [0.35] * len(speeches), [0] * len(speeches))


@pytest.mark.parametrize("case", list(HARD_SPEECH))
def test_repetitive_speech_meets_the_target_under_the_ceiling(case: str, tmp_path: Path) -> None:
    """These failed with "could not reach -16.0 LUFS (got -16.0 LUFS, -0.3 dBTP)" and the like."""
    texts, voice = HARD_SPEECH[case]
    settings = AudioConfig()
    result = encode(speak(texts, voice), tmp_path / "hard.mp3", settings)
    measured = measure(result.path)
    assert abs(measured.integrated - settings.loudness) <= 0.5
    assert measured.true_peak <= settings.true_peak
    assert result.encodes > 1  # the sample-peak limiter's encodes missed


def test_hiss_at_64_kbps_and_48_khz_meets_its_target(tmp_path: Path) -> None:
    """MP3 at a low bitrate adds to the peaks too: the margin grows by what it measured."""
    settings = SETTINGS["48k-64kbps"]
    result = encode(speak(["Psst!"] * 5), tmp_path / "hard.mp3", settings)
    measured = measure(result.path)
    assert abs(measured.integrated - settings.loudness) <= 0.5
    assert measured.true_peak <= settings.true_peak


def test_an_impossible_target_names_the_episode_and_the_settings(tmp_path: Path) -> None:
    """-10 LUFS under -9 dBTP leaves speech 1 dB between loudness and peak: no limiter gets there.

    The loudness reached depends on the ffmpeg build; the rest of the message is exact.
    """
    settings = AudioConfig(loudness=-10, true_peak=-9)
    with pytest.raises(AudioError) as caught:
        encode(speak(["The first chapter begins."]), tmp_path / "12345-abcd.mp3.tmp", settings, "en/01-x.mp3")
    message = str(caught.value)
    found = re.fullmatch(
        r"en/01-x\.mp3: reached (-\d+\.\d) LUFS at most under the -9 dBTP ceiling"
        r" \(audio\.loudness -10, audio\.true_peak -9\); lower audio\.loudness or raise audio\.true_peak",
        message,
    )
    assert found, message
    assert float(found.group(1)) < settings.loudness - 0.5
