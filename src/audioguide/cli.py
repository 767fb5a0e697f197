"""The ``audioguide`` command line."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

from audioguide import __version__
from audioguide.common.errors import AudioguideError, config_not_found
from audioguide.common.progress import Advance, Progress, StageLines

if TYPE_CHECKING:
    from http.server import ThreadingHTTPServer

    from audioguide.builder.report import BuildReport
    from audioguide.config import GuideConfig
    from audioguide.speech.plan import PlannedEpisode
    from audioguide.text.documents import Document

log = logging.getLogger("audioguide")

DEBUG_VARIABLE = "AUDIOGUIDE_DEBUG"
"""Set (to anything), a bug's traceback is shown, whatever the command."""


def _setup_logging(verbose: int, quiet: bool) -> None:
    """Warnings by default; -v adds what each stage did, -vv everything."""
    level = logging.ERROR if quiet else [logging.WARNING, logging.INFO, logging.DEBUG][min(verbose, 2)]
    from audioguide.common.secrets import RedactingFilter

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s" if verbose > 1 else "%(message)s"))
    handler.addFilter(RedactingFilter())
    root = logging.getLogger("audioguide")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False


config_option = click.option(
    "-c", "--config", "config_path", type=click.Path(path_type=Path), default="audioguide.yml",
    show_default=True, help="The guide's configuration file.",
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="audioguide")
def cli() -> None:
    """Turn written guides into a multilingual narrated podcast."""


@cli.command()
@config_option
@click.option("--lang", "languages", multiple=True, metavar="L", help="Build only this language (repeatable).")
@click.option("--output", type=click.Path(path_type=Path), help="Output folder [default: output/ beside the config].")
@click.option(
    "--allow-incomplete", is_flag=True,
    help="Build languages with missing or fuzzy translations, speaking those passages in the source language.",
)
@click.option(
    "-j", "--jobs", type=click.IntRange(min=1), metavar="N",
    help="Worker processes for synthesis and encoding [default: one per core].",
)
@click.option(
    "--scheduler", metavar="ADDRESS",
    help="Synthesize and encode on this Dask scheduler's workers (tcp://host:8786)"
    " [default: scheduler: in the config, else here].",
)
@click.option("-v", "--verbose", count=True, help="Say more (-vv for debugging).")
@click.option("-q", "--quiet", is_flag=True, help="Say only errors.")
def build(
    config_path: Path, languages: tuple[str, ...], output: Path | None, allow_incomplete: bool,
    jobs: int | None, scheduler: str | None, verbose: int, quiet: bool,
) -> None:
    """Build the podcast: episodes, feeds and site, into the output folder."""
    from audioguide.config import SCHEDULER_ADDRESS

    _setup_logging(verbose, quiet)
    if scheduler is not None and not SCHEDULER_ADDRESS.match(scheduler):
        raise click.BadParameter(f"not a Dask scheduler address: {scheduler!r} (e.g. tcp://10.0.0.5:8786)",
                                 param_hint="--scheduler")
    build_and_say(config_path, languages, output, allow_incomplete, jobs, scheduler, quiet)


def build_and_say(
    config_path: Path, languages: Sequence[str] = (), output: Path | None = None, allow_incomplete: bool = False,
    jobs: int | None = None, scheduler: str | None = None, quiet: bool = False,
) -> None:
    """Build unless nothing changed since the last build, and say what was done."""
    from audioguide.builder import build as run_build

    report = run_build(
        config_path, languages=languages, output=output, allow_incomplete=allow_incomplete,
        jobs=jobs, scheduler=scheduler, progress=_progress_bars(quiet),
    )
    if not quiet:
        click.echo(summary(report), err=True)


