"""A third-party registry client against labcloud's registry: oras-py (the OCI Registry As Storage Python
SDK) logs in with GetAuthorizationToken's password, pushes a file as an OCI artifact to the repositoryUri
DescribeRepositories answers, and pulls it back."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Any

import oras.client
import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # oras-py names pushed files relative to the working directory
    return tmp_path


def test_oras_pushes_and_pulls_an_artifact(ecr: Any, labcloud: LabcloudProcess, in_tmp: Path) -> None:
    uri = ecr.create_repository(repositoryName="artifacts/notes")["repository"]["repositoryUri"]
    host = uri.split("/", 1)[0]
    token = ecr.get_authorization_token()["authorizationData"][0]["authorizationToken"]
    user, _, password = base64.b64decode(token).decode().partition(":")
    client = oras.client.OrasClient(hostname=host, insecure=True)
    assert client.login(username=user, password=password, hostname=host)["Status"] == "Login Succeeded"
    (in_tmp / "notes.txt").write_text("hello from oras")
    pushed = client.push(files=["notes.txt"], target=f"{uri}:v1")
    assert pushed.status_code == 201
    detail = ecr.describe_images(repositoryName="artifacts/notes")["imageDetails"][0]
    assert detail["imageTags"] == ["v1"] and detail["imageDigest"] == pushed.headers["docker-content-digest"]
    files = client.pull(target=f"{uri}:v1", outdir=str(in_tmp / "out"))
    assert [Path(f).read_text() for f in files] == ["hello from oras"]
