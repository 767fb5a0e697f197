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

import contextlib
import email.utils
import ipaddress
import random
import socket
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urljoin, urlsplit

from audioguide.common import secrets
from audioguide.common.errors import EngineError

if TYPE_CHECKING:
    import requests

T = TypeVar("T")


class Failure(Exception):
    """One attempt that failed: ``status`` None when no answer came (refused, dropped, timed out)."""

    def __init__(
        self, status: int | None, detail: str, retry_after: float | None = None, *, final: bool = False
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.retry_after = retry_after
        self.final = final
        """What asking again cannot change (a bad redirect, an answer too large or undecodable)."""

    @property
    def retryable(self) -> bool:
        return not self.final and (self.status is None or self.status == 429 or self.status >= 500)


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
    unusable: str = "{name} answered with something unusable: {detail}"

    def give_up(self, failure: Failure, attempts: int) -> EngineError:
        tries = f"{attempts} attempt{'s' if attempts != 1 else ''}"
        if failure.final:
            template = self.unusable
        elif failure.status is None:
            template = self.unreachable
        elif failure.status == 429:
            template = self.rate_limited
        elif failure.status >= 500:
            template = self.server_error
        else:
            template = self.refused
        return EngineError(secrets.redact(
            template.format(name=self.name, status=failure.status, tries=tries, detail=failure.detail)
        ))


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


MAX_REDIRECTS = 3
"""Redirects followed per request, http(s) only: more is a loop or a misconfigured server."""
BODY_LIMIT = 64 << 20
"""The largest answer read into memory unless the caller says otherwise (a download streams to a file)."""
ERROR_TEXT = 300
"""Characters of an error answer's text shown in a message."""
_CHUNK = 1 << 16
_REDIRECTS = frozenset({301, 302, 303, 307, 308})


def url_problem(url: str) -> str | None:
    """What makes ``url`` unusable as a server's address, as a phrase ("is not an http(s) URL (ftp:)",
    "has no host name"), or None; the URL itself is never quoted, since it may hold a key."""
    try:
        parts = urlsplit(url)
        port = parts.port
        host = parts.hostname
    except ValueError as error:
        return f"is not a valid URL ({str(error).split(':')[0]})"
    if parts.scheme not in ("http", "https"):
        return f"is not an http(s) URL ({parts.scheme + ':' if parts.scheme else 'no scheme'})"
    if not host:
        return "has no host name"
    if port == 0:
        return "has port 0"
    if parts.username or parts.password:
        return "has a user name or password in it"
    return None


REDIRECT_HOSTS_VARIABLE = "AUDIOGUIDE_REDIRECT_HOSTS"
"""Hosts (comma-separated; ``.example.org`` for its subdomains too) a server may redirect to, besides its own."""
_UPSTREAM_REDIRECTS = {
    "huggingface.co": (".huggingface.co", ".hf.co"),  # Piper's and Kokoro's voices: served by their CDN
    "github.com": (".githubusercontent.com",),  # Kokoro's model: a release asset
}
"""Where the publishers audioguide fetches from by default redirect their downloads."""
_METADATA_HOSTS = frozenset({"metadata", "metadata.google.internal", "metadata.azure.com", "instance-data"})


def redirect_problem(origin: str, target: str) -> str | None:
    """Why a redirect from ``origin`` to ``target`` is not followed, or None. A redirect stays on its server's
    scheme and host (an upstream publisher's to its own download hosts, and the hosts of
    ``$AUDIOGUIDE_REDIRECT_HOSTS``), never goes from https to http, and never reaches a link-local or a cloud's
    metadata address, nor this machine or its network from a server elsewhere."""
    before, after = urlsplit(origin), urlsplit(target)
    host, new = (before.hostname or "").lower(), (after.hostname or "").lower()
    shown = f"{after.scheme}://{after.netloc}{after.path}"  # no query: it may hold a key
    if before.scheme == "https" and after.scheme == "http":
        return f"redirected from https to plain http ({shown}); refused"
    address = _ip(new)
    if new in _METADATA_HOSTS or (address is not None and (address.is_link_local or address.is_multicast
                                                          or address.is_unspecified)):
        return f"redirected to a link-local or metadata address ({shown}); refused"
    if address is not None and (address.is_loopback or address.is_private) and not _local(host):
        return f"redirected from {host} to this machine or its network ({shown}); refused"
    if new == host or any(new == allowed or new.endswith(allowed) for allowed in _allowed_redirects(host)):
        return None
    return (f"redirected from {host} to another host ({shown}); refused: a mirror serves its own files. To follow"
            f" it, add {new} to {REDIRECT_HOSTS_VARIABLE}")


def _allowed_redirects(host: str) -> tuple[str, ...]:
    import os

    configured = [name.strip().lower() for name in os.environ.get(REDIRECT_HOSTS_VARIABLE, "").split(",")]
    return (*_UPSTREAM_REDIRECTS.get(host, ()), *(name for name in configured if name))


def _ip(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return None


def _local(host: str) -> bool:
    """Whether ``host`` is this machine or its network, as written (names are not resolved)."""
    address = _ip(host)
    return host == "localhost" or host.endswith(".localhost") or (
        address is not None and (address.is_loopback or address.is_private))


def send(
    method: str,
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    json: Any = None,
    data: bytes | str | None = None,
    timeout: float | tuple[float, float] = 30.0,
    deadline: float | None = None,
    limit: int = BODY_LIMIT,
    sink: Callable[[bytes], None] | None = None,
    session: requests.Session | None = None,
) -> requests.Response:
    """One request (with a ``json`` or a form ``data`` body), its answer read whole within ``deadline`` seconds;
    an error status or no answer raises :class:`Failure`.

    ``timeout`` bounds each wait (connect, read) and ``deadline`` the whole request, redirects and body
    included (default: four read timeouts). At most :data:`MAX_REDIRECTS` http(s) redirects are followed,
    and the ``Authorization`` header is not sent to another host. The body, decoded, is at most ``limit``
    bytes: it is the response's ``content``, or handed to ``sink`` piece by piece (then ``content`` is empty).
    """
    read_timeout = timeout[1] if isinstance(timeout, tuple) else timeout
    watch = _Watch(deadline if deadline is not None else 4 * read_timeout)
    with watch:
        return _send(method, url, dict(headers or {}), (json, data), timeout, limit, sink, session or _session(),
                     watch)


def _send(
    method: str, url: str, headers: dict[str, str], body: tuple[Any, bytes | str | None],
    timeout: float | tuple[float, float], limit: int,
    sink: Callable[[bytes], None] | None, session: requests.Session, watch: _Watch,
) -> requests.Response:
    import requests

    json, data = body
    for hop in range(MAX_REDIRECTS + 1):
        try:
            response = session.request(method, url, headers=headers, json=json, data=data, timeout=timeout,
                                       stream=True, allow_redirects=False)
        except (requests.ConnectionError, requests.Timeout) as error:
            raise watch.failure() or Failure(None, describe_unreachable(error)) from None
        except requests.RequestException as error:
            raise Failure(None, f"the request could not be sent ({type(error).__name__})", final=True) from None
        if response.status_code not in _REDIRECTS or "location" not in response.headers:
            break
        response.close()
        target = urljoin(url, response.headers["location"])
        problem = url_problem(target)
        if problem is not None:
            raise Failure(None, f"redirected to an address that {problem}; only http(s)"
                          " redirects are followed", final=True)
        refused = redirect_problem(url, target)
        if refused is not None:
            raise Failure(None, refused, final=True)
        if hop == MAX_REDIRECTS:
            raise Failure(None, f"more than {MAX_REDIRECTS} redirects (a loop?)", final=True)
        if urlsplit(target).hostname != urlsplit(url).hostname:
            headers = {name: value for name, value in headers.items() if name.lower() != "authorization"}
        if response.status_code in (301, 302, 303) and method != "GET":
            method, json, data = "GET", None, None
        url = target
    with response:
        if response.status_code >= 400:
            detail = f"HTTP {response.status_code} {secrets.redact(_printable(response.reason or ''))}".strip()
            text = _error_text(response, watch)
            raise Failure(response.status_code, f"{detail}: {text}" if text else detail, retry_after(response.headers))
        content = _read(response, limit, sink, watch)
    response._content = content  # read here, bounded: requests' own reading would not be
    return response


def _read(response: requests.Response, limit: int, sink: Callable[[bytes], None] | None, watch: _Watch) -> bytes:
    """The body, decoded, at most ``limit`` bytes, within the watch's deadline."""
    import urllib3.exceptions

    pieces: list[bytes] = []
    got = 0
    try:
        while chunk := response.raw.read1(_CHUNK, decode_content=True):
            got += len(chunk)
            if got > limit:
                raise Failure(None, f"the answer is larger than {_size(limit)}; it was not kept", final=True)
            if sink is None:
                pieces.append(chunk)
            else:
                sink(chunk)
    except urllib3.exceptions.DecodeError:
        encoding = response.headers.get("Content-Encoding", "")
        raise Failure(None, f"the answer could not be decoded (it says Content-Encoding: {_printable(encoding)[:40]},"
                      " but is not)", final=True) from None
    except (urllib3.exceptions.HTTPError, OSError) as error:
        raise watch.failure() or Failure(None, describe_unreachable(error)) from None
    failure = watch.failure()
    if failure is not None:  # the socket was shut by the watch: what came is not the whole answer
        raise failure
    return b"".join(pieces)


def _error_text(response: requests.Response, watch: _Watch) -> str:
    """The start of an error answer's text, secrets hidden, on one line (servers often explain there)."""
    try:
        raw = _read(response, 64 << 10, None, watch)[:4096] if response.raw is not None else b""
    except Failure:
        return ""
    text = " ".join(secrets.redact(_printable(raw.decode("utf-8", "replace"))).split())
    return text[:ERROR_TEXT] + ("…" if len(text) > ERROR_TEXT else "")


def _printable(text: str) -> str:
    return "".join(character if character.isprintable() else " " for character in text)


def _size(count: int) -> str:
    return f"{count / (1 << 20):,.0f} MB" if count >= 1 << 20 else f"{count:,} bytes"


class _Watch:
    """A request's total deadline: when it passes, the request's socket is shut, so that neither a server
    sending one byte at a time nor one that never finishes its headers holds a build."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self.connection: Any = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Watch:
        _watching.watch = self
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()
        _watching.watch = None

    def attach(self, connection: Any) -> None:
        with self._lock:
            self.connection = connection
            expired = self.expired
        if expired:
            _shut(connection)

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            connection = self.connection
        if connection is not None:
            _shut(connection)

    def failure(self) -> Failure | None:
        return Failure(None, f"timed out: no whole answer within {self.seconds:g} s") if self.expired else None


_watching = threading.local()
_sessions = threading.local()


def _shut(connection: Any) -> None:
    sock = getattr(connection, "sock", None)
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


def _session() -> requests.Session:
    """This thread's session, whose connections a request's watch can shut."""
    found: requests.Session | None = getattr(_sessions, "session", None)
    if found is None:
        found = _sessions.session = session()
    return found


def session() -> requests.Session:
    """A ``requests`` session for :func:`send`: its connections are known to the request's deadline."""
    import requests
    import requests.adapters
    import urllib3.connection
    import urllib3.connectionpool

    def attach(connection: urllib3.connection.HTTPConnection) -> None:
        watch: _Watch | None = getattr(_watching, "watch", None)
        if watch is not None:
            watch.attach(connection)

    class Watched(urllib3.connection.HTTPConnection):
        def request(self, *args: Any, **kwargs: Any) -> None:
            attach(self)
            super().request(*args, **kwargs)

    class WatchedTLS(urllib3.connection.HTTPSConnection):
        def request(self, *args: Any, **kwargs: Any) -> None:
            attach(self)
            super().request(*args, **kwargs)

    class Pool(urllib3.connectionpool.HTTPConnectionPool):
        ConnectionCls = Watched

    class PoolTLS(urllib3.connectionpool.HTTPSConnectionPool):
        ConnectionCls = WatchedTLS

    class Adapter(requests.adapters.HTTPAdapter):
        def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
            super().init_poolmanager(*args, **kwargs)
            self.poolmanager.pool_classes_by_scheme = {"http": Pool, "https": PoolTLS}

    made = requests.Session()
    adapter = Adapter()
    made.mount("http://", adapter)
    made.mount("https://", adapter)
    return made


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
