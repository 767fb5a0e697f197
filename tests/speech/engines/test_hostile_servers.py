"""Hostile speech servers and voice repositories (tests/hostile_server.py) against the real CLI.

Each case runs ``audioguide say`` in a child held to 2 GB of address space and
two minutes of CPU: it must end with exit 1 and one message naming the server
and what is wrong, without a traceback, without the API key, in bounded time
and memory, keeping nothing of what the server sent.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile_server import JOE, MODEL, HostileServer
from tests.support import Bounded, assert_refused, make_tiny_guide, run_bounded

KEY = "sk-hostile-test-0123456789abcdef"
VARIABLE = "AUDIOGUIDE_TEST_HOSTILE_KEY"


@pytest.fixture(scope="module")
def hostile() -> Iterator[HostileServer]:
    with HostileServer(trickle=0.5) as server:
        yield server


def speak(folder: Path, base_url: str, *options: str, key: str | None = KEY, variable: str = VARIABLE) -> Bounded:
    arguments = ["say", "Hello there.", "--lang", "en", "--engine", "openai-compatible", "--voice", "alloy",
                 "--option", f"base_url={base_url}", "-o", folder / "out.wav"]
    for option in (f"api_key_env={variable}", *options):
        arguments += ["--option", option]
    return run_bounded(*arguments, cwd=folder, env={} if key is None else {VARIABLE: key})


@pytest.mark.parametrize(("mode", "message"), [
    ("gzip", "answered with something unusable: the answer could not be decoded (it says Content-Encoding: gzip,"
             " but is not)"),
    ("wav-rate-0", "the speech server's WAV says its sample rate is 0 Hz, which is no speech's (8,000–192,000 Hz"
                   " expected); the server is broken or not a speech server"),
    ("wav-rate-1", "sample rate is 1 Hz, which is no speech's"),
    ("wav-rate-100", "sample rate is 100 Hz, which is no speech's"),
    ("wav-rate-2000000000", "sample rate is 2,000,000,000 Hz, which is no speech's"),
    ("wav-rate-4000000000", "sample rate is 4,000,000,000 Hz, which is no speech's"),
    ("wav-long", "sent 200 s of audio for 12 characters of text (at most 16 s expected); nothing was kept"),
    ("redirect-file", "answered with something unusable: redirected to an address that is not an http(s) URL"
                      " (file:); only http(s) redirects are followed"),
    ("redirect-loop", "answered with something unusable: more than 3 redirects (a loop?)"),
    ("redirect-metadata", "answered with something unusable: redirected to a link-local or metadata address"
                          " (http://169.254.169.254/latest/meta-data/); refused"),
    ("redirect-elsewhere", "answered with something unusable: redirected from 127.0.0.1 to another host"
                           " (http://elsewhere.invalid/v1/audio/speech); refused: a mirror serves its own files."
                           " To follow it, add elsewhere.invalid to AUDIOGUIDE_REDIRECT_HOSTS"),
    ("huge", "answered with something unusable: the answer is larger than 64 MB; it was not kept"),
])
def test_a_broken_speech_server_is_one_clear_error(
    hostile: HostileServer, tmp_path: Path, mode: str, message: str
) -> None:
    before = len(hostile.requests)
    result = speak(tmp_path, f"{hostile.url}/{mode}")
    assert_refused(result, message, secrets=(KEY,))
    assert not (tmp_path / "out.wav").exists()
    assert len(hostile.requests) - before <= 4  # a redirect loop is left after 3 hops, not retried
    assert result.seconds < 60


def test_a_body_without_end_is_read_up_to_a_cap_in_bounded_memory(hostile: HostileServer, tmp_path: Path) -> None:
    result = speak(tmp_path, f"{hostile.url}/huge")
    assert_refused(result, "the answer is larger than 64 MB", secrets=(KEY,))
    assert result.peak_mb < 700, result.peak_mb  # was 8.3 GB for a 2 GB body


@pytest.mark.parametrize("mode", ["trickle", "trickle-headers"])
def test_a_server_sending_a_byte_at_a_time_meets_the_whole_requests_deadline(
    hostile: HostileServer, tmp_path: Path, mode: str
) -> None:
    result = speak(tmp_path, f"{hostile.url}/{mode}", "timeout=2")
    assert_refused(result, f"could not reach the speech server at {hostile.url}/{mode} (timed out: no whole answer"
                           " within 2 s)", secrets=(KEY,))
    assert result.seconds < 40  # 3 tries of 2 s and the backoff between them


def test_a_server_echoing_the_request_headers_never_shows_the_key(hostile: HostileServer, tmp_path: Path) -> None:
    result = speak(tmp_path, f"{hostile.url}/echo-400")
    assert_refused(result, f"the speech server at {hostile.url}/echo-400 refused the request: HTTP 400 Bad Request:",
                   secrets=(KEY, KEY[3:]))
    assert "Authorization: [hidden]" in result.stderr


@pytest.mark.slow
def test_no_verbosity_shows_the_key(hostile: HostileServer, tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    config = guide / "audioguide.yml"
    config.write_text(config.read_text().replace(
        "  - code: en\n",
        f"  - code: en\n    engine: openai-compatible\n    voice: alloy\n"
        f"    options: {{base_url: '{hostile.url}/echo-400', api_key_env: {VARIABLE}}}\n",
    ))
    for verbosity in ([], ["-v"], ["-vv"]):
        result = run_bounded("build", *verbosity, cwd=guide, env={VARIABLE: f"{KEY}\r\n"})
        assert_refused(result, "refused the request: HTTP 400 Bad Request", secrets=(KEY,))
        assert "Authorization: [hidden]" in result.stderr


@pytest.mark.parametrize("spoiled", [f"{KEY}\n", f"{KEY}\r\n", f"  {KEY}\t"])
def test_a_key_with_whitespace_around_it_is_stripped(hostile: HostileServer, tmp_path: Path, spoiled: str) -> None:
    result = speak(tmp_path, f"{hostile.url}/echo-400", key=spoiled)
    assert_refused(result, "refused the request: HTTP 400 Bad Request", secrets=(KEY,))
    assert "Authorization: [hidden]" in result.stderr  # the request went out: the key was usable


@pytest.mark.parametrize("spoiled", [f"{KEY[:8]}\n{KEY[8:]}", "sk-clé-0123456789abcdef", f"{KEY[:8]} {KEY[8:]}"])
def test_a_key_with_characters_a_header_cannot_carry_is_refused_naming_the_variable(
    hostile: HostileServer, tmp_path: Path, spoiled: str
) -> None:
    before = len(hostile.requests)
    result = speak(tmp_path, f"{hostile.url}/echo-400", key=spoiled)
    assert_refused(result, f"the environment variable {VARIABLE} (the API key of the speech server at {hostile.url}"
                           "/echo-400) holds characters an API key cannot have (spaces, line breaks or letters"
                           " outside ASCII inside it); set it to the key alone",
                   secrets=(KEY[:8], KEY[8:], "0123456789abcdef"))
    assert len(hostile.requests) == before


def test_a_key_pasted_where_the_variable_belongs_is_not_echoed(hostile: HostileServer, tmp_path: Path) -> None:
    pasted = "sk_live_0123456789abcdefghij"
    result = speak(tmp_path, f"{hostile.url}/echo-400", variable=pasted, key=None)
    assert_refused(result, "options.api_key_env names no environment variable that is set, and looks like a key"
                           " itself", secrets=(pasted,))


def test_a_key_in_the_base_urls_query_is_not_echoed(hostile: HostileServer, tmp_path: Path) -> None:
    result = speak(tmp_path, f"{hostile.url}/?key={KEY}")
    assert_refused(result, f"--option base_url: has a query or fragment; give the server's address only:"
                           f" '{hostile.url}/?…'", secrets=(KEY,))


# --- Piper's voice repository --------------------------------------------------------------


def fetch_voice(folder: Path, mirror: str) -> Bounded:
    return run_bounded(
        "say", "Hello there.", "--lang", "en", "--engine", "piper", "--voice", JOE, "-o", folder / "out.wav",
        cwd=folder, env={"AUDIOGUIDE_VOICES": str(folder / "voices"), "AUDIOGUIDE_PIPER_MIRROR": mirror},
    )


@pytest.mark.parametrize(("mode", "problem"), [
    ("index-big", f"the file '{MODEL}' has a size_bytes that is not a positive whole number of bytes"),
    ("index-negative", f"the file '{MODEL}' has a size_bytes that is not a positive whole number of bytes"),
    ("index-10tb", f"the file '{MODEL}' has a size_bytes that is larger than 2 GB"),
    ("index-escape", "the file '../../etc/passwd.onnx' is not a relative path inside the repository"),
])
def test_a_voice_index_that_is_not_pipers_is_refused_and_not_kept(
    hostile: HostileServer, tmp_path: Path, mode: str, problem: str
) -> None:
    result = fetch_voice(tmp_path, f"{hostile.url}/{mode}/")
    assert_refused(result, f"Piper's voice index at {hostile.url}/{mode}/voices.json is not what Piper publishes"
                           f" ('{JOE}': {problem}); it was not kept")
    assert not (tmp_path / "voices" / "voices.json").exists()


def test_an_endless_voice_index_is_read_up_to_a_cap(hostile: HostileServer, tmp_path: Path) -> None:
    result = fetch_voice(tmp_path, f"{hostile.url}/index-endless/")
    assert_refused(result, "answered with something unusable: the answer is larger than 16 MB; it was not kept")
    assert result.peak_mb < 700, result.peak_mb  # was 6.4 GB for a 3 GB index


def test_a_voice_index_redirected_to_a_file_is_refused(hostile: HostileServer, tmp_path: Path) -> None:
    result = fetch_voice(tmp_path, f"{hostile.url}/redirect-index/")
    assert_refused(result, "redirected to an address that is not an http(s) URL (file:)")


@pytest.mark.parametrize(("mode", "message"), [
    ("redirect-metadata", "redirected to a link-local or metadata address (http://169.254.169.254/latest/meta-data/);"
                          " refused"),
    ("redirect-elsewhere", "redirected from 127.0.0.1 to another host (http://elsewhere.invalid/voices.json);"
                           " refused: a mirror serves its own files. To follow it, add elsewhere.invalid to"
                           " AUDIOGUIDE_REDIRECT_HOSTS"),
])
def test_a_mirror_redirecting_away_is_refused_naming_the_redirect(
    hostile: HostileServer, tmp_path: Path, mode: str, message: str
) -> None:
    result = fetch_voice(tmp_path, f"{hostile.url}/{mode}/")
    assert_refused(result, message)
    assert "token=1" not in result.stderr


def test_a_voice_without_end_is_cut_at_the_indexs_size_and_not_kept(hostile: HostileServer, tmp_path: Path) -> None:
    result = fetch_voice(tmp_path, f"{hostile.url}/endless-voice/")
    assert_refused(result, f"could not download {hostile.url}/endless-voice/en/en_US/hostile/medium/{JOE}.onnx.json:"
                           " the server sent more than the 10 bytes its index says; nothing of it was kept")
    left = sorted(path.name for path in (tmp_path / "voices").iterdir())
    assert left == [f"{JOE}.lock", "voices.json"]  # no .part: what came was not the voice
    assert result.seconds < 60


@pytest.mark.parametrize(("mirror", "problem"), [
    ("file:///srv/voices/", "is not an http(s) URL (file:)"),
    ("ftp://mirror.example/", "is not an http(s) URL (ftp:)"),
    ("mirror.example/voices/", "is not an http(s) URL (no scheme)"),
    ("http://[::1/", "is not a valid URL (Invalid IPv6 URL)"),
    ("http://mirror.example:99999/", "is not a valid URL (Port out of range 0-65535)"),
    ("http://mirror.example/?token=sk-0123456789", "has a query or fragment (give the repository's folder only)"),
])
def test_the_mirror_variable_is_checked_as_the_option_is(tmp_path: Path, mirror: str, problem: str) -> None:
    result = fetch_voice(tmp_path, mirror)
    assert_refused(result, f"the environment variable AUDIOGUIDE_PIPER_MIRROR {problem}; set it to the http(s)"
                           " address of a copy of Piper's voice repository, or unset it", secrets=("sk-0123456789",))


def test_a_bad_index_kept_from_before_is_not_used(tmp_path: Path) -> None:
    voices = tmp_path / "voices"
    voices.mkdir()
    (voices / "voices.json").write_text(json.dumps({JOE: {"files": {"x.onnx": {"size_bytes": "big"}}}}))
    result = run_bounded("voices", "--lang", "en", cwd=tmp_path, env={
        "AUDIOGUIDE_VOICES": str(voices), "AUDIOGUIDE_PIPER_MIRROR": "http://127.0.0.1:9/"})
    assert result.returncode in (0, 1) and "Traceback" not in result.stderr + result.stdout
    assert "internal error" not in result.stderr
    assert JOE not in result.stdout