def summary(report: BuildReport) -> str:
    """The build's last line: counts that add up (every episode encoded or unchanged)."""
    if report.up_to_date:
        return "Nothing changed since the last build; the output is up to date."
    stats = report.stats
    unchanged = report.episodes - report.encoded
    skipped = f" {_count(report.skipped, 'block')} not read aloud (see audioguide script);" if report.skipped else ""
    return (
        f"Built {_count(report.episodes, 'episode')} in {', '.join(report.languages)}:"
        f" {_count(stats.synthesized, 'sentence')} synthesized, {stats.cached} from the cache;"
        f" {_count(report.encoded, 'episode')} encoded, {unchanged} unchanged;"
        f" {report.audio_seconds / 60:.1f} min of audio;{skipped} in {report.seconds:.1f} s -> {report.output}"
    )


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _progress_bars(quiet: bool) -> Progress:
    """A tqdm bar per stage on a terminal; elsewhere (a log, CI) a line now and then with an estimate."""

    open_bars: list[str] = []

    @contextmanager
    def progress(stage: str, total: int) -> Iterator[Advance]:
        if quiet or total == 0:
            yield lambda done: None
        elif not sys.stderr.isatty():
            with StageLines(stage, total, lambda line: click.echo(line, err=True)) as lines:
                yield lines.advance
        else:
            from tqdm import tqdm

            # Stages run at once (speech and episodes): a line each.
            with tqdm(total=total, desc=f"{stage:>8}", unit="", leave=False, position=len(open_bars)) as bar:
                open_bars.append(stage)

                def advance(done: int) -> None:
                    bar.update(done)

                try:
                    yield advance
                finally:
                    open_bars.remove(stage)

    return progress


def _config(config_path: Path) -> GuideConfig:
    from audioguide.config import load_config

    return load_config(config_path)


def _guide(config_path: Path) -> tuple[GuideConfig, list[Document]]:
    from audioguide.text.documents import read_documents

    config = _config(config_path)
    return config, read_documents(config)


@cli.command()
@config_option
@click.option("--lang", "languages", multiple=True, metavar="L", help="Only this language (repeatable).")
@click.option("--speech", is_flag=True,
              help="Show each paragraph as the voice is given it (numbers in words, lexicon applied).")
def script(config_path: Path, languages: tuple[str, ...], speech: bool) -> None:
    """Show what will be narrated, without synthesizing anything.

    Per language and episode: its title, file, date and chapters, then the script as it will be
    spoken (intro, chapter announcements and outro included), each paragraph marked with where
    it comes from; untranslated passages are read in the source language (as with
    --allow-incomplete) and marked. Last, what the documents leave out, with file:line and words.
    """
    from audioguide.speech.plan import documents_read, plan_language, select_languages
    from audioguide.text.documents import not_read_aloud, read_by_guess, read_documents

    _setup_logging(0, False)
    config = _config(config_path)
    selected = select_languages(config, languages)
    empty_pages: list[str] = []
    documents = read_documents(config, empty_pages)
    for found in config.found:
        click.echo(f"# Found {found}")
    if empty_pages:
        click.echo(f"# Left out: {_count(len(empty_pages), 'page')} of a site, each no episode")
        for reason in empty_pages:
            click.echo(reason)
    if config.found:
        click.echo()
    plans = []
    for index, language in enumerate(selected):
        plan, missing = plan_language(config, documents, language)
        plans.append(plan)
        code = plan.language.code
        if index:
            click.echo()
        click.echo(f"# {code}: {_count(len(plan.episodes), 'episode')}")
        if missing:
            click.echo(f"not translated, read in {config.source_language}:")
            for problem in missing:
                click.echo(f"  {problem}")
        unsettled = [found for planned, document in zip(plan.episodes, documents, strict=False)
                     for found in _show_episode(planned, document.name, code, speech)]
        if unsettled:
            click.echo(f"\nDates that may be day or month first, read month first as in the US; give the"
                       f" language its region in audioguide.yml ({code}-GB reads the day first, {code}-US the"
                       f" month) to settle them:")
            for found in unsettled:
                click.echo(f"  {found}")
    read = documents_read(documents, plans)
    guessed = read_by_guess(read)
    if guessed:
        click.echo(f"\n# Read by a guess: {_count(len(guessed), 'call')} of the site's, each by its most readable"
                   " argument (name its rule under the markdown reader's shortcodes option to change it)")
        for name, item in guessed:
            click.echo(f"{name}:{item.line}: {item.what}: read as {item.said!r}")
    left_out = not_read_aloud(read)  # as the build's summary counts them
    if left_out:
        click.echo(f"\n# Not read aloud: {_count(len(left_out), 'block')}")
        for name, item in left_out:
            words = "1 word" if item.words == 1 else f"{item.words:,} words"
            click.echo(f"{name}:{item.line}: {item.what} ({words})")


