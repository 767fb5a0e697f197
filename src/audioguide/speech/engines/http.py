"""HTTP for the engines that use a network: one policy for retries, rate limits and the messages they end with.

Three callers share it: gTTS (whose library sends the requests and reports a
failure as its own exception), the OpenAI-compatible speech server engine and
Piper's voice downloads (which send through :func:`send`). Each attempt that
fails raises :class:`Failure`; :class:`Retrying` then decides:

* 429 (rate-limited) and 5xx (the server's trouble) are tried again, after the
  server's ``Retry-After`` when it sends one, else after an exponential backoff
  with full jitter, as long as the attempts and the total wait allow;
* no answer at all (refused, dropped, timed out) is tried again briefly: when
  a service is unreachable, waiting longer helps nobody;
* any other status (400, 401, 404 …) fails at once: asking again changes nothing.

When it gives up, the :class:`Service` says what to tell the user.
"""

from __future__ import annotations

import email.utils
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from audioguide.common.errors import EngineError

if TYPE_CHECKING:
    import requests

T = TypeVar("T")


class Failure(Exception):
    """One attempt that failed: ``status`` None when no answer came (refused, dropped, timed out)."""

    def __init__(self, status: int | None, detail: str, retry_after: float | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.retry_after = retry_after

    @property
    def retryable(self) -> bool:
        return self.status is None or self.status == 429 or self.status >= 500


@dataclass(frozen=True)
class Service:
    """What a caller is talking to, and what to say when it fails for good.

    The messages are format strings over ``name``, ``status``, ``tries`` ("3 attempts")
    and ``detail``; ``refused`` is for statuses that are not retried (the caller may
    catch the :class:`Failure` itself to say more, as for a wrong API key).
    """

    name: str
    unreachable: str = "{name} could not be reached ({detail})"
    rate_limited: str = (
        "{name} is rate-limited (429 Too Many Requests) after {tries}; try again later or lower the request rate"
    )
    server_error: str = "{name} service error (HTTP {status}) after {tries}; try again later"
    refused: str = "{name} request failed: {detail}"

    def give_up(self, failure: Failure, attempts: int) -> EngineError:
        tries = f"{attempts} attempt{'s' if attempts != 1 else ''}"
        if failure.status is None:
            template = self.unreachable
        elif failure.status == 429:
            template = self.rate_limited
        elif failure.status >= 500:
            template = self.server_error
        else:
            template = self.refused
        return EngineError(
            template.format(name=self.name, status=failure.status, tries=tries, detail=failure.detail)
        )


class Throttle:
    """When the last request left, so the next one waits out the minimum interval.

    The lock is held while waiting: requests from all threads leave one by one.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.last: float | None = None

    def wait(self, interval: float, clock: Callable[[], float], sleep: Callable[[float], None]) -> None:
        if interval <= 0:
            return
        with self.lock:
            if self.last is not None:
                gap = self.last + interval - clock()
                if gap > 0:
                    sleep(gap)
            self.last = clock()


class Retrying:
    """Runs one request's attempts: ``attempts`` at most (3 at most with no answer), ``max_wait`` seconds of
    backoff at most in all, each attempt after the ``throttle``'s ``min_interval`` (none without a throttle).

    ``sleep``, ``clock`` and ``random_source`` are there for tests to fake time.
    """

    def __init__(
        self,
        *,
        attempts: int = 5,
        unreachable_attempts: int = 3,
        base_delay: float = 1.0,
        max_delay: float = 30.0,
        max_wait: float = 60.0,
        min_interval: float = 0.0,
        throttle: Throttle | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        random_source: Callable[[], float] = random.random,
    ) -> None:
        self.attempts = max(1, attempts)
        self.unreachable_attempts = max(1, unreachable_attempts)
        self.base_delay = base_delay
        self.max_delay = max_delay
        self.max_wait = max_wait
        self.min_interval = min_interval
        self.throttle = throttle
        self.sleep, self.clock, self.random = sleep, clock, random_source

    def call(self, attempt: Callable[[], T], service: Service) -> T:
        """``attempt()``'s result, trying again what may pass on a later try."""
        waited = 0.0
        tried = 0
        while True:
            tried += 1
            if self.throttle is not None:
                self.throttle.wait(self.min_interval, self.clock, self.sleep)
            try:
                return attempt()
            except Failure as failure:
                if not failure.retryable:
                    raise service.give_up(failure, tried) from None
                limit = self.attempts if failure.status is not None else min(self.attempts, self.unreachable_attempts)
                if tried >= limit:
                    raise service.give_up(failure, tried) from None
                delay = failure.retry_after
                if delay is None:
                    delay = self.random() * min(self.max_delay, self.base_delay * 2 ** (tried - 1))
                if waited + delay > self.max_wait:
                    raise service.give_up(failure, tried) from None
                self.sleep(delay)
                waited += delay


def retry_after(headers: Mapping[str, str] | None, now: Callable[[], float] = time.time) -> float | None:
    """The server's ``Retry-After`` in seconds: a number, or an HTTP date (seconds from ``now``)."""
    value = None if headers is None else headers.get("Retry-After")
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            return None
        seconds = max(0.0, when.timestamp() - now())
    return seconds if seconds >= 0 else None


def send(
    method: str,
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    json: Any = None,
    timeout: float | tuple[float, float] = 30.0,
    stream: bool = False,
    session: requests.Session | None = None,
) -> requests.Response:
    """One request through ``requests``; an error status or no answer raises :class:`Failure`.

    The response to a successful request is returned open when ``stream``: close it.
    """
    import requests

    sender = session or requests
    try:
        response = sender.request(method, url, headers=dict(headers or {}), json=json, timeout=timeout, stream=stream)
    except (requests.ConnectionError, requests.Timeout) as error:
        raise Failure(None, describe_unreachable(error)) from None
    if response.status_code >= 400:
        detail = f"HTTP {response.status_code} {response.reason or ''}".strip()
        body = _short_body(response)
        raise Failure(response.status_code, f"{detail}: {body}" if body else detail, retry_after(response.headers))
    return response


def describe_unreachable(error: BaseException) -> str:
    """A short reason for a request that got no answer: "connection refused", "timed out" …"""
    import requests

    text = str(error)
    if isinstance(error, requests.Timeout):
        return "timed out"
    for phrase in ("Connection refused", "Name or service not known", "nodename nor servname",
                   "No route to host", "Network is unreachable", "Temporary failure in name resolution",
                   "Connection reset", "Remote end closed connection", "IncompleteRead"):
        if phrase.lower() in text.lower():
            return phrase[0].lower() + phrase[1:]
    return text.splitlines()[0][:200] if text else type(error).__name__


def _short_body(response: requests.Response) -> str:
    """The start of an error response's text, for the message (servers often explain there)."""
    try:
        text = response.text
    except Exception:  # noqa: BLE001 - an undecodable body is no reason to hide the status
        return ""
    text = " ".join(text.split())
    return text[:300] + ("…" if len(text) > 300 else "")
