"""CueCache: content-addressed keys, whole entries only, damaged entries dropped."""

from __future__ import annotations

import dataclasses
import importlib.util
import logging
import os
import re
import socket
import wave
from collections.abc import Callable
from pathlib import Path

import pytest

from audioguide.audio.episode_cache import EpisodeCache
from audioguide.common.errors import CacheError
from audioguide.speech.cues import CueCache, CueKey, wav_bytes
from audioguide.speech.engines import Speech
from tests.publish.test_staging import ended_pid

KEY = CueKey(engine="espeak-ng", engine_version="1.52.0", voice="en-us", language="en", rate=1.0, text="Hello.")
SPEECH = Speech(pcm=bytes(range(256)) * 40, sample_rate=22050)  # 5120 samples


def entries(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def test_digest_is_sha256_hex_and_deterministic() -> None:
    digest = KEY.digest()
    assert re.fullmatch(r"[0-9a-f]{64}", digest)
    assert CueKey(**dataclasses.asdict(KEY)).digest() == digest


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("engine", "piper"),
        ("engine_version", "1.52.1"),
        ("voice", "en-gb"),
        ("voice", "en-us+f3"),
        ("language", "en-US"),
        ("rate", 1.1),
        ("text", "Hello!"),
        ("text", "Hello. "),
        ("text", "hello."),
    ],
)
def test_digest_changes_with_each_field(field: str, value: object) -> None:
    assert dataclasses.replace(KEY, **{field: value}).digest() != KEY.digest()


def test_digest_does_not_mix_up_fields() -> None:
    """Field values are not just concatenated: moving text between fields changes the key."""
    a = dataclasses.replace(KEY, voice="en", language="us")
    b = dataclasses.replace(KEY, voice="en-us", language="")
    assert a.digest() != b.digest()


