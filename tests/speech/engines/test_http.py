"""Where a server's redirect may lead (speech/engines/http.py): its own host, a publisher's download hosts, those
the user names; never a metadata address, never this machine from elsewhere, never from https to http."""

from __future__ import annotations

import pytest

from audioguide.speech.engines.http import redirect_problem


@pytest.mark.parametrize(("origin", "target"), [
    ("http://127.0.0.1:8000/voices/a.json", "http://127.0.0.1:8000/other/a.json"),
    ("https://mirror.example.org/v/", "https://mirror.example.org:8443/v/"),
    ("https://huggingface.co/rhasspy/piper-voices/resolve/main/x.onnx", "https://cdn-lfs.hf.co/x.onnx?sig=1"),
    ("https://huggingface.co/rhasspy/piper-voices/resolve/main/x.onnx", "https://cas-bridge.xethub.hf.co/x"),
    ("https://github.com/thewh1teagle/kokoro-onnx/releases/download/x", "https://objects.githubusercontent.com/x"),
    ("http://localhost:8000/v/", "http://localhost:8000/w/"),
])
def test_followed(origin: str, target: str) -> None:
    assert redirect_problem(origin, target) is None


@pytest.mark.parametrize(("origin", "target", "message"), [
    ("http://127.0.0.1:8000/v/", "http://169.254.169.254/latest/meta-data/iam?token=secret",
     "redirected to a link-local or metadata address (http://169.254.169.254/latest/meta-data/iam); refused"),
    ("https://mirror.example.org/v/", "https://[fe80::1]/v/",
     "redirected to a link-local or metadata address (https://[fe80::1]/v/); refused"),
    ("https://mirror.example.org/v/", "https://metadata.google.internal/computeMetadata/v1/",
     "redirected to a link-local or metadata address (https://metadata.google.internal/computeMetadata/v1/); refused"),
    ("https://mirror.example.org/v/", "https://127.0.0.1:6379/",
     "redirected from mirror.example.org to this machine or its network (https://127.0.0.1:6379/); refused"),
    ("https://mirror.example.org/v/", "https://10.1.2.3/admin",
     "redirected from mirror.example.org to this machine or its network (https://10.1.2.3/admin); refused"),
    ("https://mirror.example.org/v/", "http://mirror.example.org/v/",
     "redirected from https to plain http (http://mirror.example.org/v/); refused"),
    ("https://mirror.example.org/v/", "https://elsewhere.example.net/v/x.onnx?k=1",
     "redirected from mirror.example.org to another host (https://elsewhere.example.net/v/x.onnx); refused: a mirror"
     " serves its own files. To follow it, add elsewhere.example.net to AUDIOGUIDE_REDIRECT_HOSTS"),
])
def test_refused(origin: str, target: str, message: str) -> None:
    assert redirect_problem(origin, target) == message


def test_the_user_names_the_hosts_a_mirror_may_send_to(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIOGUIDE_REDIRECT_HOSTS", "files.example.net, .cdn.example.com")
    assert redirect_problem("https://mirror.example.org/", "https://files.example.net/a") is None
    assert redirect_problem("https://mirror.example.org/", "https://eu.cdn.example.com/a") is None
    assert redirect_problem("https://mirror.example.org/", "https://other.example.net/a") is not None
    assert redirect_problem("https://mirror.example.org/", "https://169.254.169.254/a") is not None