def _show_episode(planned: PlannedEpisode, source: str, code: str, speech: bool) -> list[str]:
    """An episode's title, file, date, source and chapters, then its script paragraph by paragraph; returns
    the numeric dates whose order its language does not settle ("where: date")."""
    from audioguide.text.prepare import unsettled_dates
    from audioguide.text.script import chapter_titles

    episode = planned.script
    click.echo(f"\n## Episode {episode.number}: {episode.title}")
    click.echo(f"file: {code}/{episode.slug}.mp3")
    click.echo(f"published: {episode.published.isoformat()}")
    click.echo(f"source: {source}")
    click.echo("chapters:")
    for number, title in enumerate(chapter_titles(episode), start=1):
        click.echo(f"  {number}. {title}")
    spoken: dict[tuple[int, int], list[str]] = {}
    languages: dict[tuple[int, int], list[str]] = {}
    for cue in planned.cues:
        spoken.setdefault((cue.chapter, cue.paragraph), []).append(cue.speech)
        languages.setdefault((cue.chapter, cue.paragraph), []).append(cue.language or episode.language)
    unsettled: list[str] = []
    for chapter_index, chapter in enumerate(episode.chapters):
        click.echo(f"\n### {chapter_index + 1}. {chapter.title}")
        for index, paragraph in enumerate(chapter.paragraphs):
            if paragraph.pause is not None:  # silence: nothing to say, only its length to show
                click.echo(f"[pause {paragraph.pause:g} s]")
                continue
            where = paragraph.ref if paragraph.kind == "text" and paragraph.ref else paragraph.kind
            if paragraph.language:
                where += f", not translated: {paragraph.language}"
            else:
                where += _passage_languages(languages.get((chapter_index, index), []), episode.language)
            text = paragraph.text
            unsettled += [f"{paragraph.ref or paragraph.kind}: {found}"
                          for found in unsettled_dates(text, paragraph.language or episode.language)]
            if speech:
                text = " ".join(spoken.get((chapter_index, index), [])) or "(nothing to say)"
            click.echo(f"[{where}] {text}")
    return unsettled


def _passage_languages(spoken_in: list[str], language: str) -> str:
    """What ``audioguide script`` says of a paragraph spoken (partly) in another language than the episode's:
    ``, in en``, or ``, in de and en`` when its sentences are in several."""
    used = list(dict.fromkeys(spoken_in))
    if not used or used == [language]:
        return ""
    return ", in " + " and ".join(used)


@cli.command()
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False), default=".")
def init(folder: Path) -> None:
    """Start a guide in FOLDER (here by default): a config, a document and catalogs that build at once."""
    from audioguide.builder.scaffold import init as make_guide

    for path in make_guide(folder):
        click.echo(f"wrote {shown(path)}")
    where = "" if folder == Path(".") else f"cd {folder} && "
    click.echo(f"Next: {where}audioguide build && audioguide serve --watch", err=True)


@cli.command()
@config_option
def extract(config_path: Path) -> None:
    """Write translations/messages.pot: every narrated segment and template string."""
    from audioguide.text.catalogs import extract_template

    _setup_logging(0, False)
    path = extract_template(*_guide(config_path))
    click.echo(f"wrote {shown(path)}")


@cli.group()
@click.pass_context
def translations(context: click.Context) -> None:
    """Keep the translation catalogs (translations/<lang>.po) up to date."""
    from audioguide.common.errors import AGAIN

    AGAIN.set(f"run audioguide translations {context.invoked_subcommand} again")


@translations.command()
@config_option
def update(config_path: Path) -> None:
    """Merge the current source texts into every language's catalog, as msgmerge does."""
    from audioguide.text.catalogs import update_catalogs

    _setup_logging(0, False)
    config, documents = _guide(config_path)
    for path, created in update_catalogs(config, documents):
        click.echo(f"{'created' if created else 'updated'} {shown(path)}")
    _echo_as_files(config, documents)


