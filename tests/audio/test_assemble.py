"""Assembling cues to the sample: spans, chapters, pauses and rates."""

from __future__ import annotations

import array

import pytest

from audioguide.audio.assemble import Span, assemble
from audioguide.config import PauseConfig
from audioguide.speech.engines import Speech


def tone(samples: int, rate: int = 22050, value: int = 1000) -> Speech:
    return Speech(array.array("h", [value, -value] * (samples // 2) + [value] * (samples % 2)).tobytes(), rate)


def test_assemble_spans_and_chapters_are_exact() -> None:
    speeches = [tone(22050), tone(11025), tone(4410)]  # 1.0 s, 0.5 s, 0.2 s
    result = assemble(speeches, [0.2, 0.5, 0.0], [0, 1, 1])
    assert result.cues == (Span(0.0, 1.0), Span(1.2, 1.7), Span(2.2, 2.4))
    assert result.chapter_starts == (0.0, 1.2)
    assert result.duration == 2.4
    assert result.audio.frame_rate == 22050
    assert (result.audio.channels, result.audio.sample_width) == (1, 2)
    assert len(result.audio.raw_data) == 2 * 52920


def test_assemble_puts_cue_audio_and_silence_in_place() -> None:
    speeches = [tone(2205, value=1234), tone(4410, value=-777)]
    result = assemble(speeches, [0.1, 0.3], [0, 0])
    samples = array.array("h", result.audio.raw_data)
    assert samples[:2205].tobytes() == speeches[0].pcm
    assert set(samples[2205:4410]) == {0}
    assert samples[4410:8820].tobytes() == speeches[1].pcm
    assert set(samples[8820:]) == {0} and len(samples) == 8820 + 6615
    assert result.cues == (Span(0.0, 0.1), Span(0.2, 0.4))
    assert result.chapter_starts == (0.0,)


@pytest.mark.parametrize(
    ("chapter_of", "starts"),
    [
        ([0, 0, 0, 0], (0.0,)),
        ([0, 1, 2, 3], (0.0, 0.6, 1.2, 1.8)),
        ([0, 0, 1, 1], (0.0, 1.2)),
        ([0, 1, 1, 1], (0.0, 0.6)),
    ],
)
def test_chapter_starts_at_its_first_cue(chapter_of: list[int], starts: tuple[float, ...]) -> None:
    result = assemble([tone(11025)] * 4, [0.1] * 4, chapter_of)
    assert result.chapter_starts == starts
    assert [cue.start for cue in result.cues] == [0.0, 0.6, 1.2, 1.8]


def test_assemble_with_the_configured_pauses() -> None:
    pauses = PauseConfig()
    speeches = [tone(22050)] * 3
    result = assemble(speeches, [pauses.sentence, pauses.paragraph, pauses.chapter], [0, 0, 1])
    one_sample = 1 / 22050
    assert result.cues[1].start == pytest.approx(1.0 + 0.35, abs=one_sample)
    assert result.cues[2].start == pytest.approx(2.0 + 0.35 + 0.8, abs=2 * one_sample)
    assert result.chapter_starts == (0.0, result.cues[2].start)
    assert result.duration == pytest.approx(3.0 + 0.35 + 0.8 + 1.6, abs=3 * one_sample)
    for cue in result.cues:
        assert cue.end - cue.start == pytest.approx(1.0, abs=1e-12)


def test_assemble_resamples_to_the_highest_rate() -> None:
    result = assemble([tone(16000, rate=16000), tone(22050)], [0.0, 0.0], [0, 0])
    assert result.audio.frame_rate == 22050
    first = result.cues[0]
    assert first.start == 0.0 and first.end == pytest.approx(1.0, abs=2 / 22050)
    assert result.cues[1].start == first.end
    assert result.cues[1].end - result.cues[1].start == pytest.approx(1.0, abs=1e-12)
    assert result.duration == result.cues[1].end


def test_spans_leave_out_the_silence_around_speech() -> None:
    padded = Speech(bytes(2 * 441) + tone(2205).pcm + bytes(2 * 882), 22050)  # 20 ms, 100 ms, 40 ms
    silent = Speech(bytes(2 * 2205), 22050)
    result = assemble([padded, silent], [0.1, 0.0], [0, 0])
    assert result.cues[0] == Span(441 / 22050, (441 + 2205) / 22050)
    assert result.cues[1] == Span((3528 + 2205) / 22050, (3528 + 2 * 2205) / 22050)  # nothing heard: all of it
    assert result.duration == (3528 + 2 * 2205) / 22050


def test_spans_are_sample_counts_over_rate() -> None:
    """Every position is samples / rate: consecutive spans tile the audio without gaps."""
    speeches = [tone(n) for n in (12345, 6789, 1011, 2223)]
    result = assemble(speeches, [0.2, 0.04, 0.6, 0.02], [0, 0, 1, 2])
    expected, samples = [], 0
    for speech, pause in zip(speeches, [0.2, 0.04, 0.6, 0.02], strict=True):
        length = len(speech.pcm) // 2
        expected.append(Span(samples / 22050, (samples + length) / 22050))
        samples += length + round(pause * 22050)
    assert result.cues == tuple(expected)
    assert result.duration == samples / 22050


def test_a_timeline_whose_lists_differ_in_length_is_refused() -> None:
    with pytest.raises(ValueError, match="zip"):
        assemble([tone(100), tone(100)], [0.1], [0, 0])