def test_put_then_get_round_trip(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    assert cache.get(KEY) is None
    cache.put(KEY, SPEECH)
    digest = KEY.digest()
    assert entries(tmp_path) == [tmp_path / digest[:2] / f"{digest}.wav"]
    assert cache.get(KEY) == SPEECH
    assert cache.get(dataclasses.replace(KEY, text="Other.")) is None


def test_entry_is_a_plain_mono_16_bit_wav(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    speech = Speech(pcm=b"\x01\x02" * 1000, sample_rate=16000)
    cache.put(KEY, speech)
    [path] = entries(tmp_path)
    with wave.open(str(path), "rb") as reader:
        assert (reader.getnchannels(), reader.getsampwidth(), reader.getframerate()) == (1, 2, 16000)
        assert reader.getnframes() == 1000
        assert reader.readframes(1000) == speech.pcm


def test_put_replaces_an_existing_entry(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    cache.put(KEY, SPEECH)
    newer = Speech(pcm=b"\x00\x10" * 300, sample_rate=24000)
    cache.put(KEY, newer)
    assert cache.get(KEY) == newer
    assert len(entries(tmp_path)) == 1


def test_empty_speech_round_trips(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    cache.put(KEY, Speech(b"", 22050))
    assert cache.get(KEY) == Speech(b"", 22050)


def _truncate(data: bytes) -> bytes:
    return data[:-100]


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(_truncate, id="truncated-data"),
        pytest.param(lambda data: data[:30], id="truncated-header"),
        pytest.param(lambda data: b"", id="empty"),
        pytest.param(lambda data: b"not a wav file at all" * 10, id="garbage"),
        pytest.param(lambda data: data[:20] + b"\x02\x00" + data[22:], id="not-pcm"),
        pytest.param(lambda data: data[:22] + b"\x02\x00" + data[24:], id="stereo"),
    ],
)
def test_damaged_entry_is_deleted_and_missed(tmp_path: Path, caplog: pytest.LogCaptureFixture, damage) -> None:
    cache = CueCache(tmp_path)
    cache.put(KEY, SPEECH)
    [path] = entries(tmp_path)
    path.write_bytes(damage(path.read_bytes()))
    with caplog.at_level(logging.WARNING, logger="audioguide.speech.cues"):
        assert cache.get(KEY) is None
    assert not path.exists()
    assert f"cache entry {path.name} is damaged" in caplog.text
    assert "synthesizing it again" in caplog.text
    cache.put(KEY, SPEECH)  # and the cue can be stored again
    assert cache.get(KEY) == SPEECH


def _flip(offset: int) -> Callable[[bytes], bytes]:
    def flip(data: bytes) -> bytes:
        at = offset % len(data)
        return data[:at] + bytes([data[at] ^ 0xFF]) + data[at + 1:]

    return flip


def _rate(rate: int) -> Callable[[bytes], bytes]:
    return lambda data: data[:24] + rate.to_bytes(4, "little") + data[28:]


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        pytest.param(_flip(5000), "its bytes differ from those written", id="a flipped byte in the audio"),
        pytest.param(_flip(-1), "its bytes differ from those written", id="a flipped byte in the digest"),
        *(pytest.param(_rate(rate), "its bytes differ from those written", id=f"rate {rate} in the header")
          for rate in (8000, 96000, 1, 4_000_000_000)),
        pytest.param(lambda data: data + b"\x00" * 10, "10,334 bytes where 10,324 were written", id="grown"),
        pytest.param(_truncate, "10,224 bytes where 10,324 were written", id="cut short"),
        pytest.param(lambda data: wav_bytes(SPEECH), "no digest", id="an earlier version's entry"),
    ],
)
def test_an_entry_changed_since_it_was_written_is_reported_removed_and_missed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: Callable[[bytes], bytes], reason: str
) -> None:
    cache = CueCache(tmp_path)
    cache.put(KEY, SPEECH)
    [path] = entries(tmp_path)
    path.write_bytes(damage(path.read_bytes()))
    with caplog.at_level(logging.INFO, logger="audioguide.speech.cues"):
        assert cache.get(KEY) is None
    assert not path.exists()
    if reason == "no digest":
        assert f"cache entry {path.name} has no digest (an earlier version's); synthesizing it again" in caplog.text
    else:
        assert f"cache entry {path.name} is damaged ({reason}); removed, synthesizing it again" in caplog.text


@pytest.mark.parametrize(
    ("speech", "reason"),
    [
        (Speech(b"\x00\x00" * 4000, 4000),
         "a sample rate of 4,000 Hz, which is no speech's (8,000–192,000 Hz expected)"),
        (Speech(b"\x00\x00" * 400_000, 192_001), "a sample rate of 192,001 Hz, which is no speech's"),
        (Speech(b"\x00\x00" * 8000 * 14, 8000), "14 s of audio for 6 characters of text (at most 13 s expected)"),
    ],
)
def test_a_whole_entry_that_is_no_speech_of_its_text_is_refused(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, speech: Speech, reason: str
) -> None:
    """An entry written whole but holding what no voice says for the key's text (another writer's bug)."""
    cache = CueCache(tmp_path)
    cache.put(KEY, speech)
    with caplog.at_level(logging.WARNING, logger="audioguide.speech.cues"):
        assert cache.get(KEY) is None
    assert f"is damaged (it holds {reason}" in caplog.text
    assert entries(tmp_path) == []


