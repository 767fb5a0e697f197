"""``python -m tests.fake_google MODE [AFTER] -- ARGS…``: the real audioguide CLI, Google's speech endpoint faked.

gTTS runs its own code; only the HTTP layer answers from here (``responses``).
MODE says how the endpoint answers: ``ok`` (a one-second tone for every
request), ``offline`` (the connection fails) or ``429`` (rate-limited for ever,
told to retry at once). The first AFTER requests (default 0) are answered
with the tone whatever the mode, as a service that goes away in the middle.
"""

from __future__ import annotations

import itertools
import re
import sys

import imageio_ffmpeg
import requests
import responses

from audioguide.cli import main
from tests.speech.engines.test_gtts import body, encode_tone

ENDPOINT = re.compile(r"https://translate\.google\.[a-z.]+/_/TranslateWebserverUi/data/batchexecute")


def fake(mode: str, after: int) -> responses.RequestsMock:
    tone = body(encode_tone(imageio_ffmpeg.get_ffmpeg_exe(), 1.0, 440))
    served = itertools.count()

    def answer(request: requests.PreparedRequest) -> tuple[int, dict[str, str], str]:
        if mode == "ok" or next(served) < after:
            return 200, {}, tone
        if mode == "429":
            return 429, {"Retry-After": "0"}, ""
        raise requests.ConnectionError("Failed to establish a new connection: [Errno -3] name resolution")

    mock = responses.RequestsMock(assert_all_requests_are_fired=False)
    mock.add_callback(responses.POST, ENDPOINT, callback=answer)
    return mock


if __name__ == "__main__":
    separator = sys.argv.index("--")
    mode, *after = sys.argv[1:separator]
    sys.argv = ["audioguide", *sys.argv[separator + 1 :]]
    with fake(mode, int(after[0]) if after else 0):
        main()
