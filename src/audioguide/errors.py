"""The exceptions audioguide raises for problems a user can fix.

Every message says what is wrong, where (file:line or config field) and, where
it is not obvious, what to do. The CLI prints the message alone, without a
traceback, and exits with ``exit_code``.
"""

from __future__ import annotations


class AudioguideError(Exception):
    """Base class: a problem with the user's input or environment."""

    exit_code = 1


class ConfigError(AudioguideError):
    """Raised by :mod:`audioguide.config` for a missing, unreadable or invalid config.

    Holds every problem found, one per line.
    """

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


class DocumentError(AudioguideError):
    """Raised by :mod:`audioguide.documents` for a source document that cannot be narrated."""


class TemplateError(AudioguideError):
    """Raised by :mod:`audioguide.script` when a narration template fails to render."""


class TranslationError(AudioguideError):
    """Raised by :mod:`audioguide.translate` for a catalog that is malformed, mislabelled or incomplete."""


class EngineError(AudioguideError):
    """Raised by a speech engine that is missing, misconfigured or failing."""


class AudioError(AudioguideError):
    """Raised by :mod:`audioguide.audio` when ffmpeg fails to encode or measure an episode."""


class OutputError(AudioguideError):
    """Raised by :mod:`audioguide.output` when the output directory cannot be written."""