def test_an_entry_is_read_only_up_to_a_bound(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    cache = CueCache(tmp_path)
    cache.put(KEY, SPEECH)
    [path] = entries(tmp_path)
    with path.open("r+b") as file:
        file.truncate(256 * 1024 * 1024 + 1)  # sparse: no disk used
    with caplog.at_level(logging.WARNING, logger="audioguide.speech.cues"):
        assert cache.get(KEY) is None
    assert "is damaged (it is larger than any cue (268,435,456 bytes at most))" in caplog.text
    assert not path.exists()


def test_writes_leave_no_temporary_files(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    for index in range(5):
        cache.put(dataclasses.replace(KEY, text=f"Sentence {index}."), SPEECH)
    assert not list(tmp_path.rglob("*.tmp"))
    assert all(p.suffix == ".wav" for p in entries(tmp_path))
    assert len(entries(tmp_path)) == 5


@pytest.mark.parametrize(
    ("speech", "error"),
    [
        (Speech(pcm=12345, sample_rate=22050), TypeError),  # type: ignore[arg-type]
        (Speech(pcm=b"\x00\x00", sample_rate=0), wave.Error),
    ],
)
def test_failed_write_keeps_the_old_entry_and_no_temporary(tmp_path: Path, speech: Speech, error: type) -> None:
    cache = CueCache(tmp_path)
    cache.put(KEY, SPEECH)
    with pytest.raises(error):
        cache.put(KEY, speech)
    assert not list(tmp_path.rglob("*.tmp"))
    assert cache.get(KEY) == SPEECH


def test_failed_first_write_leaves_nothing(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    with pytest.raises(TypeError):
        cache.put(KEY, Speech(pcm=None, sample_rate=22050))  # type: ignore[arg-type]
    assert entries(tmp_path) == []
    assert cache.get(KEY) is None


def test_a_voice_identity_replaces_the_voice_in_the_digest() -> None:
    here = CueKey("piper", "1.8.0", "/a/joe.onnx", "en", 1.0, "Hi.", "joe.onnx@abc")
    there = CueKey("piper", "1.8.0", "/b/joe.onnx", "en", 1.0, "Hi.", "joe.onnx@abc")
    replaced = CueKey("piper", "1.8.0", "/a/joe.onnx", "en", 1.0, "Hi.", "joe.onnx@def")
    assert here.digest() == there.digest() != replaced.digest()


def test_half_encoded_episodes_of_killed_builds_are_removed(tmp_path: Path) -> None:
    episodes = EpisodeCache(tmp_path / "episodes")
    mine = episodes.temporary()
    assert mine.name.startswith(f"{os.getpid()}-") and mine.name.endswith(".mp3.tmp")
    killed = episodes.root / f"{ended_pid()}-x1y2.mp3.tmp"
    killed.write_bytes(b"half an mp3")
    (episodes.root / f"{killed.name}.excerpt.wav").write_bytes(b"RIFF")  # its gain curve's excerpt
    episodes.remove_abandoned()
    assert sorted(episodes.root.iterdir()) == [mine]


def test_cues_half_written_by_killed_builds_on_this_machine_are_removed(tmp_path: Path) -> None:
    cache = CueCache(tmp_path / "cues")
    cache.put(KEY, Speech(b"\x01\x00" * 100, 22050))
    writing = tmp_path / "cues" / ".writing"
    here = socket.gethostname()
    killed = writing / f"{here}.{ended_pid()}.0f1e.tmp"
    running = writing / f"{here}.{os.getpid()}.a2b3.tmp"  # a build writing beside this one
    elsewhere = writing / f"other-machine.{ended_pid()}.c4d5.tmp"  # its writer may run there
    stray = writing / "notes.tmp"
    for path in (killed, running, elsewhere, stray):
        path.write_bytes(b"RIFF")
    cache.remove_abandoned()
    assert sorted(path.name for path in writing.iterdir()) == sorted(p.name for p in (running, elsewhere, stray))
    assert cache.get(KEY) == Speech(b"\x01\x00" * 100, 22050)
    assert [path.name for path in (tmp_path / "cues").rglob("*.wav")] == [f"{KEY.digest()}.wav"]


@pytest.mark.parametrize(
    ("key", "digest"),
    [
        (KEY, "b70e405fb6acf5fa6d99a0a5b6cc6a9f4bc672157d5b40e1203948e0ab4dcc16"),
        (CueKey("espeak-ng", "1.52.0", "en-us", "en", 1.0, "Hello there."),
         "c05d2fb6c76ffbabb6501495d71e2523eea49cb32d52b76dbc50c34e71c07832"),
        (CueKey("piper", "1.8.0", "/v/de.onnx", "de", 1.25, "Guten Tag.", "de.onnx@0123456789abcdef0123456789abcdef"),
         "9114fd002e5c65c61abf602bc76b2bc02dbf05d07416857fb172f8ae69955246"),
        (CueKey("gtts", "2.5.4", "co.uk", "en-GB", 0.75, "Ça va — “yes”."),
         "ad0b4bf6b895a6d5ba52e54891f84932d56b61bc8f33a81df12be99d93e9ebe4"),
    ],
)
def test_keys_without_options_keep_the_digests_they_had(key: CueKey, digest: str) -> None:
    """Digests computed before keys had options: every cache made until then stays valid."""
    assert key.options == {}
    assert key.digest() == dataclasses.replace(key, options={}).digest() == digest


def test_options_enter_the_digest_canonically() -> None:
    with_options = dataclasses.replace(KEY, options={"length_scale": 1.2, "speaker": 3})
    assert with_options.digest() != KEY.digest()
    reordered = dataclasses.replace(KEY, options={"speaker": 3, "length_scale": 1.2})
    assert reordered.digest() == with_options.digest()  # canonical JSON: the order given does not count
    assert dataclasses.replace(KEY, options={"length_scale": 1.25, "speaker": 3}).digest() != with_options.digest()
    nested = dataclasses.replace(KEY, options={"a": {"y": 1, "x": [1, 2]}})
    assert nested.digest() == dataclasses.replace(KEY, options={"a": {"x": [1, 2], "y": 1}}).digest()
    assert CueKey(**dataclasses.asdict(with_options)).digest() == with_options.digest()


def test_a_key_with_options_round_trips_through_the_cache(tmp_path: Path) -> None:
    cache = CueCache(tmp_path)
    keyed = dataclasses.replace(KEY, options={"length_scale": 1.2})
    cache.put(keyed, SPEECH)
    assert cache.get(keyed) == SPEECH
    assert cache.get(KEY) is None


def test_a_cue_cache_out_of_reach_is_one_clear_error() -> None:
    with pytest.raises(CacheError) as refused:
        CueCache("ftp://127.0.0.1:9/cues")
    assert str(refused.value) == (
        "audioguide.yml: cue_cache: cannot reach ftp://127.0.0.1:9/cues (Connection refused); check the URL, and that"
        " this machine can reach the storage (network, credentials), or remove cue_cache: to keep the cues beside the"
        " guide"
    )
    assert refused.value.exit_code == 1


def test_a_cue_cache_of_an_unknown_protocol_is_one_clear_error() -> None:
    """As a worker of a cluster opens it: the config was read on another machine."""
    with pytest.raises(CacheError) as refused:
        CueCache("foo://x/y")
    assert str(refused.value) == (
        "audioguide.yml: cue_cache: 'foo://x/y': no storage is called foo://; give a folder, or a URL of the storage"
        " such as s3://bucket/cues"
    )


@pytest.mark.skipif(importlib.util.find_spec("gcsfs") is not None, reason="gcsfs is installed here")
def test_a_cue_cache_whose_package_is_missing_on_this_machine() -> None:
    with pytest.raises(CacheError) as refused:
        CueCache("gs://bucket/y")
    assert str(refused.value) == (
        "audioguide.yml: cue_cache: 'gs://bucket/y' needs the Python package gcsfs, which is not installed;"
        " pip install gcsfs"
    )


def test_a_cue_cache_at_a_url_that_is_reached() -> None:
    cache = CueCache("memory://audioguide-test/cues")
    try:
        cache.put(KEY, SPEECH)
        assert CueCache("memory://audioguide-test/cues").get(KEY) == SPEECH
        assert cache.folder is None
    finally:
        cache.fs.rm(cache.root, recursive=True)
