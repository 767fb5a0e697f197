"""downloads.download: a file fetched whole and verified, or refused and not kept (tests/local_voice_server.py)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from audioguide.common.errors import EngineError
from audioguide.speech import downloads
from tests.hostile_server import HostileServer
from tests.local_voice_server import VoiceMirror

DATA = bytes(range(256)) * 400


@pytest.fixture
def mirror(tmp_path: Path) -> Iterator[VoiceMirror]:
    root = tmp_path / "served"
    root.mkdir()
    (root / "model.bin").write_bytes(DATA)
    with VoiceMirror(root) as served:
        yield served


@pytest.mark.parametrize("kind", ["md5", "sha256"])
def test_a_file_is_fetched_and_verified(mirror: VoiceMirror, tmp_path: Path, kind: str) -> None:
    target = tmp_path / "model.bin"
    digest = f"{kind}:{hashlib.new(kind, DATA).hexdigest()}"
    downloads.download(mirror.url + "model.bin", target, size=len(DATA), digest=digest, progress=False)
    assert target.read_bytes() == DATA
    assert not target.with_name("model.bin.part").exists()


def test_a_partial_file_is_resumed_with_a_range(mirror: VoiceMirror, tmp_path: Path) -> None:
    target = tmp_path / "model.bin"
    target.with_name("model.bin.part").write_bytes(DATA[:1000])
    downloads.download(mirror.url + "model.bin", target, size=len(DATA),
                       digest=f"md5:{hashlib.md5(DATA).hexdigest()}", progress=False)
    assert target.read_bytes() == DATA
    assert mirror.fetched("model.bin") == ["bytes=1000-"]


def test_a_wrong_checksum_keeps_nothing(mirror: VoiceMirror, tmp_path: Path) -> None:
    target = tmp_path / "model.bin"
    with pytest.raises(EngineError, match="does not match its published size and checksum"):
        downloads.download(mirror.url + "model.bin", target, size=len(DATA), digest="md5:" + "0" * 32,
                           progress=False)
    assert list(tmp_path.glob("model.bin*")) == []


@pytest.mark.parametrize(("url", "size", "digest", "message"), [
    ("file:///etc/passwd", 10, "md5:" + "0" * 32, "cannot download x.bin: its address is not an http(s) URL (file:)"),
    ("http://h/x", 0, "md5:" + "0" * 32, "cannot download x.bin: its size is not a positive whole number of bytes"),
    ("http://h/x", -1, "md5:" + "0" * 32, "cannot download x.bin: its size is not a positive whole number of bytes"),
    ("http://h/x", 3 << 30, "md5:" + "0" * 32, "cannot download x.bin: its size is larger than 2 GB"),
    ("http://h/x", 10, "md5:abc", "cannot download x.bin: its checksum is not an MD5 (md5: and 32 hexadecimal"
                                  " digits) or SHA-256 (sha256: and 64) checksum"),
])
def test_what_cannot_be_fetched_is_refused_before_any_request(
    tmp_path: Path, url: str, size: int, digest: str, message: str
) -> None:
    with pytest.raises(EngineError) as caught:
        downloads.download(url, tmp_path / "x.bin", size=size, digest=digest, progress=False)
    assert str(caught.value) == message


def test_a_body_longer_than_the_size_is_cut_and_not_kept(tmp_path: Path) -> None:
    with HostileServer() as server, pytest.raises(EngineError) as caught:
        downloads.download(f"{server.url}/endless-voice/x.onnx", tmp_path / "x.onnx", size=100_000,
                           digest="md5:" + "0" * 32, progress=False)
    assert str(caught.value) == (f"could not download {server.url}/endless-voice/x.onnx: the server sent more than"
                                 " the 100,000 bytes its index says; nothing of it was kept")
    assert list(tmp_path.iterdir()) == []


def test_the_deadline_grows_with_the_size() -> None:
    assert downloads.deadline(0) == 60.0
    assert downloads.deadline(120 << 20) == pytest.approx(60 + 3840)