def shown(path: Path) -> str:
    """A path as every command shows it: from the current folder when it is inside it, else in full."""
    absolute = path.absolute()
    return str(absolute.relative_to(Path.cwd())) if absolute.is_relative_to(Path.cwd()) else str(absolute)


def _echo_as_files(config: GuideConfig, documents: list[Document]) -> None:
    """A line per language narrating documents from their translated files, whose entries it needs not."""
    from audioguide.text.catalogs import narrated_from_files, target_languages

    for language in target_languages(config):
        files = narrated_from_files(config, language, documents)
        count = len(set(files.values()))
        if count:
            click.echo(f"{language}: {count} {'document' if count == 1 else 'documents'} narrated from"
                       f" {'its' if count == 1 else 'their'} translated {'file' if count == 1 else 'files'}"
                       f" ({', '.join(sorted(set(files.values())))}); {'its' if count == 1 else 'their'}"
                       " entries are not needed in the catalog")


@translations.command()
@config_option
def status(config_path: Path) -> None:
    """Count translated, fuzzy and missing entries per language."""
    from audioguide.text.catalogs import TRANSLATIONS_DIR, catalog_status, counted

    _setup_logging(0, False)
    config, documents = _guide(config_path)
    rows = catalog_status(config, documents)
    click.echo(f"{'language':<10} {'translated':>10} {'fuzzy':>6} {'missing':>8} {'obsolete':>9}")
    for row in rows:
        click.echo(
            f"{row.language:<10} {row.translated:>10} {row.fuzzy:>6} {row.missing:>8} {row.obsolete:>9}"
        )
    for row in rows:
        if row.as_files:
            click.echo(f"{row.language}: {counted(row.as_files, 'document')} translated as a file"
                       f" ({counted(row.not_needed, 'entry', 'entries')} not needed, not counted above)")
        if row.shipped_over_fuzzy:
            one = row.shipped_over_fuzzy == 1
            click.echo(
                f"{row.language}: {row.shipped_over_fuzzy} of audioguide's own words {'is' if one else 'are'} fuzzy"
                f" in {TRANSLATIONS_DIR}/{row.language}.po, so the build says {'it' if one else 'them'} as"
                f" audioguide's own {row.language} catalog does (counted as translated above); review"
                f" {'it' if one else 'them'} and clear the fuzzy mark to use the guide's translation"
            )
    from audioguide.text.translated import chapter_gaps

    for line in chapter_gaps(config, documents):
        click.echo(line)


@translations.command("import")
@config_option
@click.argument("language", metavar="LANG")
@click.argument("files", metavar="FILES...", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--source", type=click.Path(path_type=Path), metavar="PATH",
              help="The source document that FILE translates (one FILE only) [default: the document of that name].")
@click.option("--overwrite", is_flag=True, help="Replace the translations already in the catalog.")
def import_(config_path: Path, language: str, files: tuple[Path, ...], source: Path | None, overwrite: bool) -> None:
    """Fill translations/LANG.po from documents already translated into LANG.

    Each file is aligned with its source (the document of the same name, or --source) by its
    chapters, headings and paragraphs: their order, length, numbers and links. Each pair becomes
    the translation of that entry; a pair the alignment is unsure of is marked fuzzy, and what
    cannot be aligned is listed, never imported.
    """
    import langcodes

    from audioguide.text.translated import import_translations

    _setup_logging(0, False)
    if langcodes.tag_is_valid(language):
        language = langcodes.standardize_tag(language)
    config, documents = _guide(config_path)
    report = import_translations(config, documents, language, files, source=source, overwrite=overwrite)
    for line in report.lines:
        click.echo(line)
    click.echo(report.summary())
    click.echo(f"wrote {shown(report.catalog)}")


@cli.command()
@click.option("--lang", "language", metavar="L", help="Only voices for this language (BCP 47), and those to download.")
def voices(language: str | None) -> None:
    """List every speech engine, whether it works here, and its voices.

    With --lang, voices an engine fetches on first use (Piper's) are listed too, with their size.
    """
    from audioguide.speech.voices import voice_table

    for line in voice_table(language):
        click.echo(line)


