"""Secrets (API keys) read from the environment, and their removal from every text shown or written.

A key is read once through :func:`key_from`, which strips the whitespace a copy
from a file leaves around it, refuses characters an HTTP header cannot carry
(naming the variable, never the value) and remembers the value; from then on
:func:`redact` replaces it, and any ``Authorization`` header or ``Bearer``
token, in a text. The CLI redacts every message and log line through it, and
:mod:`audioguide.speech.engines.http` every server answer it quotes.
"""

from __future__ import annotations

import logging
import os
import re
import threading

from audioguide.common.errors import EngineError

HIDDEN = "[hidden]"
_lock = threading.Lock()
_known: set[str] = set()
_HEADER = re.compile(r"(?i)(authorization|x-api-key|api-key)(\s*[:=]\s*)[^\r\n,;\"'}\\]+")
_BEARER = re.compile(r"(?i)\b(bearer)\s+[^\s\"',;}\\]+")
_SECRET_NAME = re.compile(r"(?i)(key|token|secret|password|passwd|credential)")
_QUERY = re.compile(r"(?i)([?&](?:api[_-]?key|key|token|access_token|auth)=)[^&#\s\"']+")
_PRINTABLE = re.compile(r"[\x21-\x7e]+")


def key_from(variable: str, purpose: str) -> str | None:
    """The key in the environment variable ``variable`` (None when unset or blank), whitespace stripped.

    A key with a character an HTTP header cannot carry (a line break inside it, a space,
    a letter outside ASCII) is refused naming the variable only: the value is never shown.
    """
    value = os.environ.get(variable)
    if value is None or not value.strip():
        return None
    key = value.strip()
    remember(key)
    if not _PRINTABLE.fullmatch(key):
        raise EngineError(
            f"the environment variable {variable} ({purpose}) holds characters an API key cannot have (spaces,"
            " line breaks or letters outside ASCII inside it); set it to the key alone"
        )
    return key


def remember(value: str) -> None:
    """Hide ``value`` from every text :func:`redact` sees from now on (values under 4 characters are left)."""
    for candidate in {value, value.strip()}:
        if len(candidate) >= 4:
            with _lock:
                _known.add(candidate)


def redact(text: str) -> str:
    """``text`` without any remembered secret, authorization header, bearer token or key in a URL's query."""
    with _lock:
        known = sorted(_known | _in_environment(), key=len, reverse=True)
    for value in known:
        if value in text:
            text = text.replace(value, HIDDEN)
    text = _HEADER.sub(lambda found: f"{found[1]}{found[2]}{HIDDEN}", text)
    text = _BEARER.sub(lambda found: f"{found[1]} {HIDDEN}", text)
    return _QUERY.sub(lambda found: f"{found[1]}{HIDDEN}", text)


def _in_environment() -> set[str]:
    """The values of environment variables named like secrets (``*_KEY``, ``*_TOKEN`` …): a key read in a
    worker process, whose error reaches this one, is hidden here too."""
    found = set()
    for name, value in os.environ.items():
        key = value.strip()
        if _SECRET_NAME.search(name) and len(key) >= 8 and not key.startswith(("/", ".", "~")) and " " not in key:
            found.update({value, key})
    return found


class RedactingFilter(logging.Filter):
    """Applies :func:`redact` to each record's whole message (arguments included) before any handler shows it."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a malformed record is the logging module's to report
            return True
        cleaned = redact(message)
        if record.exc_info and record.exc_info[1] is not None:
            # the traceback's text too: format it here, redacted, so no handler formats the original
            cleaned += "\n" + redact(logging.Formatter().formatException(record.exc_info))
            record.exc_info = None
            record.exc_text = None
        record.msg, record.args = cleaned, None
        return True
