"""audioguide's command line, run in a process forked from one that has already imported it.

The tests start the command line some four hundred times; importing audioguide and its libraries takes most of a
second of CPU each time. :func:`tests.support.run_cli` forks each run from a server that has imported them once
(``multiprocessing``'s forkserver): the run is still a process of its own, with its own working folder, environment,
output and exit code, and the modules the command imports only when it needs them are imported by it, as they are
when a user runs it. Only the standard library is imported here: this module is what each forked process loads.
"""

from __future__ import annotations

import atexit
import os
import runpy
import sys

PRELOADED = ["audioguide.cli", "audioguide.builder.pipeline", "audioguide.text.readers.markdown",
             "audioguide.text.script"]
"""What the server imports once: the command line and what most of its commands import."""


def run(argv: list[str], cwd: str, environment: dict[str, str], path: list[str], stdout: str, stderr: str) -> None:
    """``audioguide ARGV`` in ``cwd`` with ``environment`` and the module search ``path`` of ``python -m`` there (not
    the tests'), its output written to the two files; it exits with the command's code (``SystemExit``), after what
    Python runs at exit."""
    os.chdir(cwd)
    sys.path[:] = [cwd, *path]
    os.environ.clear()
    os.environ.update(environment)
    for descriptor, path in ((1, stdout), (2, stderr)):
        opened = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(opened, descriptor)
        os.close(opened)
    sys.argv = ["audioguide", *argv]
    try:
        runpy.run_module("audioguide", run_name="__main__", alter_sys=True)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        atexit._run_exitfuncs()
