"""``audioguide deploy s3://…`` against a real S3 API served locally (moto's server): the sample sent with the
content types and cache headers podcast apps need, read back over HTTP by the podcast clients, a second deploy
sending nothing, and credentials taken from the environment and never written or shown."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import s3fs

from audioguide.deploy import deploy
from tests.deploy.support import http_head, read_by_podcast_apps, sample_base_url
from tests.support import assert_refused, make_tiny_guide, run_cli

SECRET = "do-not-show-this-secret-key"


@pytest.fixture(scope="module")
def endpoint() -> Iterator[str]:
    """A local S3 server (moto) on a free port, with a bucket for the podcasts."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([str(Path(sys.executable).parent / "moto_server"), "-H", "127.0.0.1", "-p", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{url}/moto-api/", timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        storage = s3fs.S3FileSystem(key="owner", secret=SECRET, endpoint_url=url, skip_instance_cache=True)
        storage.mkdir("podcasts")
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny guide, built once: each test deploys a copy of it."""
    guide = make_tiny_guide(tmp_path_factory.mktemp("tiny") / "guide")
    assert run_cli("build", "-q", cwd=guide).returncode == 0
    return guide


@pytest.fixture()
def credentials(monkeypatch: pytest.MonkeyPatch) -> None:
    """The credentials in the environment, where the storage's own library finds them."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "owner")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", SECRET)
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")


@pytest.mark.usefixtures("credentials")
def test_the_sample_deploys_to_s3_and_podcast_apps_read_it_there(built_sample: Path, endpoint: str) -> None:
    # Each file readable by anyone, as hosts that serve a bucket's files by their ACL need (DigitalOcean Spaces …).
    options = {"endpoint_url": endpoint, "s3_additional_kwargs": {"ACL": "public-read"}}
    # Whether check lets an output be deployed is tests/deploy/test_deploy.py's: the sample passes it.
    done = deploy(built_sample, "s3://podcasts/guide", options, root=built_sample.parent, force=True)
    assert len(done.plan.send) == len(done.plan.files) > 60
    base = f"{endpoint}/podcasts/guide/"
    read_by_podcast_apps(base, ("en", "es", "fr", "de"), http_head, sample_base_url())
    feed, mp3, vtt = (http_head(base + name) for name in ("en/feed.xml", "en/01-the-narcissist-wont-let-you-go.mp3",
                                                           "en/01-the-narcissist-wont-let-you-go.vtt"))
    assert (feed["content-type"], feed["cache-control"]) == ("application/rss+xml; charset=utf-8",
                                                             "public, max-age=300")
    assert (mp3["content-type"], mp3["cache-control"]) == ("audio/mpeg", "public, max-age=86400")
    assert vtt["content-type"] == "text/vtt; charset=utf-8"
    manifest = urllib.request.urlopen(base + ".audioguide-deploy.json", timeout=10).read().decode()
    assert SECRET not in manifest and "owner" not in manifest and endpoint not in manifest
    assert deploy(built_sample, "s3://podcasts/guide", options, root=built_sample.parent).plan.empty


def test_the_cli_takes_the_storage_options_from_the_config_and_credentials_from_the_environment(
    endpoint: str, built: Path, tmp_path: Path
) -> None:
    guide = Path(shutil.copytree(built, tmp_path / "guide"))
    config = guide / "audioguide.yml"
    config.write_text(config.read_text() + f"deploy:\n  target: s3://podcasts/tiny\n  options:\n"
                                           f"    endpoint_url: {endpoint}\n", encoding="utf-8")
    environment = {"AWS_ACCESS_KEY_ID": "owner", "AWS_SECRET_ACCESS_KEY": SECRET, "AWS_DEFAULT_REGION": "us-east-1"}
    sent = subprocess.run([sys.executable, "-m", "audioguide", "deploy", "-c", str(config)], capture_output=True,
                          text=True, env={**_without_aws(), **environment}, check=False)
    assert sent.returncode == 0, sent.stderr
    assert sent.stdout.startswith("s3://podcasts/tiny: sent 21 files (")
    assert SECRET not in sent.stdout + sent.stderr
    files = s3fs.S3FileSystem(key="owner", secret=SECRET, endpoint_url=endpoint, skip_instance_cache=True)
    assert files.cat_file("podcasts/tiny/en/feed.xml") == (guide / "output" / "en" / "feed.xml").read_bytes()


def test_a_credential_in_the_config_is_refused_with_where_it_belongs(tmp_path: Path) -> None:
    guide = make_tiny_guide(tmp_path / "guide")
    config = guide / "audioguide.yml"
    config.write_text(config.read_text() + f"deploy:\n  target: s3://podcasts/tiny\n  options:\n"
                                           f"    secret: {SECRET}\n    key: owner\n", encoding="utf-8")
    result = run_cli("deploy", cwd=guide)
    assert_refused(result, "audioguide.yml: deploy.options: key, secret: a credential has no place in"
                           " audioguide.yml; give it in the environment", secrets=(SECRET,))


@pytest.mark.parametrize(("target", "credentials", "said"), [
    ("s3://no-such-bucket/tiny", {"AWS_ACCESS_KEY_ID": "owner", "AWS_SECRET_ACCESS_KEY": SECRET},
     "s3://no-such-bucket/tiny: sending failed (FileNotFoundError: The specified bucket does not exist)"),
    ("s3://podcasts/tiny", {}, "s3://podcasts/tiny: reading what is there failed (NoCredentialsError: Unable to"
                               " locate credentials)"),
])
def test_a_missing_bucket_or_credential_is_one_message_and_no_traceback(
    endpoint: str, built: Path, tmp_path: Path, target: str, credentials: dict[str, str], said: str
) -> None:
    guide = Path(shutil.copytree(built, tmp_path / "guide"))
    config = guide / "audioguide.yml"
    config.write_text(config.read_text() + f"deploy:\n  options:\n    endpoint_url: {endpoint}\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "audioguide", "deploy", target], capture_output=True, text=True,
                            cwd=guide, check=False, env={**_without_aws(), "HOME": str(tmp_path),
                                                        "AWS_EC2_METADATA_DISABLED": "true", **credentials})
    assert_refused(result, said, secrets=(SECRET,))
    assert "check the target and its credentials, and deploy again" in result.stderr


def _without_aws() -> dict[str, str]:
    import os

    return {name: value for name, value in os.environ.items() if not name.startswith("AWS_")}