@cli.command()
@click.argument("text")
@click.option("--lang", "language", metavar="L", required=True, help="The language to speak it in (BCP 47).")
@click.option("--engine", help="The speech engine [default: the guide's for L, else espeak-ng].")
@click.option("--voice", help="The engine's voice [default: the guide's for L, else the engine's for L].")
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE", callback=lambda _c, _p, pairs: _options(pairs),
              help="One of the engine's options, over the guide's (repeatable; VALUE is read as YAML: 30, null).")
@click.option("-o", "--output", "output", type=click.Path(path_type=Path, dir_okay=False),
              help="Where to write the WAV [default: .audioguide-cache/say-L.wav in a guide, else say-L.wav].")
@config_option
def say(text: str, language: str, engine: str | None, voice: str | None, options: dict[str, object],
        output: Path | None, config_path: Path) -> None:
    """Speak TEXT as a build of the guide would, into a WAV file: to try a voice in seconds.

    The guide's lexicon and the build's preparation for speech (numbers, dates, abbreviations …) apply;
    an --engine other than the guide's for L starts without the guide's voice and options.
    """
    from audioguide.audio.say import Choice, say_to_file

    _setup_logging(0, False)
    path = say_to_file(text, Choice(language, engine, voice, options), config_path, output)
    click.echo(f"wrote {shown(path)}")


def _options(pairs: tuple[str, ...]) -> dict[str, object]:
    """``say --option KEY=VALUE``s, later ones winning."""
    from audioguide.audio.say import option_value

    try:
        return dict(option_value(pair) for pair in pairs)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--option") from None


@cli.command()
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False), required=False)
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="Port on 127.0.0.1 (0 picks a free one).")
@click.option("--watch", is_flag=True, help="Build again whenever the guide changes, and reload the open pages.")
@config_option
def serve(folder: Path | None, port: int, watch: bool, config_path: Path) -> None:
    """Preview the output folder on 127.0.0.1, with byte ranges so players can seek.

    With --watch, the guide (-c, in this folder by default) is built first if need be, then
    again at every save, and the pages open in a browser reload when a build is done.
    """
    from audioguide.preview.serve import make_server

    folder = folder or (config_path.parent / "output" if watch else Path("output"))
    if watch:
        _serve_watching(config_path, folder, port)
        return
    if not folder.is_dir():
        raise AudioguideError(f"{folder}: no such folder; build first (audioguide build)")
    server = _bind(lambda: make_server(folder, port), port)
    with server:
        try:
            click.echo(f"Serving {folder} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C to stop)", err=True)
            server.serve_forever()
        except KeyboardInterrupt:
            _stopped()


def _bind(make: Callable[[], ThreadingHTTPServer], port: int) -> ThreadingHTTPServer:
    try:
        return make()
    except OSError as error:
        raise AudioguideError(f"cannot serve on 127.0.0.1:{port} ({error.strerror}); try --port 0") from None


