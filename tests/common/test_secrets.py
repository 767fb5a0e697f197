"""Secrets read from the environment, and their removal from every text shown."""

from __future__ import annotations

import logging

import pytest

from audioguide.common import secrets
from audioguide.common.errors import EngineError

KEY = "sk-unit-0123456789abcdef"


@pytest.mark.parametrize(("text", "shown"), [
    (f"Authorization: Bearer {KEY}", "Authorization: [hidden]"),
    (f'{{"headers": "Accept: */*\\nAuthorization: Bearer {KEY}\\nHost: h"}}',
     '{"headers": "Accept: */*\\nAuthorization: [hidden]\\nHost: h"}'),
    ("authorization=Basic dXNlcjpwYXNz; next", "authorization=[hidden]; next"),
    ("x-api-key: abc123456789", "x-api-key: [hidden]"),
    ("bearer abcdef.ghi-jkl", "bearer [hidden]"),
    ("https://h/v1?api_key=abc123&x=1", "https://h/v1?api_key=[hidden]&x=1"),
    (f"the key {KEY} was refused", "the key [hidden] was refused"),
    ("a basic English token budget of 400 words", "a basic English token budget of 400 words"),
])
def test_redact_hides_keys_and_authorization(text: str, shown: str) -> None:
    secrets.remember(KEY)
    assert secrets.redact(text) == shown


def test_the_value_of_a_key_variable_is_hidden_even_unread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOME_SERVICE_API_KEY", "zz-never-read-here-42")
    monkeypatch.setenv("SOME_PATH_KEY", "/usr/share/keys")
    assert secrets.redact("got zz-never-read-here-42 in /usr/share/keys") == "got [hidden] in /usr/share/keys"


@pytest.mark.parametrize("value", [f"{KEY}\n", f"{KEY}\r\n", f" {KEY} "])
def test_key_from_strips_whitespace_around_the_key(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("UNIT_KEY", value)
    assert secrets.key_from("UNIT_KEY", "a test") == KEY


@pytest.mark.parametrize("value", ["sk-clé-0123456789", "sk-0123\n456789", "sk-0123 456789"])
def test_key_from_refuses_what_a_header_cannot_carry_without_the_value(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("UNIT_KEY", value)
    with pytest.raises(EngineError) as caught:
        secrets.key_from("UNIT_KEY", "a test")
    assert str(caught.value) == (
        "the environment variable UNIT_KEY (a test) holds characters an API key cannot have (spaces, line breaks or"
        " letters outside ASCII inside it); set it to the key alone"
    )
    assert "0123" not in secrets.redact(f"got {value}")


@pytest.mark.parametrize("value", [None, "", "  \n"])
def test_key_from_is_none_for_an_unset_or_blank_variable(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    if value is None:
        monkeypatch.delenv("UNIT_KEY", raising=False)
    else:
        monkeypatch.setenv("UNIT_KEY", value)
    assert secrets.key_from("UNIT_KEY", "a test") is None


def test_the_log_filter_redacts_arguments_and_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    secrets.remember(KEY)
    logger = logging.getLogger("audioguide.test_secrets")
    logger.addFilter(secrets.RedactingFilter())
    try:
        with caplog.at_level(logging.DEBUG, logger="audioguide.test_secrets"):
            try:
                raise ValueError(f"Bearer {KEY}")
            except ValueError:
                logger.exception("sent %s", f"Authorization: Bearer {KEY}")
    finally:
        logger.filters.clear()
    assert KEY not in caplog.text and "sent Authorization: [hidden]" in caplog.text
