"""Building on a Dask cluster of two worker processes on 127.0.0.1: the same bytes as a local build."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from distributed import Client, LocalCluster, Scheduler

from audioguide.speech.cues import CueCache, read_wav
from tests.builder.test_incremental import make_guide, snapshot
from tests.conftest import copy_sample, counts, make_tiny_guide, run_cli

pytestmark = pytest.mark.cluster


@pytest.fixture(scope="module")
def cluster() -> Iterator[LocalCluster]:
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
        dashboard_address=":0", protocol="tcp",  # any free port: other clusters may run beside it
    ) as local:
        yield local


def test_the_sample_built_on_the_cluster_is_byte_identical(
    cluster: LocalCluster, built_sample: Path, tmp_path: Path
) -> None:
    # German alone: pages and feeds then link no other language, every other file is the local build's.
    config = copy_sample(tmp_path / "guide")
    result = run_cli("build", "-c", config, "--lang", "de", "--scheduler", cluster.scheduler_address)
    assert result.returncode == 0, result.stderr
    assert "2 episodes encoded" in result.stderr
    remote, local = (
        {name: data for name, data in snapshot(folder / "de").items() if not name.endswith((".html", "feed.xml"))}
        for folder in (config.parent / "output", built_sample)
    )
    assert len(remote) > 10 and remote == local
    with Client(cluster.scheduler_address) as client:
        prefixes = client.run_on_scheduler(_task_prefixes)
    assert {"audioguide-cue", "audioguide-episode"} <= set(prefixes)


def test_the_audiobook_and_the_alternates_are_encoded_on_the_cluster(cluster: LocalCluster, tmp_path: Path) -> None:
    guides = [make_tiny_guide(tmp_path / name) for name in ("here", "there")]
    for guide in guides:  # one guide's two copies: the same identity, the same bytes
        config = guide / "audioguide.yml"
        config.write_text(config.read_text(encoding="utf-8") + "outputs: [m4b, opus]\n", encoding="utf-8")
        (guide / "audioguide.lock").write_text("guide: 5b0d8f3e-2a41-4c4e-9d8a-6f1f3c2b7e90\n", encoding="utf-8")
    here = run_cli("build", "-j", "1", cwd=guides[0])
    there = run_cli("build", "--scheduler", cluster.scheduler_address, cwd=guides[1])
    assert here.returncode == 0 and there.returncode == 0, there.stderr
    local, remote = (snapshot(guide / "output") for guide in guides)
    assert sorted(name for name in remote if name.endswith((".m4b", ".opus"))) == [
        "en/01-first.opus", "en/02-second.opus", "en/tiny.m4b"]
    assert remote == local
    with Client(cluster.scheduler_address) as client:
        prefixes = client.run_on_scheduler(_task_prefixes)
    assert "audioguide-encode" in prefixes


def _task_prefixes(dask_scheduler: Scheduler) -> list[str]:
    """On the scheduler: the kinds of task it has run (a key's prefix names its kind)."""
    return [str(name) for name in dask_scheduler.task_prefixes]


def test_the_scheduler_from_the_config_and_a_cue_cache_at_a_url(cluster: LocalCluster, tmp_path: Path) -> None:
    guide = make_guide(tmp_path / "guide")
    shared = tmp_path / "shared" / "cues"
    config = guide / "audioguide.yml"
    config.write_text(config.read_text() + f"scheduler: {cluster.scheduler_address}\ncue_cache: file://{shared}\n")
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    entries = sorted(shared.rglob("*.wav"))
    assert len(entries) > 50 and not list(shared.rglob("*.tmp"))
    assert not (guide / ".audioguide-cache" / "cues").exists()
    assert all(read_wav(entry.read_bytes()).pcm for entry in entries[:20])
    # A local build reading the same cache synthesizes nothing.
    local = make_guide(tmp_path / "local")
    config = local / "audioguide.yml"
    config.write_text(config.read_text() + f"cue_cache: file://{shared}\n")
    result = run_cli("build", cwd=local)
    assert result.returncode == 0, result.stderr
    assert " 0 sentences synthesized" in result.stderr
    assert snapshot(local / "output") == snapshot(guide / "output")


def test_a_worker_killed_during_synthesis(cluster: LocalCluster, tmp_path: Path) -> None:
    reference = make_guide(tmp_path / "reference")
    assert run_cli("build", "-q", cwd=reference).returncode == 0
    guide = make_guide(tmp_path / "guide")
    cues = guide / ".audioguide-cache" / "cues"
    build = subprocess.Popen(
        [sys.executable, "-m", "audioguide", "build", "--scheduler", cluster.scheduler_address],
        cwd=guide, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.monotonic() + 120
    while len(list(cues.rglob("*.wav"))) < 20 and time.monotonic() < deadline and build.poll() is None:
        time.sleep(0.05)
    with Client(cluster.scheduler_address) as client:
        pids = client.run(os.getpid)
    victim = sorted(pids.values())[0]
    assert build.poll() is None, "the build ended before a worker could be killed"
    os.kill(victim, signal.SIGKILL)
    killed_at = len(list(cues.rglob("*.wav")))
    _, stderr = build.communicate(timeout=600)
    assert build.returncode == 0, stderr
    total = len(list(cues.rglob("*.wav")))
    assert killed_at < total, "the worker was killed after synthesis"
    assert total == len(list((reference / ".audioguide-cache" / "cues").rglob("*.wav")))
    assert snapshot(guide / "output") == snapshot(reference / "output")
    with Client(cluster.scheduler_address) as client:
        assert victim not in client.run(os.getpid).values()  # the nanny started a new worker


def test_an_unreachable_scheduler(sample_config: Path) -> None:
    output = sample_config.parent / "output"
    (output / "en").mkdir(parents=True)
    (output / "en" / "feed.xml").write_text("previous")
    started = time.monotonic()
    result = run_cli("build", "-c", sample_config, "--scheduler", "tcp://127.0.0.1:9")
    assert result.returncode == 1
    assert result.stderr.startswith(
        "error: cannot reach the Dask scheduler at tcp://127.0.0.1:9 (Timed out trying to connect to tcp://127.0.0.1:9")
    assert result.stderr.endswith(
        "start it (dask scheduler) and its workers, check the address, or build without --scheduler\n")
    assert "Traceback" not in result.stderr
    assert time.monotonic() - started < 60
    assert (output / "en" / "feed.xml").read_text() == "previous"
    assert sorted(p.name for p in output.iterdir()) == ["en"]


@pytest.mark.parametrize(("address", "message"), [
    ("http://x", "Error: Invalid value for --scheduler: not a Dask scheduler address: 'http://x'"),
    ("tcp://host", "Error: Invalid value for --scheduler: not a Dask scheduler address: 'tcp://host'"),
])
def test_a_malformed_scheduler_address(sample_config: Path, address: str, message: str) -> None:
    result = run_cli("build", "-c", sample_config, "--scheduler", address)
    assert result.returncode == 2
    assert message in result.stderr


def test_two_builds_at_once_share_one_cue_cache(tmp_path: Path) -> None:
    shared = tmp_path / "shared-cues"
    guides = [make_guide(tmp_path / name) for name in ("one", "two")]
    for guide in guides:
        config = guide / "audioguide.yml"
        config.write_text(config.read_text() + f"cue_cache: {shared}\n")
    builds = [subprocess.Popen([sys.executable, "-m", "audioguide", "build", "-q", "-j", "1"], cwd=guide,
                               stderr=subprocess.PIPE, text=True) for guide in guides]
    for build in builds:
        _, stderr = build.communicate(timeout=600)
        assert build.returncode == 0, stderr
    assert snapshot(guides[0] / "output") == snapshot(guides[1] / "output")
    cache = CueCache(shared)
    entries = sorted(shared.rglob("*.wav"))
    assert len(entries) > 50 and not list(shared.rglob("*.tmp"))
    for entry in entries:
        read_wav(entry.read_bytes())
    assert cache.location == str(shared)


def test_sentences_go_out_in_batches_of_about_half_a_second() -> None:
    from audioguide.builder.executor import _batches
    from audioguide.speech.cues import CueKey

    quick = [CueKey("espeak-ng", "1", "en-us", "en", 1.0, f"Sentence {i}.") for i in range(100)]
    batches = [list(b) for b in _batches(quick)]
    assert [len(b) for b in batches] == [17] * 5 + [15]
    assert [key for batch in batches for key in batch] == quick
    slow = [CueKey("piper", "1", "en_US-joe-medium", "en", 1.0, f"Sentence {i}.") for i in range(3)]
    assert [len(b) for b in _batches(slow)] == [1, 1, 1]
    assert list(_batches([])) == []


def test_a_scheduler_address_where_another_service_answers_in_bytes(tmp_path: Path) -> None:
    """A service that sends binary bytes is no scheduler: one clear message, at once, no traceback."""
    guide = make_tiny_guide(tmp_path / "guide")
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def answer() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                continue
            with connection:
                connection.sendall(b"\xff" * 100_000)

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    address = f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    try:
        started = time.monotonic()
        result = run_cli("build", "--scheduler", address, cwd=guide, timeout=120)
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()
    assert (result.returncode, result.stderr) == (1, (
        f"error: cannot reach the Dask scheduler at {address} (what answers there does not speak Dask's protocol:"
        " Maximum allowed dimension exceeded); start it (dask scheduler) and its workers, check the address, or"
        " build without --scheduler\n"))
    assert time.monotonic() - started < 30
    assert not (guide / "output").exists()


def test_a_scheduler_killed_during_the_build(tmp_path: Path) -> None:
    """The scheduler dies mid-build: one clear message, exit 1, nothing published; the next build keeps what was
    spoken."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    dask = [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(port),
            "--dashboard-address", ":0"]
    scheduler = subprocess.Popen(dask, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--nworkers", "1",
                               "--nthreads", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    guide = make_guide(tmp_path / "guide")
    cues = guide / ".audioguide-cache" / "cues"
    try:
        deadline = time.monotonic() + 60
        with Client(address, timeout="60s") as client:
            client.wait_for_workers(1, timeout=60)
        build = subprocess.Popen([sys.executable, "-m", "audioguide", "build", "--scheduler", address],
                                 cwd=guide, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        while len(list(cues.rglob("*.wav"))) < 5 and time.monotonic() < deadline and build.poll() is None:
            time.sleep(0.05)
        assert build.poll() is None, "the build ended before the scheduler could be killed"
        scheduler.kill()
        _, stderr = build.communicate(timeout=120)
    finally:
        for process in (scheduler, worker):
            process.kill()
            process.wait(timeout=30)
    assert build.returncode == 1, stderr
    assert stderr.startswith(f"error: lost the Dask scheduler at {address} during the build (")
    assert stderr.endswith("); the speech already spoken is kept in the cue cache: start the scheduler and its"
                           " workers again and build again, or build without --scheduler\n")
    assert len(stderr.splitlines()) == 1 and "Traceback" not in stderr
    assert not (guide / "output").exists()
    kept = len(list(cues.rglob("*.wav")))
    result = run_cli("build", cwd=guide)
    assert result.returncode == 0, result.stderr
    assert counts(result.stderr)[1] >= kept > 0  # what the workers had spoken is taken from the cache