def _serve_watching(config_path: Path, folder: Path, port: int) -> None:
    import threading

    from audioguide.preview.watch import Builds, make_watching_server, watch

    _setup_logging(0, False)
    if not config_path.is_file():
        raise config_not_found(config_path)

    def build_once() -> None:
        try:
            build_and_say(config_path, output=folder)
        except AudioguideError as error:  # shown, and the server goes on with the last good output
            for line in str(error).splitlines():
                click.echo(f"error: {line}", err=True)

    builds = Builds()
    # Listening first: a browser opened now sees that the first build runs, then the guide.
    server = _bind(lambda: make_watching_server(folder, builds, port), port)
    builds.running = True  # the first build: a page asked for before it starts shows that it runs
    try:
        click.echo(f"Serving {folder} at http://127.0.0.1:{server.server_address[1]}/ and building on every change"
                   " (Ctrl-C to stop)", err=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        watch(config_path.parent.resolve(), folder, build_once, builds)
    except KeyboardInterrupt:
        if builds.running:
            raise  # a build was stopped: its finished speech is kept, as the message says
        _stopped()


def _stopped() -> None:
    """Ctrl-C on a server with no build running: nothing to keep, nothing to say of speech."""
    click.echo("\nstopped", err=True)
    sys.exit(130)


@cli.command()
@click.argument("folder", type=click.Path(path_type=Path, file_okay=False), default="output")
@click.option("--strict", is_flag=True, help="Fail on warnings too.")
@click.option("--loudness", type=float, default=None,
              help="Target loudness, LUFS.  [default: the guide's audio.loudness, as the build recorded it; -16]")
@click.option("--tolerance", type=float, default=1.0, show_default=True, help="Allowed distance from it, LU.")
@click.option("--true-peak", type=float, default=None,
              help="Highest true peak, dBTP.  [default: the guide's audio.true_peak, as recorded; -1]")
@click.option("--listen", is_flag=True,
              help="Recognize the audio offline (Whisper base) and compare it with the transcripts: the word error"
                   " rate per language and episode, and the sentences heard most differently."
                   " Needs the listen extra.")
@click.option("--max-wer", type=click.FloatRange(0, 100), default=None,
              help="With --listen: the highest word error rate of a language, in %; above it is a warning."
                   "  [default: the guide's check.max_wer (or its language's max_wer), as recorded; 8]")
@click.option("--sample", "sample_seconds", type=click.FloatRange(min=1), default=None,
              help="With --listen: about this many seconds of each episode, spread over it (default: all).")
def check(folder: Path, strict: bool, loudness: float | None, tolerance: float, true_peak: float | None,
          listen: bool, max_wer: float | None, sample_seconds: float | None) -> None:
    """Check a built output folder against the podcast standards before publishing it.

    One line per finding: file[:line]: error|warning: what [rule], then the count; all on stdout, as what
    was asked for. Exits 1 on errors (on warnings too with --strict). The targets are those the guide's
    configuration set, which the build records in the output; an option given here wins.
    """
    from audioguide.check import Targets, check_output
    from audioguide.publish.staging import targets

    if not folder.is_dir():
        raise AudioguideError(f"{folder}: no such folder; build first (audioguide build)")
    chosen = Targets.recorded(targets(folder)).told(loudness, tolerance, true_peak, max_wer)
    report = check_output(folder, chosen)
    if listen:
        from audioguide.check.listen import check_listening

        check_listening(folder, report, chosen.wer, sample_seconds, click.echo,
                        lambda line: click.echo(line, err=True))
    for finding in report.findings:
        click.echo(str(finding))
    click.echo(report.summary(len(list(folder.glob("*/feed.xml")))))
    if report.errors or (strict and report.warnings):
        sys.exit(1)


@cli.command()
@click.argument("target", required=False)
@click.option("--output", type=click.Path(path_type=Path, file_okay=False),
              help="The built output folder [default: output/ beside the config].")
@click.option("--dry-run", is_flag=True, help="List what would be sent and removed; change nothing.")
@click.option("--force", is_flag=True, help="Deploy even when audioguide check --strict finds problems.")
@config_option
def deploy(target: str | None, output: Path | None, dry_run: bool, force: bool, config_path: Path) -> None:
    """Put the built output where listeners fetch it: TARGET (or the config's deploy.target) is a folder,
    an fsspec URL (s3://bucket/guide, gs://, az://, sftp://, file://) or git+REPOSITORY#BRANCH.

    Only what changed is sent: media first, then transcripts and chapters, feeds and pages last; files of
    removed episodes go once no feed names them. Credentials come from the environment or the storage's own
    configuration, never from the command line or audioguide.yml.
    """
    from audioguide.config import deploy_target_problem
    from audioguide.deploy import deploy as deploy_output

    _setup_logging(0, False)
    config = _config(config_path) if config_path.is_file() or target is None else None
    root = config.root if config else Path.cwd()
    chosen = target or (config.deploy.target if config else None)
    if chosen is None:
        raise AudioguideError(f"{shown(config_path)}: deploy.target: not set; give a target (audioguide deploy"
                              " s3://bucket/guide) or set deploy.target in the config")
    problem = deploy_target_problem(chosen) if target else None
    if problem:
        raise AudioguideError(f"deploy target: {problem}")
    folder = output or root / "output"
    done = deploy_output(folder, chosen, config.deploy.options if config else {}, root=root, dry_run=dry_run,
                         force=force, say=lambda line: click.echo(line, err=True))
    if dry_run:
        for name in done.plan.left_over:
            click.echo(f"remove {name} (left half-written by an interrupted deploy)")
        for name in done.plan.send:
            click.echo(f"send   {name} ({done.plan.files[name].size or 0:,} bytes,"
                       f" {'changed' if name in done.plan.previous else 'new'})")
        for name in done.plan.remove:
            click.echo(f"remove {name} (no longer in the output)")
    if done.plan.empty:
        click.echo(f"{done.target}: up to date; nothing sent ({_count(done.plan.kept, 'file')} unchanged)")
        return
    verb = "would send" if dry_run else "sent"
    commit = f"; commit {done.commit}" if done.commit else ""
    click.echo(f"{done.target}: {verb} {_count(len(done.plan.send), 'file')} ({done.bytes_sent / 1e6:.1f} MB),"
               f" {'would remove' if dry_run else 'removed'} {len(done.plan.remove)},"
               f" {done.plan.kept} unchanged{commit}")


@cli.group()
def cache() -> None:
    """Inspect or empty the cache of synthesized speech and encoded episodes."""


@cache.command()
@config_option
def info(config_path: Path) -> None:
    """Where the cache is, and how much it holds (cues kept at a URL are not counted)."""
    from audioguide.common.storage import URL

    config = _config(config_path)
    for part, where in (("cues", config.cue_location), ("episodes", config.episode_folder)):
        if URL.match(str(where)):
            click.echo(f"{part:<9} {'':>6} {'':>8} {'':>12}  {where}")
            continue
        files = _cached_files(Path(where))
        size = sum(p.stat().st_size for p in files)
        click.echo(f"{part:<9} {len(files):>6} entries {size / 1e6:>9.1f} MB  {where}")


CACHED_SUFFIXES = (".wav", ".mp3", ".m4b", ".opus")
"""What the cache keeps: cues (WAV), episodes (MP3), audiobooks (M4B) and Opus files."""


def _cached_files(folder: Path) -> list[Path]:
    """The cached files under ``folder``: no records, no half-written leftovers."""
    return [p for p in folder.rglob("*") if p.is_file() and p.suffix in CACHED_SUFFIXES]


@cache.command()
@config_option
def clear(config_path: Path) -> None:
    """Remove every cached cue and episode; the next build synthesizes everything.

    A build of the guide that is running is waited for: its files are never removed from under it.
    """
    from audioguide.builder import clear_cache

    _setup_logging(0, False)
    root = _config(config_path).cache_folder
    clear_cache(root)
    click.echo(f"cleared {root}")


def main() -> None:
    from audioguide.common.secrets import redact

    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("interrupted; finished speech is kept in the cache for the next build", err=True)
        sys.exit(130)
    except click.ClickException as error:
        error.message = redact(error.message)
        error.show()
        sys.exit(error.exit_code)
    except AudioguideError as error:
        if error.__cause__ is not None and (log.isEnabledFor(logging.DEBUG) or os.environ.get(DEBUG_VARIABLE)):
            import traceback  # a plugin's bug: where it is

            click.echo(redact("".join(traceback.format_exception(error.__cause__))), err=True)
        for line in redact(str(error)).splitlines():
            click.echo(f"error: {line}", err=True)
        sys.exit(error.exit_code)
    except KeyboardInterrupt:
        click.echo("interrupted; finished speech is kept in the cache for the next build", err=True)
        sys.exit(130)
    except Exception as error:  # noqa: BLE001 - a bug, not bad input: say so, and how to see the details
        if log.isEnabledFor(logging.DEBUG) or os.environ.get(DEBUG_VARIABLE):
            import traceback

            click.echo(redact("".join(traceback.format_exception(error))), err=True)
            sys.exit(70)
        click.echo(
            f"internal error: {type(error).__name__}: {redact(str(error))}\n"
            f"This is a bug in audioguide; run again with {DEBUG_VARIABLE}=1 set for the traceback and report it.",
            err=True,
        )
        sys.exit(70)
