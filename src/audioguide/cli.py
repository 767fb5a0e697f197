"""The ``audioguide`` command line."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import click

from audioguide import __version__
from audioguide.errors import AudioguideError

log = logging.getLogger("audioguide")


def _setup_logging(verbose: int, quiet: bool) -> None:
    """Warnings by default; -v adds what each stage did, -vv everything."""
    level = logging.ERROR if quiet else [logging.WARNING, logging.INFO, logging.DEBUG][min(verbose, 2)]
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s" if verbose > 1 else "%(message)s"))
    root = logging.getLogger("audioguide")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="audioguide")
def cli() -> None:
    """Turn written guides into a multilingual narrated podcast."""


@cli.command()
@click.option(
    "-c", "--config", "config_path", type=click.Path(path_type=Path), default="audioguide.yml",
    show_default=True, help="The guide's configuration file.",
)
@click.option("--lang", "languages", multiple=True, metavar="L", help="Build only this language (repeatable).")
@click.option("--output", type=click.Path(path_type=Path), help="Output folder [default: output/ beside the config].")
@click.option("-v", "--verbose", count=True, help="Say more (-vv for debugging).")
@click.option("-q", "--quiet", is_flag=True, help="Say only errors.")
def build(config_path: Path, languages: tuple[str, ...], output: Path | None, verbose: int, quiet: bool) -> None:
    """Build the podcast: episodes, feeds and site, into the output folder."""
    from audioguide.build import build as run_build

    _setup_logging(verbose, quiet)
    report = run_build(config_path, languages=languages, output=output)
    stats = report.stats
    if not quiet:
        click.echo(
            f"Built {report.episodes} episodes in {', '.join(report.languages)}:"
            f" {stats.synthesized} cues synthesized, {stats.cached} from cache,"
            f" {report.audio_seconds / 60:.1f} min of audio, in {report.seconds:.1f} s -> {report.output}",
            err=True,
        )


def main() -> None:
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("interrupted; finished speech is kept in the cache for the next build", err=True)
        sys.exit(130)
    except click.ClickException as error:
        error.show()
        sys.exit(error.exit_code)
    except AudioguideError as error:
        for line in str(error).splitlines():
            click.echo(f"error: {line}", err=True)
        sys.exit(error.exit_code)
    except KeyboardInterrupt:
        click.echo("interrupted; finished speech is kept in the cache for the next build", err=True)
        sys.exit(130)
    except Exception as error:  # a bug, not bad input: say so, and how to see the details
        if log.isEnabledFor(logging.DEBUG):
            raise
        click.echo(
            f"internal error: {type(error).__name__}: {error}\n"
            "This is a bug in audioguide; run again with -vv for the traceback and report it.",
            err=True,
        )
        sys.exit(70)
